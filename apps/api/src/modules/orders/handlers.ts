import { requireUser } from '../auth/guards';
import type { OperationHandlers } from '../operations';

export const orderHandlers = {
  async quoteOrder(request) {
    // Optional bearer: `request.user` is null for anonymous callers.
    return request.server.orders.quote(request.user, request.body);
  },

  async createOrder(request, reply) {
    const buyer = requireUser(request);
    // Per address as well as per account: new accounts cost nothing, so one script could open many.
    await request.server.rateLimits.consume(request.server.orders.ordersPerIpRule, request.ip);
    const created = await request.server.orders.create(buyer, request.body);
    reply.code(201);
    return created;
  },

  async listMyOrders(request) {
    return request.server.orders.listMine(requireUser(request));
  },

  async getOrder(request) {
    return request.server.orders.detail(requireUser(request), request.params.id);
  },
} satisfies OperationHandlers;
