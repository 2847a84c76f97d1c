import type { Schemas } from '@bilheteria/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, unwrap } from '../../lib/api';

/** Fallbacks when the server sends no message (issue #31). */
export const PAYOUT_ACCOUNT_LOAD_FAILED = 'Não foi possível carregar sua conta de recebimento.';
export const PAYOUT_ACCOUNT_SAVE_FAILED = 'Não foi possível cadastrar sua conta de recebimento.';
export const STATEMENT_LOAD_FAILED = 'Não foi possível carregar o extrato.';

export const payoutAccountQueryKey = ['get', '/organizers/me/payout-account'] as const;
export const myStatementQueryKey = (range: { from: string; to: string }) =>
  ['get', '/organizers/me/statement', range] as const;

/** GET /organizers/me/payout-account: the caller's own account (`status: none` before it is filled). */
export function payoutAccountQueryOptions() {
  return queryOptions({
    queryKey: payoutAccountQueryKey,
    queryFn: ({ signal }) =>
      unwrap($api.GET('/organizers/me/payout-account', { signal }), PAYOUT_ACCOUNT_LOAD_FAILED),
  });
}

export function usePayoutAccount() {
  return useQuery(payoutAccountQueryOptions());
}

/** PUT /organizers/me/payout-account: the answer is the account, so it replaces the cached one. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PayoutAccountInput']) =>
      unwrap($api.PUT('/organizers/me/payout-account', { body }), PAYOUT_ACCOUNT_SAVE_FAILED),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
}

/** GET /organizers/me/statement for a range of São Paulo days. */
export function useMyStatement(range: { from: string; to: string }) {
  return useQuery({
    queryKey: myStatementQueryKey(range),
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/organizers/me/statement', { params: { query: range }, signal }),
        STATEMENT_LOAD_FAILED,
      ),
  });
}
