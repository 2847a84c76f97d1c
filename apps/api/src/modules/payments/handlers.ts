import { requireUser } from '../auth/guards';
import type { OperationHandlers } from '../operations';

export const paymentHandlers = {
  async getOrderPayment(request) {
    return request.server.payments.orderPayment(requireUser(request), request.params.id);
  },

  async createPix(request) {
    return request.server.payments.createPix(requireUser(request), request.body);
  },

  async asaasWebhook(request) {
    return request.server.payments.webhook(request.headers['asaas-access-token'], request.body);
  },

  async confirmLocalPayment(request) {
    return request.server.payments.confirmLocal(requireUser(request), request.params.paymentId);
  },
} satisfies OperationHandlers;
