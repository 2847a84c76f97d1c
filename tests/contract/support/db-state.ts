import { queryRows, type Db } from '../../../apps/api/src/db/client';

/** Each table of the app's schema: its row count and a digest of every row's content. */
export type DatabaseState = Record<string, { rows: number; digest: string }>;

const tableNames = new WeakMap<Db, Promise<string[]>>();

function tablesOf(db: Db): Promise<string[]> {
  let names = tableNames.get(db);
  if (!names) {
    names = queryRows<{ table_name: string }>(
      db,
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((row) => row.table_name));
    tableNames.set(db, names);
  }
  return names;
}

/**
 * A snapshot of every table (count and md5 of all rows), to prove that a refused request wrote nothing: not a
 * row inserted, updated or deleted anywhere.
 */
export async function databaseState(db: Db): Promise<DatabaseState> {
  const tables = await tablesOf(db);
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::int as rows,
                md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
         from "${table}" t`,
    )
    .join(' union all ');
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(db, query);
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, digest: row.digest }]));
}

/** Counters every request may bump, refused ones first (the rate limits count attempts, not successes). */
const BOOKKEEPING = ['rate_limits'];

/** The tables whose content differs between two snapshots, except those in `allowed` and the bookkeeping. */
export function changedTables(
  before: DatabaseState,
  after: DatabaseState,
  allowed: readonly string[] = [],
): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (table) =>
      !allowed.includes(table) &&
      !BOOKKEEPING.includes(table) &&
      (before[table]?.rows !== after[table]?.rows || before[table]?.digest !== after[table]?.digest),
  );
}
