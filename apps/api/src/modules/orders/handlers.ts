import { HttpError } from '../../http/errors';
import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

const sentCoupon = (coupon: string | null | undefined) => Boolean(coupon?.trim());

export const orderHandlers = {
  async quoteOrder(request) {
    const { couponTries } = request.server;
    // Optional bearer: `request.user` is null for anonymous callers.
    const who = { ip: request.ip, userId: request.user?.id ?? null };
    const withCoupon = sentCoupon(request.body.coupon);
    if (withCoupon) await couponTries.check(who);
    const quote = await request.server.orders.quote(request.user, request.body);
    if (withCoupon && quote.coupon?.refusal?.code === 'COUPON_INVALID') await couponTries.failed(who);
    return quote;
  },

  async createOrder(request, reply) {
    const buyer = requireUser(request);
    const { couponTries } = request.server;
    // Per address as well as per account: new accounts cost nothing, so one script could open many.
    await request.server.rateLimits.consume(request.server.orders.ordersPerIpRule, request.ip);
    const who = { ip: request.ip, userId: buyer.id };
    if (sentCoupon(request.body.coupon)) await couponTries.check(who);
    // A queued on-sale's pass (issue #28), spent before the reservation: one pass, one order.
    const pass = await request.server.queue.spendPass(
      request.body.eventId,
      buyer.id,
      request.headers['x-queue-pass'],
    );
    const created = await request.server.orders.create(buyer, request.body).catch(async (error: unknown) => {
      await pass.refused();
      if (error instanceof HttpError && error.code === 'COUPON_INVALID') await couponTries.failed(who);
      throw error;
    });
    await pass.spent(created._id);
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
