export { CheckoutTicketsScreen } from './CheckoutTicketsScreen';
export type {
  CheckoutTicketCategory,
  CheckoutTicketsScreenProps,
  CheckoutTicketType,
  CouponEffect,
  TicketQuantities,
} from './CheckoutTicketsScreen';
