export { RefundsRoute as Component } from '../../features/orders/refunds-route';
