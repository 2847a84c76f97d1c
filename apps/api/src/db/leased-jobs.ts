import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

/*
 * The one way a background job is claimed (issue #26 point 4): the outbox's e-mails, the refunds owed and the Pix
 * charges to withdraw are rows that say when they are next due. A worker takes a batch in one statement that
 * pushes each row's due time a lease ahead and counts the attempt, skipping rows another replica is claiming:
 * no two replicas work on the same row at once, and a worker that dies mid-job leaves its rows due again when the
 * lease ends (at least once). Each owner passes its own table, so this file writes nothing of its own.
 */

export interface LeasedJobs {
  table: PgTable;
  /** The row's "next due at" column, pushed a lease ahead by the claim. */
  dueAt: PgColumn;
  /** The row's try counter, counted up by the claim. */
  attempts: PgColumn;
  /** Which rows are due (besides `dueAt`): written against `table` unaliased. */
  where: SQL;
  orderBy: SQL | PgColumn;
  /** The RETURNING list: what the worker needs of each claimed row. */
  returning: SQL;
}

export function claimLeased<Row extends Record<string, unknown>>(
  db: Db,
  jobs: LeasedJobs,
  claim: { now: Date; leaseMs: number; limit: number },
): Promise<Row[]> {
  const dueAt = sql.identifier(jobs.dueAt.name);
  const attempts = sql.identifier(jobs.attempts.name);
  const now = sql`${claim.now.toISOString()}::timestamptz`;
  return queryRows<Row>(
    db,
    sql`
      update ${jobs.table} set ${dueAt} = ${now} + ${claim.leaseMs} * interval '1 millisecond',
        ${attempts} = ${attempts} + 1
      where id in (
        select id from ${jobs.table}
        where (${jobs.dueAt} is null or ${jobs.dueAt} <= ${now}) and (${jobs.where})
        order by ${jobs.orderBy}
        limit ${claim.limit}
        for update skip locked)
      returning ${jobs.returning}`,
  );
}

/** Exponential backoff after `attempts` tries: `baseMs`, then twice as long each time, never past `maxMs`. */
export function retryDelay(attempts: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}
