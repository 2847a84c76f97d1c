import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { events, orders, type Order } from '../../../db/schema';
import { admissibleAs } from './admission';

/*
 * What other modules read of orders (issue #26 point 1): the lifecycle's tables are read here, and the payments
 * module (event cancellation, refunds, charge withdrawal) asks these functions.
 */

/** What calling an event off would settle: its paid and pending orders, the tickets that still admit, the money. */
export interface EventOrdersOutstanding {
  paidOrders: number;
  pendingOrders: number;
  tickets: number;
  refundCents: number;
}

export async function eventOrdersOutstanding(db: Db, eventId: string): Promise<EventOrdersOutstanding> {
  const [row] = await queryRows<{ paid: number; pending: number; tickets: number; refund: number }>(
    db,
    sql`
      select
        count(*) filter (where o.status = 'paid')::int as paid,
        count(*) filter (where o.status = 'pending')::int as pending,
        coalesce(sum(o.total_cents) filter (where o.status = 'paid'), 0)::int as refund,
        (select count(*)::int from tickets t join orders p on p.id = t.order_id
          where t.event_id = ${eventId} and ${admissibleAs('t', 'p')}) as tickets
      from orders o where o.event_id = ${eventId}`,
  );
  return {
    paidOrders: row?.paid ?? 0,
    pendingOrders: row?.pending ?? 0,
    tickets: row?.tickets ?? 0,
    refundCents: row?.refund ?? 0,
  };
}

export type OpenOrder = Pick<Order, 'id' | 'status' | 'paidPaymentId' | 'totalCents' | 'interestCents'>;

/** Up to `limit` of the event's orders still open (pending or paid). */
export function openOrdersOfEvent(db: Db, eventId: string, limit: number): Promise<OpenOrder[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      paidPaymentId: orders.paidPaymentId,
      totalCents: orders.totalCents,
      interestCents: orders.interestCents,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['pending', 'paid'])))
    .limit(limit);
}

/** Per order id: its buyer's e-mail and its event's title (the ADMIN's refund list). */
export async function orderHeads(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { buyerEmail: string | null; eventTitle: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, buyerEmail: orders.buyerEmail, eventTitle: events.title })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map(({ id, ...head }) => [id, head]));
}

/** SQL: the order whose id is `orderId` (an expression) can no longer be paid (it is not pending). */
export const orderNoLongerPending = (orderId: SQL): SQL =>
  sql`exists (select 1 from orders o where o.id = ${orderId} and o.status <> 'pending')`;

/** Which of these events still have open (pending or paid) orders. */
export async function eventsWithOpenOrders(db: Db, eventIds: readonly string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ eventId: orders.eventId })
    .from(orders)
    .where(and(inArray(orders.eventId, [...eventIds]), inArray(orders.status, ['pending', 'paid'])));
  return rows.map((row) => row.eventId);
}
