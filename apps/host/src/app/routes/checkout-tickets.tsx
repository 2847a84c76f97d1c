export { CheckoutTicketsRoute as Component } from '../../features/checkout/tickets-route';
