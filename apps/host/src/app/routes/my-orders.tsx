export { MyOrdersRoute as Component } from '../../features/orders/my-orders-route';
