export { summaryLoader as loader } from '../../features/checkout/loaders';
export { CheckoutSummaryRoute as Component } from '../../features/checkout/summary-route';
