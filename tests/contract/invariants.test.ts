import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/api/src/config';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { hmacRotatingToken } from '../../apps/api/src/modules/tickets/tokens';
import { checkInvariants, formatReport } from '../../apps/api/src/tools/check-invariants';
import { describeEachDatabase } from '../../apps/api/test/helper';
import { createFixture, createWorld, type Fixture, type World } from './support/world';

const run = promisify(execFile);

/** Runs SQL text that may hold several statements (PGlite's `query` takes one). */
async function exec(database: Database, text: string): Promise<void> {
  if (database.kind === 'pglite') await database.client.exec(text);
  else await database.pool.query(text);
}

describeEachDatabase('check:invariants', (ctx) => {
  let world: World;
  let paid: Fixture;

  beforeAll(async () => {
    world = await createWorld(ctx);
    paid = await createFixture(world, 'paidOrder');
    await createFixture(world, 'pendingOrder');
    const scan = await world.call('organizer', {
      method: 'POST',
      url: '/api/tickets/scan',
      payload: { code: hmacRotatingToken(ctx.config.ticketSecret, paid.ticketCode!, ctx.app.now()) },
    });
    expect(scan.statusCode).toBe(200);
  });

  const broken = async () =>
    (await checkInvariants(ctx.database.db)).filter((result) => !result.held).map((result) => result.name);

  /** Runs `damage`, expects exactly `names` to break, then `repair`s and expects all to hold again. */
  async function expectBroken(names: string[], damage: string, repair: string) {
    await exec(ctx.database, damage);
    try {
      expect(await broken()).toEqual(names);
    } finally {
      await exec(ctx.database, repair);
    }
    expect(await broken()).toEqual([]);
  }

  it('holds after purchases, a payment and a check-in made through the API', async () => {
    const results = await checkInvariants(ctx.database.db);
    expect(results.filter((result) => !result.held)).toEqual([]);
    expect(formatReport(results)).toContain('Todas as invariantes valem.');
  });

  it('catches sold drifting from the tickets held by pending and paid orders', async () => {
    await expectBroken(
      ['sold'],
      `update ticket_types set sold = sold + 1 where id = '${paid.ticketTypeId}'`,
      `update ticket_types set sold = sold - 1 where id = '${paid.ticketTypeId}'`,
    );
  });

  it('catches coupon uses drifting from the tickets its pending and paid orders took', async () => {
    await expectBroken(
      ['coupon-uses'],
      `insert into coupons (id, event_id, code, kind, value, used)
       select '00000000-0000-4000-8000-0000000c0001', event_id, 'DERIVA', 'percent', 10, 1
       from ticket_types where id = '${paid.ticketTypeId}'`,
      `delete from coupons where id = '00000000-0000-4000-8000-0000000c0001'`,
    );
  });

  it('catches a paid order missing a ticket, and a ticket of an unpaid order', async () => {
    await expectBroken(
      ['tickets-issued'],
      `create table saved_tickets as select * from tickets where order_id = '${paid.orderId}';
       create table saved_check_ins as select * from check_ins;
       delete from tickets where order_id = '${paid.orderId}'`,
      `insert into tickets select * from saved_tickets;
       insert into check_ins select * from saved_check_ins;
       update scans s set ticket_id = c.ticket_id from check_ins c where c.scan_id = s.id;
       drop table saved_tickets; drop table saved_check_ins`,
    );
    await expectBroken(
      ['sold', 'tickets-paid', 'sales-ledger'],
      `update orders set status = 'expired' where id = '${paid.orderId}'`,
      `update orders set status = 'paid' where id = '${paid.orderId}'`,
    );
  });

  it('catches a sales ledger that misses a sale, and a rollup apart from its ledger', async () => {
    await expectBroken(
      ['sales-ledger', 'sales-rollup'],
      `create table saved_ledger as select * from sales_ledger where order_id = '${paid.orderId}';
       delete from sales_ledger where order_id = '${paid.orderId}'`,
      `insert into sales_ledger select * from saved_ledger; drop table saved_ledger`,
    );
    await expectBroken(
      ['sales-rollup'],
      `update daily_sales set revenue_cents = revenue_cents + 1`,
      `update daily_sales set revenue_cents = revenue_cents - 1`,
    );
  });

  it('catches a check-in without its scan record, a webhook recorded twice and a double payment', async () => {
    await expectBroken(
      ['check-ins'],
      `update check_ins set scan_id = null`,
      `update check_ins c set scan_id = s.id from scans s where s.ticket_id = c.ticket_id and s.result = 'checked_in'`,
    );
    await expectBroken(
      ['webhooks-once'],
      `drop index webhook_events_event_id_unique;
       insert into webhook_events (event_id, type, payload) select event_id, type, payload from webhook_events`,
      `delete from webhook_events w using webhook_events x where w.event_id = x.event_id and w.id > x.id;
       create unique index webhook_events_event_id_unique on webhook_events (event_id)`,
    );
    await expectBroken(
      ['paid-once'],
      `insert into payments (order_id, provider, provider_payment_id, status, copia_e_cola, qr_code_base64, value_cents)
       values ('${paid.orderId}', 'local', 'pay_segundo', 'received', '', '', 5000)`,
      `delete from payments where provider_payment_id = 'pay_segundo'`,
    );
  });
});

describe('npm run check:invariants', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-invariants-'));
    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    await migrate(database);
    await database.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const command = (env: Record<string, string>, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', 'apps/api/src/tools/check-invariants.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('exits 0 on a sound PGlite data folder and 1, with a report, on a broken one', async () => {
    const sound = await command({ DATA_DIR: dataDir });
    expect(sound).toEqual({ code: 0, output: expect.stringContaining('Todas as invariantes valem.') });

    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    await exec(
      database,
      `insert into users (id, email, password_hash, name) values ('00000000-0000-4000-8000-000000000001', 'o@example.com', 'x', 'O');
       insert into events (id, organizer_id, title) values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'E');
       insert into ticket_types (event_id, name, lot_label, price_cents, quantity, sold) values ('00000000-0000-4000-8000-000000000002', 'Pista', 'Pista', 100, 10, 3)`,
    );
    await database.close();
    const brokenRun = await command({ DATA_DIR: dataDir });
    expect(brokenRun.code).toBe(1);
    expect(brokenRun.output).toContain(
      'FALHOU Vendidos (sold) de cada lote = ingressos dos pedidos pendentes e pagos: 1 violação(ões)',
    );
    expect(brokenRun.output).toContain('"sold":3');
  });

  it('refuses a PGlite folder a process holds open', async () => {
    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    try {
      const refused = await command({ DATA_DIR: dataDir });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain('parece aberto por um servidor');
    } finally {
      await database.close();
    }
  });
});
