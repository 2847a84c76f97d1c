export { CheckoutTicketsScreen } from './CheckoutTicketsScreen';
export type {
  CheckoutTicketCategory,
  CheckoutTicketsScreenProps,
  CheckoutTicketType,
  TicketQuantities,
} from './CheckoutTicketsScreen';
export { clampQuantity, MAX_QUANTITY_FALLBACK, maxQuantity } from './quantity';
