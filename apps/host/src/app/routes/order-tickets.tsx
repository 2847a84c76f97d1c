export { OrderTicketsRoute as Component } from '../../features/tickets/order-tickets-route';
