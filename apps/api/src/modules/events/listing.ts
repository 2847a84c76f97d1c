import type { Db } from '../../db/client';
import { normalizeText } from '../../lib/text';
import { createCoalescer, type Coalescer } from './coalesce';
import { toEventSummaryDto } from './dto';
import { listPublishedEvents, type EventListQuery } from './events-repository';

/*
 * GET /events is the home page's call, asked for constantly and mostly with the same parameters. Concurrent
 * identical requests share one query, one mapping and one serialization (request coalescing); nothing is
 * kept once the query settles, so no answer is older than a query already running when it was asked for.
 */

const flights = new WeakMap<Db, Coalescer<string>>();

function flightsOf(db: Db): Coalescer<string> {
  let coalescer = flights.get(db);
  if (!coalescer) flights.set(db, (coalescer = createCoalescer()));
  return coalescer;
}

/**
 * The EventList body (JSON text) of one page of published events not over at `query.now`. `now` is not part of
 * the key: a request joining a query already running takes that query's instant, milliseconds earlier.
 */
export function eventListJson(db: Db, query: EventListQuery): Promise<string> {
  const key = JSON.stringify([
    query.state?.toUpperCase(),
    normalizeText(query.q ?? ''),
    query.limit,
    query.offset,
  ]);
  return flightsOf(db).run(key, async () => {
    const { rows, total } = await listPublishedEvents(db, query);
    return JSON.stringify({
      items: rows.map(toEventSummaryDto),
      total,
      limit: query.limit,
      offset: query.offset,
    });
  });
}

/** After this process changed events: later listings do not join a query that started before the change. */
export function listingChanged(db: Db): void {
  flightsOf(db).invalidate();
}
