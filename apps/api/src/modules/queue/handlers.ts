import { requireAdmin } from '../auth';
import type { OperationHandlers } from '../operations';
import { browserIdOf, ensureBrowserId } from './browser-cookie';
import { toOnSaleDto } from './queue-service';

export const queueHandlers = {
  async joinQueue(request, reply) {
    const { server } = request;
    await server.rateLimits.consume(server.queue.joinRule, request.ip);
    const browserId = ensureBrowserId(request, reply);
    const joined = await server.queue.join(request.params.eventId, {
      browserId,
      userId: request.user?.id ?? null,
      confirmAccount: async () => true,
    });
    reply.header('cache-control', 'no-store');
    return joined;
  },

  // The security handler only checked the bearer token's signature (see `identifiedOnly` in auth/security.ts):
  // the session is read when the place is to be bound to the account, not at every poll.
  async getQueueStatus(request, reply) {
    const token = request.query.token ?? request.headers['x-queue-token'];
    const subject = request.tokenSubject;
    reply.header('cache-control', 'no-store');
    return request.server.queue.status(request.params.eventId, token, {
      browserId: browserIdOf(request) ?? '',
      userId: subject?.userId ?? null,
      confirmAccount: async () => subject !== null && (await request.server.auth.userOf(subject)) !== null,
    });
  },

  async listOnSales(request) {
    requireAdmin(request);
    const rows = await request.server.queue.listOnSales();
    return rows.map((row) => ({
      eventId: row.eventId,
      title: row.title,
      ...toOnSaleDto(row),
      sealed: row.sealedAt !== null,
      waiting: row.lastPosition - row.admittedUpTo + row.unsealed,
      admitted: row.admittedUpTo,
    }));
  },

  async updateOnSalePace(request) {
    requireAdmin(request);
    const line = await request.server.queue.changePace(request.params.eventId, request.body.admitPerMinute);
    return toOnSaleDto(line);
  },
} satisfies OperationHandlers;
