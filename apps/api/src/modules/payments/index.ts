/*
 * What other modules may use of payments (issue #31): the provider side of organizers' payout accounts (an Asaas
 * sub-account per organizer, or the local provider's), chosen like the Pix provider by ASAAS_API_KEY.
 */
import type { Config } from '../../config';
import { createLocalAccountsProvider, type AccountsProvider } from './accounts-provider';
import { ACCOUNT_STATUS_EVENTS, accountMessages, createAsaasAccountsProvider } from './asaas-accounts';

export type { AccountsProvider, SubAccount } from './accounts-provider';
export type { ChargeSplit } from './provider';
export { ACCOUNT_STATUS_EVENTS, accountMessages };

/**
 * Asaas when ASAAS_API_KEY is set, else the local provider. A sub-account tells its status changes to our webhook
 * only when the site has a public https origin (Asaas cannot reach a development machine).
 */
export function createAccountsProvider(config: Config): AccountsProvider {
  const { apiKey, baseUrl, timeoutMs, webhookToken } = config.asaas;
  if (!apiKey) return createLocalAccountsProvider();
  const origin = config.appOrigins.find((candidate) => candidate.startsWith('https://'));
  return createAsaasAccountsProvider({
    apiKey,
    baseUrl,
    timeoutMs,
    ...(origin
      ? {
          webhook: {
            url: `${origin}/api/pagamento/asaas/webhook`,
            authToken: webhookToken,
            email: config.admin.email,
          },
        }
      : {}),
  });
}
