export { MyTicketsRoute as Component } from '../../features/tickets/my-tickets-route';
