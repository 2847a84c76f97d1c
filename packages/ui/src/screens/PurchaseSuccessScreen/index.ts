export { PurchaseSuccessScreen } from './PurchaseSuccessScreen';
export type { PurchasedTicket, PurchaseSuccessScreenProps } from './PurchaseSuccessScreen';
