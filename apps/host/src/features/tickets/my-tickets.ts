import type { MyTicketsOrder } from '@bilheteria/ui';
import { paths } from '../../config/paths';
import type { OrderListItem } from './api';

/** My tickets shows paid orders only (the others have no tickets), one card per order with its event. */
export function ticketOrders(orders: readonly OrderListItem[]): MyTicketsOrder[] {
  return orders
    .filter((order) => order.status === 'paid')
    .map((order) => ({ orderId: order._id, href: paths.orderTickets(order._id), event: order.event }));
}
