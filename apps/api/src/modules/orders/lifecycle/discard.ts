import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';

/** Statuses of orders that never took money, or gave their tickets back: nothing of them outlives their event. */
const DISCARDABLE = ['expired', 'cancelled', 'pending'] as const;

/**
 * discard: an event is deleted with its unpaid orders (their items, attendees and Pix go with them). The caller
 * holds the event and its orders locked and has refused the deletion when an order is paid, refunded or still
 * payable; an order that took money is never discarded here, whatever the caller checked. Their domain events
 * stay, with an `order.discarded` each.
 */
export async function discardOrdersOfEvent(
  ctx: LifecycleContext,
  tx: Db,
  eventId: string,
  now: Date,
): Promise<void> {
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
}
