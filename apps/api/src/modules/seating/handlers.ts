import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { eventChanged } from '../events';
import type { OperationHandlers } from '../operations';
import {
  mapVersion,
  readGeometry,
  readSeatMap,
  readStatuses,
  saveSeatMap,
  seenEvent,
} from './seat-map-repository';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/*
 * GET /events/{id}/seats answers large maps (a 40,000-seat stadium ≈ 3.3 MB of JSON, 150 KB in gzip): gzip to every
 * client that accepts it. Its geometry alone (`geometry=true`) changes only when the map is saved: sent with its
 * version as ETag, kept here gzipped per version, and answered 304 to a client that already has it.
 */

const GEOMETRY_CACHE = 20;
const geometryCache = new Map<string, Buffer>();

async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  gzipped = false,
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (!accepts) return reply.send(gzipped ? await gunzipAsync(body) : body);
  return reply.header('content-encoding', 'gzip').send(gzipped ? body : await gzipAsync(body, { level: 6 }));
}

export const seatingHandlers = {
  async saveSeatMap(request) {
    const { server } = request;
    const user = requireUser(request);
    const now = server.now();
    // Orders whose hold ended still claim their seats until expired: expired first, so their seats may change.
    await server.lifecycle.expireDue(now, { eventId: request.params.id.toLowerCase() });
    const map = await saveSeatMap(server.db, request.params.id.toLowerCase(), user, request.body, now);
    eventChanged(server.db, request.params.id.toLowerCase());
    return map;
  },

  async getSeats(request, reply) {
    const { server } = request;
    const eventId = request.params.id.toLowerCase();
    await seenEvent(server.db, eventId, request.user);
    if (!request.query.geometry) {
      const map = await readSeatMap(server.db, eventId, server.now());
      reply.header('cache-control', 'no-cache');
      return sendJson(request, reply, JSON.stringify(map));
    }
    const version = await mapVersion(server.db, eventId);
    const etag = version && `"${version}"`;
    if (etag) reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
    const key = `${eventId}:${version}`;
    let body = geometryCache.get(key);
    if (!body) {
      const geometry = await readGeometry(server.db, eventId);
      body = await gzipAsync(JSON.stringify(geometry), { level: 6 });
      geometryCache.set(key, body);
      if (geometryCache.size > GEOMETRY_CACHE) geometryCache.delete(geometryCache.keys().next().value!);
    }
    return sendJson(request, reply, body, true);
  },

  async getSeatStatuses(request, reply) {
    const { server } = request;
    const eventId = request.params.id.toLowerCase();
    await seenEvent(server.db, eventId, request.user);
    const statuses = await readStatuses(server.db, eventId, server.now());
    reply.header('cache-control', 'no-cache');
    return sendJson(request, reply, JSON.stringify(statuses));
  },
} satisfies OperationHandlers;
