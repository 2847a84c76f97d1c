export { MyTicketsScreen } from './MyTicketsScreen';
export type { MyTicketsEvent, MyTicketsOrder, MyTicketsScreenProps } from './MyTicketsScreen';
