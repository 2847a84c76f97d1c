import type pg from 'pg';
import type { Db } from '../../../db/client';
import type { DomainEventSubscriber } from './domain-events';

/** What every transition runs with: the database, and who follows its domain events. */
export interface LifecycleContext {
  db: Db;
  subscribers: readonly DomainEventSubscriber[];
  /**
   * PostgreSQL's pool, when the database is PostgreSQL: a reservation there may take a connection of its own to
   * hold its buyer's advisory lock across statements (reserve.ts). Absent on PGlite.
   */
  pool?: pg.Pool;
}
