export { CheckoutPaymentScreen } from './CheckoutPaymentScreen';
export type {
  BuyerField,
  BuyerValues,
  CheckoutPaymentScreenProps,
  PaymentMethod,
} from './CheckoutPaymentScreen';
export { CardForm } from './CardForm';
export type { CardField, CardFormProps, CardInstallment, CardStatus, CardValues } from './CardForm';
