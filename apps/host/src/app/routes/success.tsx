export { PurchaseSuccessRoute as Component } from '../../features/checkout/success-route';
