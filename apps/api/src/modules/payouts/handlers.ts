import { requireAdmin, requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

export const payoutHandlers = {
  async getPayoutAccount(request) {
    return request.server.payouts.account(requireUser(request));
  },

  async savePayoutAccount(request) {
    return request.server.payouts.saveAccount(requireUser(request), request.body);
  },

  async listOrganizers(request) {
    requireAdmin(request);
    return request.server.payouts.listOrganizers();
  },

  async updateOrganizer(request) {
    requireAdmin(request);
    return request.server.payouts.updateOrganizer(request.params.id, request.body);
  },
} satisfies OperationHandlers;
