export { OrderTicketsScreen } from './OrderTicketsScreen';
export type { OrderTicketsEvent, OrderTicketsScreenProps, OrderTicketView } from './OrderTicketsScreen';
