export { OrderTicketsScreen } from './OrderTicketsScreen';
export type {
  GivenAwayTicketView,
  HeldTicketView,
  OrderTicketsEvent,
  OrderTicketsScreenProps,
  OrderTicketView,
  TicketTransferInput,
} from './OrderTicketsScreen';
