import type { Schemas } from '@bilheteria/api-client';
import type { MyOrderRow, OrderDetailView } from '@bilheteria/ui';
import { paths } from '../../config/paths';

/** Tickets in an order: the sum of its lines' quantities. */
export function ticketCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Where a paid order's tickets are; null before payment (and after a refund: none are valid then). */
export function ticketsHref(order: { _id: string; status: string }): string | null {
  return order.status === 'paid' ? paths.orderTickets(order._id) : null;
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
    ticketsHref: ticketsHref(order),
    paymentLabel: order.payment?.label ?? null,
  };
}

/** The order detail screen's order from GET /orders/{id}. */
export function toOrderDetail(order: Schemas['OrderDetail']): OrderDetailView {
  return {
    id: order._id,
    createdAt: order.createdAt,
    status: order.status,
    total: order.total,
    discount: order.discount,
    couponCode: order.couponCode,
    eventTitle: order.eventTitle || order.event.title,
    eventPoster: order.eventPoster ?? order.event.image,
    items: order.items,
    meiaEntradas: order.attendees.flatMap((attendee) =>
      attendee.meiaEntrada ? [{ name: attendee.name, meiaEntrada: attendee.meiaEntrada }] : [],
    ),
    ticketsHref: ticketsHref(order),
    paymentLabel: order.payment?.label ?? null,
    cancellation: order.cancellation,
    // The provider's last error stays with the ADMIN: the buyer reads "Em processamento".
    refund: order.refund
      ? {
          status: order.refund.status,
          amount: order.refund.amount,
          reason: order.refund.reason,
          requestedAt: order.refund.requestedAt,
          confirmedAt: order.refund.confirmedAt,
        }
      : null,
  };
}
