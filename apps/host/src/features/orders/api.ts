import type { Schemas } from '@bilheteria/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, unwrap } from '../../lib/api';
import { PIX_FAILED } from '@bilheteria/client-core/order-answers';

/** Spec §8 order detail fallbacks. */
export const ORDER_LOAD_FAILED = 'Falha ao carregar pedido';
/** Spec §8: Pix generation failure fallback (shared with the embedded checkout). */
export { PIX_FAILED };

export const myOrdersQueryKey = ['get', '/orders/mine'] as const;
export const orderQueryKey = (id: string) => ['get', '/orders/{id}', { id }] as const;
export const orderPaymentQueryKey = (id: string) => ['get', '/orders/{id}/payment', { id }] as const;
export const orderTicketsQueryKey = (id: string) => ['get', '/orders/{id}/tickets', { id }] as const;

/** GET /orders/mine. */
export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => unwrap($api.GET('/orders/mine', { signal }), ORDER_LOAD_FAILED),
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}

/** GET /orders/{id}. */
export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) =>
      unwrap($api.GET('/orders/{id}', { params: { path: { id } }, signal }), ORDER_LOAD_FAILED),
  });
}

/** The order; `pollMs` refetches it while the buyer waits for the Pix to be confirmed. */
export function useOrder(id: string, { pollMs }: { pollMs?: number | false } = {}) {
  return useQuery({ ...orderQueryOptions(id), refetchInterval: pollMs ?? false });
}

/** GET /orders/{id}/payment: the order's status and its last Pix (or null). */
export function orderPaymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderPaymentQueryKey(id),
    queryFn: ({ signal }) =>
      unwrap($api.GET('/orders/{id}/payment', { params: { path: { id } }, signal }), ORDER_LOAD_FAILED),
  });
}

export function useOrderPayment(id: string) {
  return useQuery(orderPaymentQueryOptions(id));
}

/** GET /orders/{id}/tickets: the tickets issued once the order is paid. */
export function orderTicketsQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderTicketsQueryKey(id),
    queryFn: ({ signal }) =>
      unwrap($api.GET('/orders/{id}/tickets', { params: { path: { id } }, signal }), ORDER_LOAD_FAILED),
  });
}

// The Pix panel's shape from a Pix of GET /orders/{id}/payment: the shared checkout's.
export { pixFromPayment } from '@bilheteria/client-core/pix-payment';

/**
 * POST /pagamento/asaas/pix: generates (or regenerates) the order's Pix. The payment and the order
 * change with it, so their cached answers are dropped.
 */
export function useCreatePix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PixInput']) =>
      unwrap($api.POST('/pagamento/asaas/pix', { body }), PIX_FAILED),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/orders/{id}/payment'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/orders/{id}'] }),
      ]),
  });
}

/** Spec §8-style fallback for a failed cancellation (the server's 409 message wins). */
export const ORDER_CANCEL_FAILED = 'Falha ao cancelar pedido.';

/**
 * POST /orders/{id}/cancel: a pending order is cancelled, a paid one refunded. The order, its payment,
 * its tickets and the lists change with it.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap($api.POST('/orders/{id}/cancel', { params: { path: { id } } }), ORDER_CANCEL_FAILED),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: orderPaymentQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
      ]);
    },
  });
}
