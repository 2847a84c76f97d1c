export { OrderTicketsScreen } from './OrderTicketsScreen';
export type {
  OrderTicketsEvent,
  OrderTicketsScreenProps,
  OrderTicketView,
  TicketTransferInput,
} from './OrderTicketsScreen';
