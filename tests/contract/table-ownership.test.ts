import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/api/src/config';
import { columnOwners, tableOwners } from '../../eslint-rules/table-owners.js';

/*
 * Each table of the API behind its owner (issue #26 point 1), as eslint.config.js enforces it with
 * eslint-rules/table-ownership.js. Each row lints a snippet as if it were a file at that path; one test writes a
 * violating file into a temporary copy of the lint setup and runs ESLint there; the last ones lint the real tree
 * and hold docs/architecture.md's ownership table against the map.
 */

const RULE = 'bilheteria/table-ownership';
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const PAYMENTS = 'apps/api/src/modules/payments/new.ts';
const LIFECYCLE = 'apps/api/src/modules/orders/lifecycle/new.ts';
const EVENTS = 'apps/api/src/modules/events/new.ts';
const head = (dir: string, names: string) =>
  `import { sql } from 'drizzle-orm';\nimport { ${names} } from '${dir}db/schema';\n`;
const fromModule = (names: string) => head('../../', names);
const fromLifecycle = (names: string) => head('../../../', names);

const refused: [what: string, file: string, code: string][] = [
  // What the regex test of issue #12 missed.
  ['.set(patch) on orders', PAYMENTS, `${fromModule('orders')}db.update(orders).set(patch);`],
  ['an aliased import', PAYMENTS, `${fromModule('orders as o')}db.update(o).set({ status: 'paid' });`],
  ['insert(orders)', PAYMENTS, `${fromModule('orders')}db.insert(orders).values(row);`],
  ['quoted SQL', PAYMENTS, `${fromModule('events')}sql\`update "orders" set status = 'paid'\`;`],
  [
    'schema-qualified SQL',
    PAYMENTS,
    `${fromModule('events')}sql\`update public.orders set paid_at = now()\`;`,
  ],
  ['quoted and qualified', PAYMENTS, `${fromModule('events')}sql\`delete from "public"."orders"\`;`],
  [
    'Drizzle table in SQL',
    PAYMENTS,
    `${fromModule('orders')}sql\`update \${orders} set needs_refund = true\`;`,
  ],
  ['sql.raw', PAYMENTS, `${fromModule('events')}sql.raw('update orders set paid_at = null');`],
  [
    'a pool query',
    PAYMENTS,
    `${fromModule('events')}pool.query('insert into order_items (id) values ($1)');`,
  ],
  ['order_items', PAYMENTS, `${fromModule('orderItems')}db.select().from(orderItems);`],
  ['attendees', PAYMENTS, `${fromModule('events')}sql\`update attendees set meia_event_id = null\`;`],
  ['domain_events', PAYMENTS, `${fromModule('events')}sql\`insert into domain_events (type) values ('x')\`;`],
  [
    'tickets read outside',
    'apps/api/src/modules/slides/new.ts',
    `${fromModule('tickets')}db.select().from(tickets);`,
  ],
  ['the ledger', PAYMENTS, `${fromModule('salesLedger')}db.delete(salesLedger);`],
  ['the ledger in SQL', PAYMENTS, `${fromModule('events')}sql\`truncate daily_sales\`;`],
  ['the whole schema', PAYMENTS, `import * as schema from '../../db/schema';\nschema;`],
  ['re-exporting a table', 'apps/api/src/modules/slides/new.ts', `export { orders } from '../../db/schema';`],
  [
    'ticket_types.sold by events',
    EVENTS,
    `${fromModule('ticketTypes')}db.update(ticketTypes).set({ sold: 0 });`,
  ],
  [
    'ticket_types.sold in SQL',
    EVENTS,
    `${fromModule('events')}sql\`update ticket_types set quantity = 1, sold = 0\`;`,
  ],
  ['a patch the rule cannot read', EVENTS, `${fromModule('ticketTypes')}db.update(ticketTypes).set(patch);`],
  [
    'a helper returning sold',
    EVENTS,
    `${fromModule('ticketTypes')}const cols = (n: number) => ({ quantity: n, sold: 0 });\ndb.update(ticketTypes).set(cols(1));`,
  ],
  [
    'coupons.used',
    'apps/api/src/modules/coupons/new.ts',
    `${fromModule('coupons')}db.update(coupons).set({ used: 0 });`,
  ],
  [
    'a reader writing',
    'apps/api/src/tools/new.ts',
    `import { orders } from '../db/schema';\ndb.delete(orders);`,
  ],
  ['another owner writing', LIFECYCLE, `${fromLifecycle('slides')}db.delete(slides);`],
];

