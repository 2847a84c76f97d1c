import type { Database, Db } from '../../db/client';
import { createReadCache, type ReadCache } from '../../db/read-cache';
import { normalizeText } from '../../lib/text';
import { createCoalescer, type Coalescer } from './coalesce';
import { toEventSummaryDto } from './dto';
import { listPublishedEvents, nextListingChange, type EventListQuery } from './events-repository';

/*
 * GET /events is the home page's call, asked for constantly and mostly with the same parameters.
 * - On the embedded database (one writer: this process) the page's JSON is kept until anything is written or
 *   the first listed event is over (db/read-cache.ts): exact, and a hit costs a map lookup instead of a query
 *   through PGlite, which runs one statement at a time on the request thread (the profile of issue #19).
 * - On PostgreSQL (other replicas write) nothing is kept: concurrent identical requests share one query, one
 *   mapping and one serialization (request coalescing), so no answer is older than a query already running
 *   when it was asked for.
 */

interface Listing {
  cache: ReadCache<string>;
  flights: Coalescer<string>;
}

const listings = new WeakMap<Db, Listing>();

function listingOf(database: Database, now: () => Date): Listing {
  let listing = listings.get(database.db);
  if (!listing) {
    listing = {
      cache: createReadCache({ writes: database.writes, now: () => now().getTime(), maxEntries: 1_000 }),
      flights: createCoalescer(),
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
    // Only kept on the embedded database: when the first published event is over (whichever page it is on).
    const changesAt = listing.cache.enabled ? await nextListingChange(database.db, query.now) : null;
    const value = JSON.stringify({
      items: rows.map(toEventSummaryDto),
      total,
      limit: query.limit,
      offset: query.offset,
    });
    return { value, changesAt: changesAt?.getTime() ?? null };
  };
  if (listing.cache.enabled) return listing.cache.get(key, load);
  return listing.flights.run(key, async () => (await load()).value);
}

/** After this process changed events: later listings do not join a query that started before the change. */
export function listingChanged(db: Db): void {
  listings.get(db)?.flights.invalidate();
}
