import type { Database, Db } from '../../db/client';
import { createReadCache, type ReadCache } from '../../db/read-cache';
import type { User } from '../../db/schema';
import { findEventWithTypes, visibleTo, type EventWithTypes, EVENT_READ_TABLES } from './events-repository';
import { canManageEvent } from './policy';

/*
 * GET /events/{id}, the event page's data. On the embedded database the event and its ticket types (stock
 * included) are kept until anything is written (db/read-cache.ts), or until a lot's sale window opens or closes
 * (which lots are on sale is computed at each request, but the boundary is where the cache stops trusting its
 * clock): a purchase shows its stock on the very next read. On PostgreSQL every call reads.
 */

const caches = new WeakMap<Db, ReadCache<EventWithTypes | null>>();

function cacheOf(database: Database, now: () => Date) {
  let cache = caches.get(database.db);
  if (!cache) {
    cache = createReadCache({
      writes: database.writes,
      tables: EVENT_READ_TABLES,
      now: () => now().getTime(),
      maxEntries: 5_000,
    });
    caches.set(database.db, cache);
  }
  return cache;
}

/** The first sale start or end of `types` after `at`, in ms; null when none is ahead. */
function nextLotBoundary(types: EventWithTypes['types'], at: number): number | null {
  let next: number | null = null;
  for (const type of types)
    for (const boundary of [type.saleStart, type.saleEnd]) {
      const time = boundary?.getTime();
      if (time !== undefined && time > at && (next === null || time < next)) next = time;
    }
  return next;
}

/**
 * The event with the ticket types `user` sees (policy.ts `eventSeenBy`) when they may see it (drafts: organizer
 * or ADMIN); else 404. `unlock` names the "só com cupom" types a code opens, asked only of a public event someone
 * who does not manage it is looking at.
 */
export async function visibleEvent(
  database: Database,
  id: string,
  user: User | null,
  now: () => Date,
  unlock?: (found: EventWithTypes) => Promise<ReadonlySet<string>>,
): Promise<EventWithTypes> {
  const found = await cacheOf(database, now).get(id.toLowerCase(), async () => {
    const loadedAt = now().getTime();
    const value = await findEventWithTypes(database.db, id);
    return { value, changesAt: value ? nextLotBoundary(value.types, loadedAt) : null };
  });
  const unlocked =
    unlock && found && found.event.status === 'published' && !canManageEvent(user, found.event)
      ? await unlock(found)
      : undefined;
  return visibleTo(found, user, unlocked);
}
