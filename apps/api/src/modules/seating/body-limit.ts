import type { RouteOptions } from 'fastify';

/*
 * PUT /events/{id}/seat-map takes a whole stadium's map: 40,000 seats are about 1.3 MB of JSON, above BODY_LIMIT
 * (1 MB by default), which keeps every other body small. Only this route reads up to SEAT_MAP_BODY_LIMIT.
 */
export const SEAT_MAP_BODY_LIMIT = 8 * 1024 * 1024;

/** An `onRoute` hook: raises the body limit of the seat map's PUT route, whatever prefix it is served under. */
export function seatMapBodyLimit(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (methods.includes('PUT') && route.url.endsWith('/events/:id/seat-map'))
    route.bodyLimit = SEAT_MAP_BODY_LIMIT;
}
