import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  attendees,
  events,
  orderItems,
  orders,
  ticketTypes,
  type Event,
  type Order,
  type OrderItem,
} from '../../db/schema';
import type { OrderTotals } from './money';
import { checkCustomerLimit, type OrderAttendee, type OrderLine, type TicketTypeView } from './order-rules';
import { retryTransient } from './transient';

export type EventSummary = Pick<
  Event,
  'id' | 'title' | 'image' | 'eventDate' | 'startDate' | 'city' | 'state' | 'venue'
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
};

export interface EventForOrder {
  id: string;
  status: Event['status'];
  eventDate: Date | null;
  startDate: Date | null;
  endDate: Date | null;
  types: TicketTypeView[];
  /** Whether a pending order of the event is past its hold (its tickets still counted as sold). */
  hasDueOrders: boolean;
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
      eventDate: events.eventDate,
      startDate: events.startDate,
      endDate: events.endDate,
      hasDueOrders: sql<boolean>`exists (
        select 1 from orders
        where status = 'pending' and expires_at < ${sql.placeholder('now')} and event_id = ${sql.placeholder('eventId')}
      )`,
      type: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        category: ticketTypes.category,
        priceCents: ticketTypes.priceCents,
        quantity: ticketTypes.quantity,
        sold: ticketTypes.sold,
        lotNumber: ticketTypes.lotNumber,
        perCustomerLimit: ticketTypes.perCustomerLimit,
        saleStart: ticketTypes.saleStart,
        saleEnd: ticketTypes.saleEnd,
      },
    })
    .from(events)
    .leftJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('orders_find_event_for_order');

  return async (eventId: string, now: Date): Promise<EventForOrder | undefined> => {
    const rows = await statement.execute({ eventId, now });
    const [first] = rows;
    if (!first) return undefined;
    return {
      id: eventId,
      status: first.eventStatus,
      eventDate: first.eventDate,
      startDate: first.startDate,
      endDate: first.endDate,
      types: rows.flatMap((row) => (row.type ? [row.type] : [])),
      hasDueOrders: first.hasDueOrders,
    };
  };
}

export interface Reservation {
  orderId: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  eventId: string;
  paymentMethod: string;
  lines: OrderLine[];
  attendees: OrderAttendee[];
  totals: OrderTotals;
  now: Date;
  expiresAt: Date;
}

export type ReservationResult = { created: true } | { created: false; soldOut: string[] };

/** Aborts the reservation transaction (undoing the lines already reserved) and carries the answer out of it. */
class NotReserved extends Error {
  constructor(readonly soldOut: string[]) {
    super('not reserved');
  }
}

/**
 * One statement reserves every line with a conditional `sold + n <= quantity` update and, only when all of them
 * were reserved, inserts the order, its items and its attendees. A single statement is atomic on its own, so an
 * order of one ticket type needs no explicit transaction (one round trip, the row lock held the shortest time).
 */
async function runReservation(db: Db, r: Reservation): Promise<ReservationResult> {
  const typeIds = sql.param(r.lines.map((line) => line.ticketTypeId));
  const quantities = sql.param(r.lines.map((line) => line.quantity));
  const [row] = await queryRows<{ reserved: string[]; created: boolean }>(
    db,
    sql`
      with requested as (
        select * from unnest(${typeIds}::uuid[], ${quantities}::int[]) as r(ticket_type_id, quantity)
      ),
      reserved as (
        update ticket_types t set sold = t.sold + r.quantity
        from requested r
        where t.id = r.ticket_type_id and t.sold + r.quantity <= t.quantity
        returning t.id
      ),
      created as (
        insert into orders (id, buyer_id, event_id, status, payment_method, subtotal_cents, fee_cents,
                            total_cents, expires_at, buyer_name, buyer_email, created_at, updated_at)
        select ${r.orderId}, ${r.buyerId}, ${r.eventId}, 'pending', ${r.paymentMethod}, ${r.totals.subtotalCents},
               ${r.totals.feeCents}, ${r.totals.totalCents}, ${r.expiresAt}, ${r.buyerName}, ${r.buyerEmail},
               ${r.now}, ${r.now}
        where (select count(*) from reserved) = ${r.lines.length}::int
        returning id
      ),
      items as (
        insert into order_items (order_id, ticket_type_id, name, quantity, unit_price_cents)
        select c.id, i.ticket_type_id, i.name, i.quantity, i.unit_price_cents
        from created c,
             unnest(${typeIds}::uuid[], ${sql.param(r.lines.map((line) => line.name))}::text[], ${quantities}::int[],
                    ${sql.param(r.lines.map((line) => line.unitPriceCents))}::int[])
               as i(ticket_type_id, name, quantity, unit_price_cents)
      ),
      people as (
        insert into attendees (order_id, ticket_type_id, idx, name, email)
        select c.id, a.ticket_type_id, a.idx, a.name, a.email
        from created c,
             unnest(${sql.param(r.attendees.map((a) => a.ticketTypeId))}::uuid[],
                    ${sql.param(r.attendees.map((a) => a.idx))}::int[],
                    ${sql.param(r.attendees.map((a) => a.name))}::text[],
                    ${sql.param(r.attendees.map((a) => a.email))}::text[])
               as a(ticket_type_id, idx, name, email)
      )
      select array(select id::text from reserved) as reserved, exists(select 1 from created) as created`,
  );
  if (row?.created) return { created: true };
  const reserved = new Set(row?.reserved ?? []);
  return {
    created: false,
    soldOut: r.lines.map((line) => line.ticketTypeId).filter((id) => !reserved.has(id)),
  };
}

