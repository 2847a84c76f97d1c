import { centsToReais, type PayoutAccountRequest } from '@bilheteria/rules';
import { HttpError } from '../../http/errors';
import type { AccountsProvider, SubAccount } from './accounts-provider';
import {
  AsaasRejected,
  AsaasUnexpected,
  createAsaasClient,
  type AsaasList,
  type AsaasOptions,
} from './asaas-client';

/*
 * Asaas sub-accounts (POST /v3/accounts, https://docs.asaas.com/reference/criar-subconta). A POST that timed out
 * may have created the account, so each try first looks for the CPF/CNPJ's account (GET /v3/accounts?cpfCnpj=)
 * and reuses it. The `apiKey` Asaas answers once is not needed for split and is dropped here. When the site has a
 * public https origin, the sub-account's account-status events are sent to our webhook with our token.
 */

interface AsaasAccount {
  id?: string;
  walletId?: string;
  cpfCnpj?: string;
}

/** Asaas's account-status events, the ones a sub-account's webhook subscribes to. */
export const ACCOUNT_STATUS_EVENTS = [
  'BANK_ACCOUNT_INFO',
  'COMMERCIAL_INFO',
  'DOCUMENT',
  'GENERAL_APPROVAL',
].flatMap((part) =>
  ['APPROVED', 'AWAITING_APPROVAL', 'PENDING', 'REJECTED'].map((state) => `ACCOUNT_STATUS_${part}_${state}`),
);

export const accountMessages = {
  unavailable: 'Não foi possível criar a conta de recebimento agora. Tente novamente em instantes.',
  refused: 'O Asaas recusou os dados da conta de recebimento. Confira-os e tente novamente.',
} as const;

export interface AsaasAccountsOptions extends AsaasOptions {
  /** Where Asaas sends the sub-account's status events, and the token it sends with them; none when absent. */
  webhook?: { url: string; authToken: string; email: string };
}

export function createAsaasAccountsProvider(options: AsaasAccountsOptions): AccountsProvider {
  const asaas = createAsaasClient(options);

  const existing = async (deadline: number, cpfCnpj: string): Promise<SubAccount | undefined> => {
    const query = new URLSearchParams({ cpfCnpj });
    const list = await asaas.call<AsaasList<AsaasAccount>>(deadline, 'GET', `/accounts?${query}`);
    const found = list.data?.find((account) => account.id && account.walletId);
    return found ? { accountId: found.id!, walletId: found.walletId!, status: 'pending' } : undefined;
  };

  const create = async (deadline: number, request: PayoutAccountRequest): Promise<SubAccount> => {
    const created = await asaas.call<AsaasAccount>(deadline, 'POST', '/accounts', {
      name: request.name,
      email: request.email,
      cpfCnpj: request.cpfCnpj,
      ...(request.birthDate ? { birthDate: request.birthDate } : {}),
      ...(request.companyType ? { companyType: request.companyType } : {}),
      mobilePhone: request.mobilePhone,
      postalCode: request.postalCode,
      addressNumber: request.addressNumber,
      ...(request.complement ? { complement: request.complement } : {}),
      incomeValue: centsToReais(request.incomeValueCents),
      ...(options.webhook
        ? {
            webhooks: [
              {
                name: 'Bilheteria — situação da conta',
                url: options.webhook.url,
                email: options.webhook.email,
                sendType: 'SEQUENTIALLY',
                interrupted: false,
                enabled: true,
                apiVersion: 3,
                authToken: options.webhook.authToken,
                events: ACCOUNT_STATUS_EVENTS,
              },
            ],
          }
        : {}),
    });
    if (typeof created.id !== 'string' || typeof created.walletId !== 'string')
      throw new AsaasUnexpected('POST /accounts sem id ou walletId');
    return { accountId: created.id, walletId: created.walletId, status: 'pending' };
  };

  return {
    name: 'asaas',
    async openSubAccount(request) {
      const deadline = asaas.budget();
      try {
        return await asaas.retrying(
          deadline,
          async () => (await existing(deadline, request.cpfCnpj)) ?? create(deadline, request),
        );
      } catch (error) {
        if (error instanceof AsaasRejected && error.status === 400) {
          const said = [...new Set(error.errors.map((item) => item.description?.trim()).filter(Boolean))];
          throw new HttpError(400, said.join(' ') || accountMessages.refused, 'PAYOUT_ACCOUNT_REJECTED');
        }
        throw new HttpError(503, accountMessages.unavailable, 'PAYMENT_PROVIDER_UNAVAILABLE');
      }
    },
  };
}
