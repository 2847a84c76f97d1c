import type { Schemas } from '@bilheteria/api-client';
import type { MyOrderRow, OrderDetailView } from '@bilheteria/ui';
import { paths } from '../../config/paths';

/** Tickets in an order: the sum of its lines' quantities. */
export function ticketCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** A row of My orders from GET /orders/mine. */
export function toOrderRow(order: Schemas['OrderListItem']): MyOrderRow {
  return {
    id: order._id,
    eventTitle: order.event.title,
    createdAt: order.createdAt,
    itemCount: ticketCount(order.items),
    total: order.total,
    status: order.status,
    href: paths.orderDetail(order._id),
  };
}

/** The order detail screen's order from GET /orders/{id}. */
export function toOrderDetail(order: Schemas['OrderDetail']): OrderDetailView {
  return {
    id: order._id,
    createdAt: order.createdAt,
    status: order.status,
    total: order.total,
    eventTitle: order.eventTitle || order.event.title,
    eventPoster: order.eventPoster ?? order.event.image,
    items: order.items,
  };
}
