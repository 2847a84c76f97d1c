import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { retryTransient } from '../../../db/transient';

/**
 * Runs a transition as one transaction: its own (retried on a deadlock or serialization failure), or the
 * caller's when `db` already is one (the webhook records the delivery and applies it in one transaction).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if ((db as unknown) instanceof PgTransaction) return work(db);
  return retryTransient(() => db.transaction((tx) => work(tx)));
}
