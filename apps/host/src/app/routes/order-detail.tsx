export { OrderDetailRoute as Component } from '../../features/orders/order-detail-route';
