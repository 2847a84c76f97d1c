import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { trackWrites, type WriteVersion } from './write-version';

/** The database handle every repository takes: the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: 'pglite'; db: Db; background: Db; client: PGlite; writes: WriteVersion; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; background: Db; pool: pg.Pool; writes?: undefined; close(): Promise<void> };

/** Connections of the requests' pool, and of the background workers' own. */
const POOL_SIZE = 10;
const BACKGROUND_POOL_SIZE = 2;

export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

export interface CreateOptions {
  /**
   * An embedded database's files to start from (PGlite's `dumpDataDir`), instead of an empty folder: starting
   * from an already migrated one skips initdb and the migrations (the test suites' fresh databases).
   */
  loadDataDir?: Blob;
}

/** PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function createDatabase(config: DatabaseConfig, options: CreateOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = openPool(config.databaseUrl, POOL_SIZE);
    /*
     * The mail worker's own connections: in the requests' pool its queries waited behind every request of a
     * webhook storm (25 deliveries in flight for 10 connections), and a buyer paid at its start got the tickets
     * by e-mail after the storm had ended.
     */
    const backgroundPool = openPool(config.databaseUrl, BACKGROUND_POOL_SIZE);
    return {
      kind: 'postgres',
      db: drizzlePostgres({ client: pool, schema }),
      background: drizzlePostgres({ client: backgroundPool, schema }),
      pool,
      close: async () => {
        await Promise.all([pool.end(), backgroundPool.end()]);
      },
    };
  }
  let lock: DataDirLock | undefined;
  if (!config.dataDir.startsWith('memory://')) {
    await mkdir(config.dataDir, { recursive: true });
    // One process per folder: a second one refuses to start (data-dir-lock.ts).
    lock = lockDataDir(config.dataDir);
  }
  const client = await PGlite.create({ dataDir: config.dataDir, loadDataDir: options.loadDataDir }).catch(
    (error: unknown) => {
      lock?.release();
      throw error;
    },
  );
  // This process is the embedded database's only writer: its caches know exactly when something changed.
  const writes = trackWrites(client);
  const db: Db = drizzlePglite({ client, schema });
  // One connection in all: the embedded database runs one query at a time anyway.
  return {
    kind: 'pglite',
    db,
    background: db,
    client,
    writes,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A request must not hang when the database is down: fail fast and answer 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener Node would crash.
  pool.on('error', () => {});
  return pool;
}

/**
 * Runs raw SQL and returns its rows. `db.execute` is typed `unknown` over the generic PgDatabase because each
 * driver shapes its result differently; both PGlite and node-postgres put the rows in `rows`.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper | string,
): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Statement names by text: one name per distinct text, so a name never meets two texts on a connection. */
const statementNames = new Map<string, string>();

/**
 * queryRows as a named prepared statement: each connection parses and plans the text once, then only binds and
 * runs it. For the statements of the on-sale's hot path, whose text is long and the same at every call (the
 * reservation's: planning it was about a seventh of PostgreSQL's CPU per reservation, issue #28 point 8).
 * PostgreSQL re-plans by itself when a table it reads changes.
 */
export async function queryRowsPrepared<Row extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<Row[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `q${createHash('sha256').update(built.sql).digest('base64url').slice(0, 20)}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(built.sql, name);
  }
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
