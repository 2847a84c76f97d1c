import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupons-repository';

export const couponHandlers = {
  async listCoupons(request) {
    return listCoupons(request.server.db, request.params.id, requireUser(request));
  },

  async createCoupon(request, reply) {
    const coupon = await createCoupon(
      request.server.db,
      request.params.id,
      requireUser(request),
      request.body,
    );
    reply.code(201);
    return coupon;
  },

  async updateCoupon(request) {
    const { id, couponId } = request.params;
    return updateCoupon(request.server.db, id, couponId, requireUser(request), request.body);
  },

  async deleteCoupon(request, reply) {
    const { id, couponId } = request.params;
    await deleteCoupon(request.server.db, id, couponId, requireUser(request));
    return reply.code(204).send();
  },
} satisfies OperationHandlers;
