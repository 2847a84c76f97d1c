import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';
import { inTransaction } from './transaction';

/**
 * How long a card charge's risk analysis may keep its order's tickets (issue #27). Asaas answers its analysis
 * within a day or two; past this the order expires as any other, and a late approval is refunded as a late payment.
 */
export const ANALYSIS_HOLD_HOURS = 72;

/**
 * holdForAnalysis: a pending order's card payment is in the provider's risk analysis; its hold is extended until
 * the analysis ends (never shortened), so its tickets are not released meanwhile. Any other status is left alone.
 */
export function holdForAnalysis(
  ctx: LifecycleContext,
  { orderId, paymentId, now }: { orderId: string; paymentId: string; now: Date },
  db: Db = ctx.db,
): Promise<{ held: boolean }> {
  const until = new Date(now.getTime() + ANALYSIS_HOLD_HOURS * 3_600_000);
  return inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ expiresAt: until, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), lt(orders.expiresAt, until)))
      .returning({ id: orders.id, eventId: orders.eventId });
    if (!changed) return { held: false };
    await publish(tx, ctx.subscribers, [
      {
        type: 'order.payment_in_analysis',
        orderId,
        eventId: changed.eventId,
        occurredAt: now,
        data: { paymentId, until: until.toISOString() },
      },
    ]);
    return { held: true };
  });
}
