import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

export const doorHandlers = {
  async getCheckinData(request, reply) {
    // Attendee data is sealed, but the list is still this event's: never kept by a cache on the way.
    reply.header('cache-control', 'private, no-store');
    return request.server.door.checkinData(request, request.params.id);
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
    const credential = await request.server.door.pair(request.body);
    return reply.code(201).header('cache-control', 'no-store').send(credential);
  },

  async syncCheckins(request) {
    return request.server.door.sync(request, request.body);
  },
} satisfies OperationHandlers;
