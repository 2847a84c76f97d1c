import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';
import { doorCaller } from './door-plugin';

const gzipAsync = promisify(gzip);

export const doorHandlers = {
  async getCheckinData(request, reply) {
    const data = await request.server.door.checkinData(doorCaller(request), request.params.id);
    // Attendee data is sealed, but the list is still this event's: never kept by a cache on the way.
    reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding');
    // The one large answer of the API (20,000 tickets ≈ 3.5 MB of JSON, ≈ 1.6 MB gzip), fetched at the door on
    // the venue's network: sent gzip to every client that accepts it (browsers always do).
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const body = await gzipAsync(JSON.stringify(data), { level: 6 });
      return reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(body);
    }
    return data;
  },

  async listDoorDevices(request) {
    return request.server.door.list(requireUser(request), request.params.id);
  },

  async createDoorPairing(request, reply) {
    const pairing = await request.server.door.createPairing(requireUser(request), request.params.id);
    return reply.code(201).header('cache-control', 'no-store').send(pairing);
  },

  async revokeDoorDevice(request, reply) {
    await request.server.door.revoke(requireUser(request), request.params.id, request.params.deviceId);
    return reply.code(204).send();
  },

  async pairDoorDevice(request, reply) {
    // No login here: the address's attempts are counted, so nobody tries codes until one fits.
    await request.server.rateLimits.consume(request.server.door.pairRule, request.ip);
    const credential = await request.server.door.pair(request.body);
    return reply.code(201).header('cache-control', 'no-store').send(credential);
  },

  async syncCheckins(request) {
    return request.server.door.sync(doorCaller(request), request.body);
  },
} satisfies OperationHandlers;
