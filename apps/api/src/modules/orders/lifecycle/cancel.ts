import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';
import { giveBackCouponUses } from './coupon-uses';
import { giveBackStock, itemsOf, releaseClaims } from './stock';
import { inTransaction } from './transaction';

/**
 * cancel: a pending order is given up before it is paid (by its buyer, or replaced by a changed draft). Its
 * tickets go back to their lots, and its coupon uses to its coupon, at once. Any other status is left alone; `cancelled` says whether this call did
 * it.
 */
export function cancel(
  ctx: LifecycleContext,
  { orderId, now }: { orderId: string; now: Date },
  db: Db = ctx.db,
): Promise<{ cancelled: boolean }> {
  return inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id, eventId: orders.eventId });
    if (!changed) return { cancelled: false };
    await tx.execute(giveBackStock(itemsOf(sql`${orderId}::uuid`)));
    await tx.execute(giveBackCouponUses(sql`${orderId}::uuid`));
    await tx.execute(releaseClaims(sql`${orderId}::uuid`));
    await publish(tx, ctx.subscribers, [
      { type: 'order.cancelled', orderId, eventId: changed.eventId, occurredAt: now, data: {} },
    ]);
    return { cancelled: true };
  });
}