const allowed: [what: string, file: string, code: string][] = [
  ['the lifecycle writes orders', LIFECYCLE, `${fromLifecycle('orders')}db.update(orders).set(patch);`],
  [
    'the lifecycle in SQL',
    LIFECYCLE,
    `${fromLifecycle('orders')}sql\`update \${orders} set paid_at = now()\`;`,
  ],
  [
    'the lifecycle takes stock',
    LIFECYCLE,
    `${fromLifecycle('events')}sql\`update ticket_types set sold = sold + 1\`;`,
  ],
  [
    'the ledger writes itself',
    'apps/api/src/modules/sales-ledger/new.ts',
    `${fromModule('salesLedger')}db.delete(salesLedger);`,
  ],
  ['events edits a lot', EVENTS, `${fromModule('ticketTypes')}db.update(ticketTypes).set({ quantity: 3 });`],
  [
    'a helper without sold',
    EVENTS,
    `${fromModule('ticketTypes')}const cols = (n: number) => ({ quantity: n });\ndb.update(ticketTypes).set(cols(1));`,
  ],
  ['types are no tables', PAYMENTS, `import type { Order } from '../../db/schema';\nexport type X = Order;`],
  ['prose is no SQL', PAYMENTS, `export const text = 'Pedido atualizado: veja orders e tickets';`],
  [
    'tests arrange state',
    'apps/api/src/modules/payments/new.test.ts',
    `${fromModule('orders')}db.delete(orders);`,
  ],
];

describe('table ownership (eslint-rules/table-ownership.js)', () => {
  it.each(refused)('refuses %s', async (_what, file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each(allowed)('allows %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  const copy = mkdtempSync(path.join(tmpdir(), 'bilheteria-lint-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('fails `eslint` on a violating file added to a copy of the tree', { timeout: 120_000 }, async () => {
    // The lint setup and the API's sources, copied; node_modules linked so the copy resolves its plugins.
    for (const entry of ['eslint.config.js', 'eslint-rules', 'apps/api/src', 'package.json'])
      cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const violating = path.join(copy, 'apps/api/src/modules/slides/sneaky.ts');
    writeFileSync(
      violating,
      `import { orders as o } from '../../db/schema';\nimport type { Db } from '../../db/client';\n` +
        `export const settle = (db: Db, patch: { needsRefund: boolean }) => db.update(o).set(patch);\n`,
    );
    const inCopy = new ESLint({ cwd: copy, ruleFilter: ({ ruleId }) => ruleId === RULE });
    const [result] = await inCopy.lintFiles([violating]);
    expect(result!.messages.map((message) => message.message)).toEqual([
      'A tabela orders pertence a modules/orders/lifecycle: leia-a pelas funções que o index.ts do dono exporta.',
      'Só modules/orders/lifecycle escreve na tabela orders.',
    ]);
  });

  it('finds nothing in the tree as committed', { timeout: 240_000 }, async () => {
    const results = await eslint.lintFiles(['apps/api/src']);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line} ${message.message}`),
    );
    expect(found).toEqual([]);
  });
});

describe("docs/architecture.md's ownership table", () => {
  const page = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = page.slice(page.indexOf('## Who owns what'), page.indexOf('\nReaders, not writers'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `') || line.startsWith('| uploaded'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

  it('names every table once, with the owner and the readers of eslint-rules/table-owners.js', () => {
    const seen: string[] = [];
    for (const [, tables, owner, readers] of rows) {
      for (const name of ticks(tables!).filter((tick) => tick in tableOwners)) {
        seen.push(name);
        const entry = tableOwners[name]!;
        expect(
          ticks(owner!).filter((tick) => /^(modules|plugins)\//.test(tick)),
          name,
        ).toEqual([entry.owner].flat());
        expect(ticks(readers!), name).toEqual(entry.readers);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(tableOwners).sort());
  });

  it('names the owner of each column that carries a rule', () => {
    for (const { table, column, owner } of columnOwners) {
      const row = rows.find(([, tables]) => ticks(tables!).includes(`${table}.${column}`));
      expect(row, `${table}.${column}`).toBeDefined();
      expect(ticks(row![2]!)).toContain(owner);
    }
  });
});
