import type { MyTicketsOrder } from '@bilheteria/ui';
import { paths } from '../../config/paths';
import type { Schemas } from '@bilheteria/api-client';
import type { OrderListItem } from './api';

/** My tickets shows paid orders only (the others have no tickets), one card per order with its event. */
export function ticketOrders(orders: readonly OrderListItem[]): MyTicketsOrder[] {
  return orders
    .filter((order) => order.status === 'paid')
    .map((order) => ({ orderId: order._id, href: paths.orderTickets(order._id), event: order.event }));
}

/** Orders of others with tickets transferred to this user: same cards, marked "Recebido por transferência". */
export function receivedOrders(received: readonly Schemas['ReceivedTicketOrder'][]): MyTicketsOrder[] {
  return received.map((order) => ({
    orderId: order.orderId,
    href: paths.orderTickets(order.orderId),
    event: order.event,
    received: true,
  }));
}
