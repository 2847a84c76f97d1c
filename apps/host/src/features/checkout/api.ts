// Reading order and Pix answers is shared with the embedded checkout (@bilheteria/client-core).
export {
  NO_ORDER_ID,
  orderCreateErrorMessage,
  orderCreateFallback,
  pickOrderId,
  pixErrorMessage,
} from '@bilheteria/client-core/order-answers';

/** Checkout reads the event through the catalogue's query, so both share one cache entry. */
export { useEvent as useCheckoutEvent, useEventWithCoupon } from '../catalogue/api';
