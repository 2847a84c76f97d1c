import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

export const paymentHandlers = {
  async getOrderPayment(request) {
    return request.server.payments.orderPayment(requireUser(request), request.params.id);
  },

  async createPix(request) {
    const user = requireUser(request);
    await request.server.rateLimits.consume(request.server.payments.pixRule, user.id);
    return request.server.payments.createPix(user, request.body);
  },

  async asaasWebhook(request) {
    return request.server.payments.webhook(request.headers['asaas-access-token'], request.body);
  },

  // An order's cancellation withdraws its Pix at the provider: the payments service runs both.
  async cancelOrder(request) {
    return request.server.payments.cancelOrder(requireUser(request), request.params.id);
  },

  // Calling an event off is refunding every order of it: the payments service runs it.
  async cancelEvent(request) {
    return request.server.payments.cancelEvent(
      requireUser(request),
      request.params.id,
      (request.body as { dryRun?: boolean } | undefined)?.dryRun ?? false,
    );
  },

  async confirmLocalPayment(request) {
    return request.server.payments.confirmLocal(requireUser(request), request.params.paymentId);
  },
} satisfies OperationHandlers;
