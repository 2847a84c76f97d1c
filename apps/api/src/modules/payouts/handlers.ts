import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

export const payoutHandlers = {
  async getPayoutAccount(request) {
    return request.server.payouts.account(requireUser(request));
  },

  async savePayoutAccount(request) {
    return request.server.payouts.saveAccount(requireUser(request), request.body);
  },
} satisfies OperationHandlers;
