export { paymentLoader as loader } from '../../features/checkout/loaders';
export { CheckoutPaymentRoute as Component } from '../../features/checkout/payment-route';
