import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, tickets } from '../../../db/schema';
import { recordRefund, recordSplitReversal } from '../../sales-ledger';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';
import { lockOrder } from './order-lock';
import { giveBackCouponUses } from './coupon-uses';
import { giveBackStock, itemsOf, releaseClaims } from './stock';
import { checkedIn } from './tickets';
import { inTransaction } from './transaction';

export interface Refund {
  orderId: string;
  /** Why the money went back: a refund (ours or the provider's), or a chargeback. */
  reason: 'refund' | 'chargeback';
  /** The provider's payment id, for the record. */
  paymentId: string | null;
  now: Date;
  /**
   * A buyer's cancellation: refused when a ticket of the order was already admitted at the door (money a
   * provider already returned, a chargeback, is applied whatever the door did).
   */
  unlessUsed?: boolean;
  /**
   * A buyer's own cancellation: refused when a ticket of the order was transferred (issue #25). The ticket is its
   * new holder's now; the buyer refunding it would take it from them. An ADMIN's cancellation may.
   */
  unlessTransferred?: boolean;
}

export type RefundOutcome =
  'refunded' | 'already-refunded' | 'not-paid' | 'not-found' | 'checked-in' | 'transferred';

/**
 * refund: a paid order's money went back. The order becomes `refunded`, its tickets stop admitting at once
 * (`cancelled`: the door answers "Ingresso cancelado"), its stock returns to its lots and its sale leaves the
 * sales ledger on the refund's day. Only a paid order is refunded; anything else is left alone and says why.
 */
export function refund(ctx: LifecycleContext, input: Refund, db: Db = ctx.db): Promise<RefundOutcome> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) return 'not-found';
    if (order.status === 'refunded') return 'already-refunded';
    if (order.status !== 'paid') return 'not-paid';
    const { now } = input;
    if (input.unlessUsed || input.unlessTransferred) {
      // Lock the tickets first: a door scan holds them while it admits, so either its check-in is visible now or
      // it will find them cancelled (tickets-repository's scan statement); a transfer locks the ticket it
      // reissues, so either its new holder is visible now or it will find the order refunded.
      const locked = await tx
        .select({ id: tickets.id, state: tickets.state, transferredAt: tickets.transferredAt })
        .from(tickets)
        .where(eq(tickets.orderId, order.id))
        .for('update');
      if (
        input.unlessTransferred &&
        locked.some((ticket) => ticket.state === 'valid' && ticket.transferredAt !== null)
      )
        return 'transferred';
      if (
        input.unlessUsed &&
        (await checkedIn(
          tx,
          locked.map((ticket) => ticket.id),
        ))
      )
        return 'checked-in';
    }
    await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
    await tx
      .update(tickets)
      .set({ state: 'cancelled' })
      .where(and(eq(tickets.orderId, order.id), eq(tickets.state, 'valid')));
    await tx.execute(giveBackStock(itemsOf(sql`${order.id}::uuid`)));
    await tx.execute(giveBackCouponUses(sql`${order.id}::uuid`));
    await tx.execute(releaseClaims(sql`${order.id}::uuid`));
    await recordRefund(tx, order, input.reason, now);
    await recordSplitReversal(tx, order, input.reason, now);
    await publish(tx, ctx.subscribers, [
      {
        type: 'order.refunded',
        orderId: order.id,
        eventId: order.eventId,
        occurredAt: now,
        data: { reason: input.reason, paymentId: input.paymentId, totalCents: order.totalCents },
      },
    ]);
    return 'refunded';
  });
}
