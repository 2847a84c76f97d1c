import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, payments } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';

/** Statuses of orders that never took money, or gave their tickets back: nothing of them outlives their event. */
const DISCARDABLE = ['expired', 'cancelled', 'pending'] as const;

/** Why an event's orders were not discarded: one took money, or one may still be paid. */
export type DiscardOutcome = 'discarded' | 'paid-orders' | 'awaiting-payment';

/**
 * discard: an event is deleted with its unpaid orders (their items, attendees and Pix go with them). The caller
 * (modules/events, handed this function: it imports nothing of orders) holds the event's lots and row locked;
 * here its orders are locked (no payment can confirm one in between), and nothing is discarded when one is paid
 * or refunded, or may still be paid: pending within its hold, or with a Pix charge not yet expired. An order that
 * took money is never discarded. Their domain events stay, with an `order.discarded` each.
 */
export async function discardOrdersOfEvent(
  ctx: LifecycleContext,
  tx: Db,
  eventId: string,
  now: Date,
): Promise<DiscardOutcome> {
  const eventOrders = await tx
    .select({ id: orders.id, status: orders.status, expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.eventId, eventId))
    .orderBy(asc(orders.id))
    .for('update');
  if (eventOrders.some((order) => order.status === 'paid' || order.status === 'refunded'))
    return 'paid-orders';
  const holding = eventOrders.some((order) => order.status === 'pending' && order.expiresAt > now);
  const [payable] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.eventId, eventId), sql`${payments.expiresAt} > ${now}`))
    .limit(1);
  if (holding || payable) return 'awaiting-payment';
  if (eventOrders.length === 0) return 'discarded';
  const gone = await tx
    .delete(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, [...DISCARDABLE])))
    .returning({ id: orders.id, status: orders.status });
  const [kept] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.eventId, eventId)).limit(1);
  if (kept)
    throw new Error(`o evento ${eventId} tem pedidos que receberam dinheiro: não pode ser descartado`);
  await publish(
    tx,
    ctx.subscribers,
    gone.map((order) => ({
      type: 'order.discarded' as const,
      orderId: order.id,
      eventId,
      occurredAt: now,
      data: { status: order.status },
    })),
  );
  return 'discarded';
}

/** The first of these lots an order ever took (such a lot is not deleted with an edit), or undefined. */
export async function firstOrderedType(tx: Db, typeIds: readonly string[]): Promise<string | undefined> {
  if (typeIds.length === 0) return undefined;
  const [ordered] = await tx
    .select({ ticketTypeId: orderItems.ticketTypeId })
    .from(orderItems)
    .where(inArray(orderItems.ticketTypeId, [...typeIds]))
    .limit(1);
  return ordered?.ticketTypeId;
}
