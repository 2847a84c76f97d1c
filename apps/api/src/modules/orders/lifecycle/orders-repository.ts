import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  attendees,
  coupons,
  events,
  orderItems,
  orders,
  refunds,
  tickets,
  ticketTypes,
  type Event,
  type Order,
  type OrderItem,
  type Refund,
} from '../../../db/schema';
import type { TicketTypeView } from '../order-rules';

export type EventSummary = Pick<
  Event,
  'id' | 'title' | 'image' | 'eventDate' | 'startDate' | 'city' | 'state' | 'venue' | 'maxInstallments'
>;

const eventSummaryColumns = {
  id: events.id,
  title: events.title,
  image: events.image,
  eventDate: events.eventDate,
  startDate: events.startDate,
  city: events.city,
  state: events.state,
  venue: events.venue,
  maxInstallments: events.maxInstallments,
};

export interface EventForOrder {
  id: string;
  /** Whose money a paid order is: a blocked organizer takes no new paid orders (issue #31). */
  organizerId: string;
  status: Event['status'];
  eventDate: Date | null;
  startDate: Date | null;
  endDate: Date | null;
  /** Called off by its organizer: nothing more is sold. */
  cancelledAt: Date | null;
  /** The most card installments its organizer accepts (issue #27). */
  maxInstallments: number;
  types: TicketTypeView[];
  /** Whether a pending order of the event is past its hold (its tickets still counted as sold). */
  hasDueOrders: boolean;
  /** The categories its seat map names (issue #29): their lots are sold with a seat per ticket. */
  seatedCategories: string[];
  /** Whether the ADMIN blocked its organizer (issue #31): then no paid order (payouts says why). */
  organizerBlocked: boolean;
}

/**
 * Reads an event and every ticket type of it (the lot rule needs them all), or undefined; and whether orders of it
 * wait to be expired, found through orders (status, expires_at), so a sold-out answer costs no further query.
 * A prepared statement: built once, and planned once per connection on PostgreSQL (it runs for every order).
 */
export function prepareFindEventForOrder(db: Db) {
  const statement = db
    .select({
      eventStatus: events.status,
      organizerId: events.organizerId,
      eventDate: events.eventDate,
      startDate: events.startDate,
      endDate: events.endDate,
      cancelledAt: events.cancelledAt,
      maxInstallments: events.maxInstallments,
      hasDueOrders: sql<boolean>`exists (
        select 1 from orders
        where status = 'pending' and expires_at < ${sql.placeholder('now')} and event_id = ${sql.placeholder('eventId')}
      )`,
      // Read here rather than in two more round trips per order (issue #28 point 8).
      seatCategories: sql<Record<string, unknown> | null>`(
        select categories from seat_maps where seat_maps.event_id = ${events.id}
      )`,
      organizerBlocked: sql<boolean>`exists (
        select 1 from organizer_settings
        where organizer_settings.organizer_id = ${events.organizerId} and organizer_settings.blocked_at is not null
      )`,
      type: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        category: ticketTypes.category,
        lotLabel: ticketTypes.lotLabel,
        meiaEntrada: ticketTypes.meiaEntrada,
        priceCents: ticketTypes.priceCents,
        quantity: ticketTypes.quantity,
        sold: ticketTypes.sold,
        lotNumber: ticketTypes.lotNumber,
        perCustomerLimit: ticketTypes.perCustomerLimit,
        saleStart: ticketTypes.saleStart,
        saleEnd: ticketTypes.saleEnd,
        couponOnly: ticketTypes.couponOnly,
      },
    })
    .from(events)
    .leftJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('orders_find_event_for_order_v5');

  return async (eventId: string, now: Date): Promise<EventForOrder | undefined> => {
    const rows = await statement.execute({ eventId, now });
    const [first] = rows;
    if (!first) return undefined;
    return {
      id: eventId,
      organizerId: first.organizerId,
      status: first.eventStatus,
      eventDate: first.eventDate,
      startDate: first.startDate,
      endDate: first.endDate,
      cancelledAt: first.cancelledAt,
      maxInstallments: first.maxInstallments,
      types: rows.flatMap((row) => (row.type ? [row.type] : [])),
      hasDueOrders: first.hasDueOrders,
      seatedCategories: Object.keys(first.seatCategories ?? {}),
      organizerBlocked: first.organizerBlocked,
    };
  };
}

export interface OrderWithLines {
  order: Order;
  event: EventSummary;
  items: OrderItem[];
}

/** The buyer's orders, newest first, with their event and items (at most `limit`). */
export async function listOrdersOfBuyer(db: Db, buyerId: string, limit: number): Promise<OrderWithLines[]> {
  const rows = await db
    .select({ order: orders, event: eventSummaryColumns })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.name));
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.order.id),
  }));
}

export async function findOrder(db: Db, orderId: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order;
}

export interface OrderDetailRows extends OrderWithLines {
  attendees: Array<{
    name: string;
    email: string;
    ticketTypeId: string;
    meiaTipo: string | null;
    meiaDocumento: string | null;
  }>;
  /** The code of the order's coupon, null without one. */
  couponCode: string | null;
  /** The latest refund of the order (payments owns the rows; read here for the detail). */
  refund: Refund | null;
  /** A ticket of the order is someone else's now (transferred, still valid): its buyer no longer cancels it. */
  ticketTransferred: boolean;
}

export async function findOrderDetail(db: Db, orderId: string): Promise<OrderDetailRows | undefined> {
  const [row] = await db
    .select({ order: orders, event: eventSummaryColumns, couponCode: coupons.code })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  const [items, people, refundRows, transferred] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.name)),
    db
      .select({
        name: attendees.name,
        email: attendees.email,
        ticketTypeId: attendees.ticketTypeId,
        meiaTipo: attendees.meiaTipo,
        meiaDocumento: attendees.meiaDocumento,
      })
      .from(attendees)
      .where(eq(attendees.orderId, orderId))
      .orderBy(asc(attendees.idx)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.requestedAt)).limit(1),
    db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.orderId, orderId), eq(tickets.state, 'valid'), isNotNull(tickets.transferredAt)))
      .limit(1),
  ]);
  return {
    ...row,
    items,
    attendees: people,
    refund: refundRows[0] ?? null,
    ticketTransferred: transferred.length > 0,
  };
}