/**
 * Tickets of these types the buyer holds in paid orders and in pending orders still within their hold (one past
 * it is expired, whether or not the sweeper has written so yet).
 */
export async function heldByBuyer(
  db: Db,
  buyerId: string,
  typeIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ ticket_type_id: string; quantity: number }>(
    db,
    sql`
      select oi.ticket_type_id, sum(oi.quantity)::int as quantity
      from orders o
      join order_items oi on oi.order_id = o.id
      where o.buyer_id = ${buyerId}
        and (o.status = 'paid' or (o.status = 'pending' and o.expires_at >= ${now}))
        and oi.ticket_type_id = any(${sql.param(typeIds)}::uuid[])
      group by oi.ticket_type_id`,
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.quantity]));
}

/**
 * Reserves the lines and creates the pending order, or reserves nothing. Orders of several types, or under a
 * per-customer limit, run in one transaction:
 * - a limit is checked while holding a lock on the buyer's row, so two concurrent orders of one buyer are counted
 *   one after the other (a lock the order's own foreign key check does not conflict with);
 * - the ticket types are locked in id order before the reservation, so two multi-type orders cannot deadlock.
 * The order is inserted only if every line was reserved; otherwise the transaction is rolled back.
 */
export async function reserveOrder(db: Db, reservation: Reservation): Promise<ReservationResult> {
  const limited = reservation.lines.some((line) => line.perCustomerLimit > 0);
  if (reservation.lines.length === 1 && !limited) return runReservation(db, reservation);
  const typeIds = reservation.lines.map((line) => line.ticketTypeId);
  try {
    return await retryTransient(() =>
      db.transaction(async (tx) => {
        if (limited) {
          await tx.execute(sql`select id from users where id = ${reservation.buyerId} for no key update`);
          checkCustomerLimit(
            reservation.lines,
            await heldByBuyer(tx, reservation.buyerId, typeIds, reservation.now),
          );
        }
        if (typeIds.length > 1) {
          await tx.execute(
            sql`select id from ticket_types where id = any(${sql.param(typeIds)}::uuid[]) order by id for no key update`,
          );
        }
        const result = await runReservation(tx, reservation);
        if (!result.created) throw new NotReserved(result.soldOut);
        return result;
      }),
    );
  } catch (error) {
    if (error instanceof NotReserved) return { created: false, soldOut: error.soldOut };
    throw error;
  }
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
  attendees: Array<{ name: string; email: string; ticketTypeId: string }>;
}

export async function findOrderDetail(db: Db, orderId: string): Promise<OrderDetailRows | undefined> {
  const [row] = await db
    .select({ order: orders, event: eventSummaryColumns })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  const [items, people] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.name)),
    db
      .select({ name: attendees.name, email: attendees.email, ticketTypeId: attendees.ticketTypeId })
      .from(attendees)
      .where(eq(attendees.orderId, orderId))
      .orderBy(asc(attendees.idx)),
  ]);
  return { ...row, items, attendees: people };
}
