import path from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '../config';
import type { Database } from './client';

/** From the repository root, not from this file: the production bundle (apps/api/dist) is one file. */
export const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Arbitrary constant naming this app's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_252_019_001;

/**
 * Applies the migrations in apps/api/drizzle. On PostgreSQL several replicas may start at once: the session
 * holding `pg_advisory_lock` migrates while the others wait, then find nothing left to apply.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
