import type { Db } from '../../db/client';

/*
 * Who else keeps something derived from an event (the event page's head, the sitemap): this module writes events
 * and says so here after each write it commits, so such caches drop what they hold. Only this process's writes are
 * heard: another replica's reach a cache through its own expiry (see modules/pages/head-cache.ts).
 */

type Listener = (eventId: string) => void;

const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` with the id of every event this process creates, updates or deletes on `db`; returns the unsubscribe. */
export function onEventChanged(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** After a committed write to the event `eventId` (or its ticket types). */
export function eventChanged(db: Db, eventId: string): void {
  for (const listener of listeners.get(db) ?? []) listener(eventId);
}
