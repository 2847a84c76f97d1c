export { CheckoutTicketsScreen } from './CheckoutTicketsScreen';
export type {
  CheckoutTicketCategory,
  CheckoutTicketsScreenProps,
  CheckoutTicketType,
  TicketQuantities,
} from './CheckoutTicketsScreen';
