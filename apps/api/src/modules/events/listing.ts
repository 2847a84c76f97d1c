import type { Database, Db } from '../../db/client';
import { createReadCache, type ReadCache } from '../../db/read-cache';
import { normalizeText } from '../../lib/text';
import { createCoalescer, type Coalescer } from './coalesce';
import { toEventSummaryDto } from './dto';
import {
  listPublishedEvents,
  nextListingChange,
  readListingVersion,
  type EventListQuery,
  EVENT_READ_TABLES,
} from './events-repository';

/*
 * GET /events is the home page's call, asked for constantly and mostly with the same parameters.
 * - On the embedded database (one writer: this process) the page's JSON is kept until anything is written or
 *   the first listed event is over (db/read-cache.ts): exact, and a hit costs a map lookup instead of a query
 *   through PGlite, which runs one statement at a time on the request thread (the profile of issue #19).
 * - On PostgreSQL (other replicas write) the page is kept with the listing version it was loaded at (a row a
 *   trigger bumps on every write to `events`, by any replica): each request reads that one row instead of
 *   running the listing query (keptOnPostgres). Concurrent identical requests share one version read and one
 *   load (request coalescing), so no answer is older than a read already running when it was asked for.
 */

interface Listing {
  cache: ReadCache<string>;
  flights: Coalescer<string>;
  /** PostgreSQL: pages kept with the listing version they were loaded at, and the version reads in flight. */
  kept: Map<string, { version: number; loadedAt: number; expiresAt: number; json: string }>;
  versions: Coalescer<number>;
}

const KEPT_PAGES = 1_000;

const listings = new WeakMap<Db, Listing>();

function listingOf(database: Database, now: () => Date): Listing {
  let listing = listings.get(database.db);
  if (!listing) {
    listing = {
      cache: createReadCache({
        writes: database.writes,
        tables: EVENT_READ_TABLES,
        now: () => now().getTime(),
        maxEntries: 1_000,
      }),
      flights: createCoalescer(),
      kept: new Map(),
      versions: createCoalescer(),
    };
    listings.set(database.db, listing);
  }
  return listing;
}

/**
 * The EventList body (JSON text) of one page of published events not over at `query.now`. `now` is not part of
 * the key: a request sharing a load takes that load's instant, which the page is right for until `changesAt`.
 */
export function eventListJson(database: Database, query: EventListQuery, clock: () => Date): Promise<string> {
  const key = JSON.stringify([
    query.state?.toUpperCase(),
    normalizeText(query.q ?? ''),
    query.limit,
    query.offset,
  ]);
  const listing = listingOf(database, clock);
  const load = async () => {
    const { rows, total } = await listPublishedEvents(database.db, query);
    // When the first published event is over (whichever page it is on): a kept page is right until then.
    const changesAt = await nextListingChange(database.db, query.now);
    const value = JSON.stringify({
      items: rows.map(toEventSummaryDto),
      total,
      limit: query.limit,
      offset: query.offset,
    });
    return { value, changesAt: changesAt?.getTime() ?? null };
  };
  if (listing.cache.enabled) return listing.cache.get(key, load);
  return keptOnPostgres(database.db, listing, key, load, clock);
}

/**
 * PostgreSQL: other replicas write too, so a kept page is served only while the listing version (one row,
 * bumped by a trigger on every write to `events`, migration 0018) still has the value read before it was loaded,
 * and the clock has not reached its end. Each request reads the version (concurrent ones share one read): a
 * primary-key lookup instead of the listing query, and never a page older than a write committed elsewhere
 * before a read that was already in flight.
 */
async function keptOnPostgres(
  db: Db,
  listing: Listing,
  key: string,
  load: () => Promise<{ value: string; changesAt: number | null }>,
  clock: () => Date,
): Promise<string> {
  const version = await listing.versions.run('version', () => readListingVersion(db));
  const at = clock().getTime();
  const entry = listing.kept.get(key);
  if (entry && entry.version === version && entry.loadedAt <= at && at < entry.expiresAt) return entry.json;
  const loaded = await listing.flights.run(`${version}:${key}`, async () => {
    const { value, changesAt } = await load();
    listing.kept.delete(key);
    listing.kept.set(key, { version, loadedAt: at, expiresAt: changesAt ?? Infinity, json: value });
    if (listing.kept.size > KEPT_PAGES) listing.kept.delete(listing.kept.keys().next().value!);
    return value;
  });
  return loaded;
}

/** After this process changed events: later listings do not join a query that started before the change. */
export function listingChanged(db: Db): void {
  const listing = listings.get(db);
  listing?.flights.invalidate();
  listing?.versions.invalidate();
}
