import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helper';
import { queryRows, type Database } from '../../db/client';
import { migrate, migrationsFolder } from '../../db/migrate';
import { saleLines } from './lines';

/*
 * Migration 0011 fills the ledger with the sales made before it (and the refunds given since 0009) and rebuilds
 * the rollups from it, splitting an order-level discount as lines.ts does. Data is written at 0010, then 0011 runs.
 */

/** A copy of the migrations folder that stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bilheteria-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: folder });
  else await migratePostgres(drizzlePostgres({ client: database.pool }), { migrationsFolder: folder });
}

for (const kind of databaseKinds) {
  describe(`migration 0011 backfills the sales ledger (${kind})`, () => {
    let test: TestDatabase;
    let folder: string;
    const ids = {
      paid: '00000000-0000-4000-8000-00000000000a',
      refunded: '00000000-0000-4000-8000-00000000000b',
      pending: '00000000-0000-4000-8000-00000000000c',
      pista: '00000000-0000-4000-8000-0000000000a1',
      vip: '00000000-0000-4000-8000-0000000000a2',
      itemPista: '00000000-0000-4000-8000-0000000000b1',
      itemVip: '00000000-0000-4000-8000-0000000000b2',
    };
    let eventId: string;

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      folder = await migrationsUpTo('0010_paid_payment_backfill');
      await migrateWith(test.database, folder);
      const db = test.database.db;
      const [user] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, password_hash, name) values ('org@example.com', 'x', 'Org') returning id`,
      );
      const [event] = await queryRows<{ id: string }>(
        db,
        sql`insert into events (organizer_id, title) values (${user!.id}, 'Antes do livro') returning id`,
      );
      eventId = event!.id;
      await db.execute(sql`
        insert into ticket_types (id, event_id, name, price_cents, quantity, sold)
        values (${ids.pista}, ${eventId}, 'PISTA — Lote 1', 8000, 100, 5), (${ids.vip}, ${eventId}, 'VIP — Lote 1', 25050, 10, 1)`);
      // Paid on 2030-03-10 at 23:30 in São Paulo (03-11 in UTC), created the day before; 10.00 off the pista
      // tickets, 20.00 more off the whole order, 3.00 of fees: 383.50 charged.
      // Refunded: paid on 03-12, charged back on 03-20. Pending: never paid.
      await db.execute(sql`
        insert into orders (id, buyer_id, event_id, status, subtotal_cents, discount_cents, fee_cents, total_cents,
                            expires_at, paid_at, created_at, updated_at)
        values (${ids.paid}, ${user!.id}, ${eventId}, 'paid', 41050, 3000, 300, 38350,
                '2030-03-10T15:15:00Z', '2030-03-11T02:30:00Z', '2030-03-10T15:00:00Z', '2030-03-11T02:30:00Z'),
               (${ids.refunded}, ${user!.id}, ${eventId}, 'refunded', 24000, 0, 0, 24000,
                '2030-03-12T12:15:00Z', '2030-03-12T12:05:00Z', '2030-03-12T12:00:00Z', '2030-03-20T10:00:00Z'),
               (${ids.pending}, ${user!.id}, ${eventId}, 'pending', 8000, 0, 0, 8000,
                '2030-03-13T12:15:00Z', null, '2030-03-13T12:00:00Z', '2030-03-13T12:00:00Z')`);
      await db.execute(sql`
        insert into order_items (id, order_id, ticket_type_id, name, quantity, unit_price_cents, discount_cents)
        values (${ids.itemPista}, ${ids.paid}, ${ids.pista}, 'PISTA — Lote 1', 2, 8000, 1000),
               (${ids.itemVip}, ${ids.paid}, ${ids.vip}, 'VIP — Lote 1', 1, 25050, 0),
               (gen_random_uuid(), ${ids.refunded}, ${ids.pista}, 'PISTA — Lote 1', 3, 8000, 0),
               (gen_random_uuid(), ${ids.pending}, ${ids.pista}, 'PISTA — Lote 1', 1, 8000, 0)`);
      // Names as clients written for the spec sent them, for migration 0012 to read.
      await db.execute(sql`
        insert into ticket_types (event_id, name, price_cents, quantity)
        values (${eventId}, 'PISTA — Lote 1 — Meia', 4000, 10), (${eventId}, 'Meia-entrada estudante', 4000, 10),
               (${eventId}, 'CAMAROTE — Meianoite', 9000, 10)`);
      await db.execute(sql`
        insert into domain_events (type, order_id, event_id, occurred_at, data)
        values ('order.refunded', ${ids.refunded}, ${eventId}, '2030-03-20T14:00:00Z',
                '{"reason": "chargeback"}'::jsonb)`);
      await migrate(test.database);
    });

    afterAll(async () => {
      await test?.dispose();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    const entries = (orderId: string) =>
      queryRows<Record<string, unknown>>(
        test.database.db,
        sql`select kind, to_char(day, 'YYYY-MM-DD') as day, ticket_type_id, orders, tickets, amount_cents,
                   fee_cents
            from sales_ledger where order_id = ${orderId}
            order by id`,
      );

    it('records a paid order as the application would have, on the São Paulo day it was paid', async () => {
      const expected = saleLines({ discountCents: 3000, feeCents: 300 }, [
        {
          id: ids.itemPista,
          ticketTypeId: ids.pista,
          quantity: 2,
          unitPriceCents: 8000,
          discountCents: 1000,
        },
        { id: ids.itemVip, ticketTypeId: ids.vip, quantity: 1, unitPriceCents: 25050, discountCents: 0 },
      ]);
      const rows = await entries(ids.paid);
      const byType = (type: string | null) => rows.find((row) => row.ticket_type_id === type);
      for (const line of expected) {
        expect(byType(line.ticketTypeId)).toEqual({
          kind: 'sale',
          day: '2030-03-10',
          ticket_type_id: line.ticketTypeId,
          orders: line.orders,
          tickets: line.tickets,
          amount_cents: line.amountCents,
          fee_cents: line.feeCents,
        });
      }
      expect(rows).toHaveLength(3);
      expect(rows.reduce((sum, row) => sum + Number(row.amount_cents) + Number(row.fee_cents), 0)).toBe(
        38350,
      );
    });

    it('gives a refunded order its sale and its chargeback, on their days; a pending order nothing', async () => {
      expect(await entries(ids.refunded)).toEqual([
        {
          kind: 'sale',
          day: '2030-03-12',
          ticket_type_id: null,
          orders: 1,
          tickets: 0,
          amount_cents: 0,
          fee_cents: 0,
        },
        {
          kind: 'sale',
          day: '2030-03-12',
          ticket_type_id: ids.pista,
          orders: 0,
          tickets: 3,
          amount_cents: 24000,
          fee_cents: 0,
        },
        {
          kind: 'chargeback',
          day: '2030-03-20',
          ticket_type_id: null,
          orders: -1,
          tickets: 0,
          amount_cents: 0,
          fee_cents: 0,
        },
        {
          kind: 'chargeback',
          day: '2030-03-20',
          ticket_type_id: ids.pista,
          orders: 0,
          tickets: -3,
          amount_cents: -24000,
          fee_cents: 0,
        },
      ]);
      expect(await entries(ids.pending)).toEqual([]);
    });

    it('0012 gives every ticket type its lot label and meia-entrada, read from its name', async () => {
      const types = await queryRows(
        test.database.db,
        sql`select name, lot_label, meia_entrada from ticket_types where event_id = ${eventId} order by name`,
      );
      expect(types).toEqual([
        { name: 'CAMAROTE — Meianoite', lot_label: 'Meianoite', meia_entrada: false },
        { name: 'Meia-entrada estudante', lot_label: 'Meia-entrada estudante', meia_entrada: true },
        { name: 'PISTA — Lote 1', lot_label: 'Lote 1', meia_entrada: false },
        { name: 'PISTA — Lote 1 — Meia', lot_label: 'Lote 1 — Meia', meia_entrada: true },
        { name: 'VIP — Lote 1', lot_label: 'Lote 1', meia_entrada: false },
      ]);
    });

    it('rebuilds the daily rollups from the ledger, and the triggers are gone', async () => {
      const days = await queryRows(
        test.database.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, orders, tickets, revenue_cents::int as revenue
            from daily_sales where event_id = ${eventId} order by day`,
      );
      expect(days).toEqual([
        { day: '2030-03-10', orders: 1, tickets: 3, revenue: 38050 },
        { day: '2030-03-12', orders: 1, tickets: 3, revenue: 24000 },
        { day: '2030-03-20', orders: -1, tickets: -3, revenue: -24000 },
      ]);
      const triggers = await queryRows(
        test.database.db,
        sql`select tgname from pg_trigger where tgname like 'daily_sales%'
            union all select proname from pg_proc where proname like 'daily_sales%'`,
      );
      expect(triggers).toEqual([]);
    });
  });
}
