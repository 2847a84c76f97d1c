import type { Schemas } from '@bilheteria/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../lib/api';
import { myOrdersQueryKey } from '../orders/api';
import { createOrder } from '@bilheteria/client-core/order-answers';

// Creating an order and reading order and Pix answers are shared with the embedded checkout
// (@bilheteria/client-core).
export {
  NO_ORDER_ID,
  orderCreateErrorMessage,
  orderCreateFallback,
  pickOrderId,
  pixErrorMessage,
} from '@bilheteria/client-core/order-answers';

/** Checkout reads the event through the catalogue's query, so both share one cache entry. */
export { useEvent as useCheckoutEvent } from '../catalogue/api';

/** POST /orders, answering the new order's id; the buyer's order list changes with it. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['OrderInput']) => createOrder($api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
