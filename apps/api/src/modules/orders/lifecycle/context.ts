import type { Db } from '../../../db/client';
import type { DomainEventSubscriber } from './domain-events';

/** What every transition runs with: the database, and who follows its domain events. */
export interface LifecycleContext {
  db: Db;
  subscribers: readonly DomainEventSubscriber[];
}
