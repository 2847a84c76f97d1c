export { CheckoutPaymentScreen } from './CheckoutPaymentScreen';
export type {
  BuyerField,
  BuyerValues,
  CheckoutPaymentScreenProps,
  PaymentMethod,
} from './CheckoutPaymentScreen';
