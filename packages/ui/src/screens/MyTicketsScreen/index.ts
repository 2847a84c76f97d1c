export { MyTicketsScreen } from './MyTicketsScreen';
export type {
  EmailConfirmationView,
  MyTicketsEvent,
  MyTicketsOrder,
  MyTicketsScreenProps,
} from './MyTicketsScreen';
