import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The lifecycle is the only code that changes an order's status, a lot's stock or a ticket (#12 point 1), and
 * the sales ledger module the only one that writes the ledger and its rollups (point 7). This reads every source
 * file of the API and fails on a write to those anywhere else, in Drizzle or in SQL text.
 */

const lifecycleDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(lifecycleDir, '../../..');

/** Files that may write them anyway, and why. */
const allowed = new Map([
  // Test data written straight to the database, in the states the lifecycle leaves.
  ['modules/tickets/test-fixtures.ts', 'fixtures for the door suites'],
]);

const forbidden: Array<{ what: string; pattern: RegExp }> = [
  { what: 'orders.status (Drizzle)', pattern: /\.update\(\s*orders\s*\)\s*\.set\(\{[^}]*\bstatus\b/ },
  { what: 'ticket_types.sold (Drizzle)', pattern: /\.update\(\s*ticketTypes\s*\)\s*\.set\(\{[^}]*\bsold\b/ },
  { what: 'tickets (Drizzle)', pattern: /\.(insert|update|delete)\(\s*tickets\s*\)/ },
  { what: 'orders deleted (Drizzle)', pattern: /\.delete\(\s*orders\s*\)/ },
  { what: 'orders.status (SQL)', pattern: /\bupdate\s+orders\b[^;`]*?\bset\b[^;`]*?\bstatus\s*=/i },
  { what: 'ticket_types.sold (SQL)', pattern: /\bupdate\s+ticket_types\b[^;`]*?\bset\b[^;`]*?\bsold\s*=/i },
  { what: 'tickets (SQL)', pattern: /\b(insert\s+into|update|delete\s+from)\s+tickets\b/i },
  { what: 'orders deleted (SQL)', pattern: /\bdelete\s+from\s+orders\b/i },
  { what: 'coupons.used (Drizzle)', pattern: /\.update\(\s*coupons\s*\)\s*\.set\(\{[^}]*\bused\b/ },
  { what: 'coupons.used (SQL)', pattern: /\bupdate\s+coupons\b[^;`]*?\bset\b[^;`]*?\bused\s*=/i },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The writes of `text` that only the lifecycle may make. */
export function lifecycleWrites(text: string): string[] {
  return forbidden.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

/** The sales ledger's tables, written only by modules/sales-ledger (which the lifecycle calls). */
const ledgerTables: Array<{ what: string; pattern: RegExp }> = [
  {
    what: 'sales ledger (Drizzle)',
    pattern: /\.(insert|update|delete)\(\s*(salesLedger|dailySales|dailyLotSales|splitLedger)\s*\)/,
  },
  {
    what: 'sales ledger (SQL)',
    pattern:
      /\b(insert\s+into|update|delete\s+from|truncate)\s+(sales_ledger|daily_sales|daily_lot_sales|split_ledger)\b/i,
  },
];

/** The writes of `text` to the sales ledger's tables. */
export function ledgerWrites(text: string): string[] {
  return ledgerTables.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

describe('the sales ledger owns sales_ledger, daily_sales and daily_lot_sales', () => {
  const ledgerDir = path.join(srcDir, 'modules', 'sales-ledger');

  it('finds each kind of write it looks for', () => {
    expect(ledgerWrites('await tx.insert(salesLedger).values(rows)')).toEqual(['sales ledger (Drizzle)']);
    expect(ledgerWrites('db.delete(dailyLotSales)')).toEqual(['sales ledger (Drizzle)']);
    expect(ledgerWrites('sql`insert into daily_sales as s (event_id)`')).toEqual(['sales ledger (SQL)']);
    expect(ledgerWrites('sql`update daily_lot_sales set tickets = 0`')).toEqual(['sales ledger (SQL)']);
    expect(ledgerWrites('select * from sales_ledger; left join daily_sales d on true')).toEqual([]);
  });

  it('is the only writer in the API', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !file.startsWith(ledgerDir + path.sep))
      .flatMap((file) =>
        ledgerWrites(readFileSync(file, 'utf8')).map(
          (what) => `${path.relative(srcDir, file).split(path.sep).join('/')}: ${what}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});

describe('the orders lifecycle owns orders.status, ticket_types.sold, coupons.used and tickets', () => {
  it('finds each kind of write it looks for', () => {
    expect(lifecycleWrites("await tx.update(orders).set({ status: 'paid' }).where(x)")).toEqual([
      'orders.status (Drizzle)',
    ]);
    expect(lifecycleWrites('db.update(ticketTypes).set({ quantity: 3, sold: 1 })')).toEqual([
      'ticket_types.sold (Drizzle)',
    ]);
    expect(lifecycleWrites('await tx.insert(tickets).values(rows)')).toEqual(['tickets (Drizzle)']);
    expect(lifecycleWrites('await tx.delete(orders).where(x)')).toEqual(['orders deleted (Drizzle)']);
    expect(lifecycleWrites("sql`update orders o set status = 'expired' from due`")).toEqual([
      'orders.status (SQL)',
    ]);
    expect(lifecycleWrites('sql`update ticket_types t set sold = t.sold + 1`')).toEqual([
      'ticket_types.sold (SQL)',
    ]);
    expect(lifecycleWrites("sql`update tickets set state = 'valid'`")).toEqual(['tickets (SQL)']);
    expect(lifecycleWrites('sql`delete from orders where id = $1`')).toEqual(['orders deleted (SQL)']);
    expect(lifecycleWrites('db.update(coupons).set({ active: false, used: 0 })')).toEqual([
      'coupons.used (Drizzle)',
    ]);
    expect(lifecycleWrites('sql`update coupons c set used = c.used + 1`')).toEqual(['coupons.used (SQL)']);
    expect(lifecycleWrites('tx.update(coupons).set(columns(fields))')).toEqual([]);
    // Other columns of the same tables stay free: buyer data, a lot's quantity, reads.
    expect(lifecycleWrites('tx.update(orders).set({ buyerCpfCnpj: cpf })')).toEqual([]);
    expect(lifecycleWrites('tx.update(ticketTypes).set(typeColumns(draft))')).toEqual([]);
    expect(lifecycleWrites('select sold from ticket_types; select * from tickets')).toEqual([]);
  });

  it('is the only writer in the API', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !file.startsWith(lifecycleDir + path.sep))
      .map((file) => ({ file: path.relative(srcDir, file).split(path.sep).join('/'), file_: file }))
      .filter(({ file }) => !allowed.has(file))
      .flatMap(({ file, file_ }) =>
        lifecycleWrites(readFileSync(file_, 'utf8')).map((what) => `${file}: ${what}`),
      );
    expect(offenders).toEqual([]);
  });
});
