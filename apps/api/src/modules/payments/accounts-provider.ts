import { randomBytes, randomUUID } from 'node:crypto';
import type { PayoutAccountRequest } from '@bilheteria/rules';

/*
 * Organizers' payout accounts at the payment provider (issue #31): an Asaas sub-account per organizer, whose
 * `walletId` receives the organizer's share of each charge through `split`. Asaas when ASAAS_API_KEY is set
 * (asaas-accounts.ts), else the local provider, which approves a valid account at once, offline.
 */

export interface SubAccount {
  /** The provider's id of the sub-account (Asaas `id`), the one its account-status events name. */
  accountId: string;
  walletId: string;
  /** Asaas reviews every new account (its webhooks tell the outcome); the local provider approves at once. */
  status: 'pending' | 'approved';
}

export interface AccountsProvider {
  readonly name: 'local' | 'asaas';
  /**
   * The sub-account of this CPF/CNPJ: the one the provider already has (created by an earlier try whose answer
   * was lost), else a new one. Throws an HttpError: 400 with the provider's own message when it refuses the data,
   * 503 when it cannot be reached.
   */
  openSubAccount(request: PayoutAccountRequest): Promise<SubAccount>;
}

/** Offline: a wallet per CPF/CNPJ, approved at once, so `npm start` and the tests sell without Asaas. */
export function createLocalAccountsProvider(): AccountsProvider {
  const opened = new Map<string, SubAccount>();
  return {
    name: 'local',
    async openSubAccount(request) {
      const known = opened.get(request.cpfCnpj);
      if (known) return known;
      const account: SubAccount = {
        accountId: `acc_local_${randomBytes(12).toString('hex')}`,
        walletId: randomUUID(),
        status: 'approved',
      };
      opened.set(request.cpfCnpj, account);
      return account;
    },
  };
}
