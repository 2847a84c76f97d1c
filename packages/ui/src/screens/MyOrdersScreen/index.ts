export { MyOrdersScreen, orderNumber } from './MyOrdersScreen';
export type { MyOrderRow, MyOrdersScreenProps } from './MyOrdersScreen';
