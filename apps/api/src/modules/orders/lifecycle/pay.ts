import { installmentInterestCents } from '@bilheteria/rules';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { attendees, orderItems, orders, tickets, type Order } from '../../../db/schema';
import { recordSale, recordSplitSale, type ChargedItem } from '../../sales-ledger';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';
import { lockOrder } from './order-lock';
import { couponUsesOf, retakeCouponUses } from './coupon-uses';
import {
  isMeiaClaimTaken,
  itemsOf,
  retakeMeiaClaims,
  retakeSeatClaims,
  seatClaimTaken,
  takeStock,
} from './stock';
import { newTicketCode } from './tickets';
import { inTransaction } from './transaction';

export interface Payment {
  orderId: string;
  /** The provider's payment id, for the record; null for an order that costs nothing (no charge at all). */
  paymentId: string | null;
  /** What arrived, in cents (a card's: every installment, interest included). */
  valueCents: number;
  /** A card payment's installments and each one's value (issue #27); absent for Pix. */
  card?: { installments: number; installmentValueCents: number };
  now: Date;
}

export type PayOutcome =
  /** The order became paid and its tickets were issued. */
  | 'paid'
  /** The money cannot buy the tickets: the order is flagged `needs_refund`. */
  | 'unserviceable'
  | 'not-found';

class StockGone extends Error {}

/**
 * Takes an expired order's stock and coupon uses again, all or nothing (a savepoint undoes a partial take), with
 * the same conditional updates as a reservation: it never oversells a lot nor a coupon.
 */
/** What the ledger records of a paid order: its items, in id order. */
function chargedItems(tx: Db, orderId: string): Promise<ChargedItem[]> {
  return tx
    .select({
      id: orderItems.id,
      ticketTypeId: orderItems.ticketTypeId,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      discountCents: orderItems.discountCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

async function retakeStock(tx: Db, orderId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      const [row] = await queryRows<{ wanted: number; taken: number; coupons: number; couponsTaken: number }>(
        savepoint,
        sql`
          with wanted as (${itemsOf(sql`${orderId}::uuid`)}),
          taken as (${takeStock(sql`select * from wanted`)}),
          coupon_taken as (${retakeCouponUses(orderId)})
          select (select count(*)::int from wanted) as wanted, (select count(*)::int from taken) as taken,
                 (select count(*)::int from (${couponUsesOf(sql`${orderId}::uuid`)}) c) as coupons,
                 (select count(*)::int from coupon_taken) as "couponsTaken"`,
      );
      if (!row || row.taken !== row.wanted || row.couponsTaken !== row.coupons) throw new StockGone();
      // Its half-price documents too: one claimed by another order since is as gone as the stock.
      await savepoint.execute(retakeMeiaClaims(sql`${orderId}::uuid`));
      // And its seats (issue #29): one another order took since, or that left the map, is as gone as the stock.
      await savepoint.execute(retakeSeatClaims(sql`${orderId}::uuid`));
    });
    return true;
  } catch (error) {
    if (error instanceof StockGone || isMeiaClaimTaken(error) || seatClaimTaken(error)) return false;
    throw error;
  }
}

/** Why money that arrived cannot buy the order's tickets, or undefined when it can (after retaking stock). */
async function obstacle(tx: Db, order: Order, valueCents: number): Promise<string | undefined> {
  if (valueCents < order.totalCents) return 'amount_below_total';
  switch (order.status) {
    case 'pending':
      return undefined;
    case 'expired':
      return (await retakeStock(tx, order.id)) ? undefined : 'stock_gone';
    case 'paid':
    case 'cancelled':
    case 'refunded':
      return `order_${order.status}`;
  }
}

/**
 * pay: money arrived for an order. A pending order becomes paid; an expired one too if its stock can be taken
 * again; and it gets one ticket per attendee, issued exactly once, and its sale enters the sales ledger on the
 * day the money arrived. Money that cannot buy the tickets (too little,
 * an order paid by another charge, cancelled or refunded, stock gone) flags the order `needs_refund`: a paid
 * order never goes back. The caller records which payment it was (and that it was applied once).
 */
export function pay(ctx: LifecycleContext, payment: Payment, db: Db = ctx.db): Promise<PayOutcome> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) return 'not-found';
    const { now } = payment;
    const reason = await obstacle(tx, order, payment.valueCents);
    if (reason) {
      await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, order.id));
      await publish(tx, ctx.subscribers, [
        {
          type: 'order.payment_unserviceable',
          orderId: order.id,
          eventId: order.eventId,
          occurredAt: now,
          data: { reason, paymentId: payment.paymentId, valueCents: payment.valueCents },
        },
      ]);
      return 'unserviceable';
    }
    // How it was paid, for My orders, the e-mail and the report: a card's interest is what it charged beyond the total.
    const method = payment.card
      ? {
          paymentMethod: 'card',
          installments: payment.card.installments,
          installmentValueCents: payment.card.installmentValueCents,
          interestCents: installmentInterestCents(payment.valueCents, order.totalCents),
        }
      : { paymentMethod: 'pix', installments: null, installmentValueCents: null, interestCents: 0 };
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, paidPaymentId: payment.paymentId, updatedAt: now, ...method })
      .where(eq(orders.id, order.id));
    await issueTickets(tx, order, now);
    await recordSale(tx, { ...order, ...method }, await chargedItems(tx, order.id), now);
    await recordSplitSale(tx, order, payment.paymentId, now);
    await publish(tx, ctx.subscribers, [
      {
        type: 'order.paid',
        orderId: order.id,
        eventId: order.eventId,
        occurredAt: now,
        data: { paymentId: payment.paymentId, valueCents: payment.valueCents, totalCents: order.totalCents },
      },
    ]);
    return 'paid';
  });
}

/** One ticket per attendee of the order; the unique attendee index makes a second issue a no-op. */
async function issueTickets(tx: Db, order: Order, now: Date): Promise<void> {
  const people = await tx
    .select({ id: attendees.id, ticketTypeId: attendees.ticketTypeId, name: attendees.name })
    .from(attendees)
    .where(eq(attendees.orderId, order.id))
    .orderBy(asc(attendees.idx));
  if (people.length === 0) return;
  await tx
    .insert(tickets)
    .values(
      people.map((person) => ({
        orderId: order.id,
        attendeeId: person.id,
        ticketTypeId: person.ticketTypeId,
        eventId: order.eventId,
        code: newTicketCode(),
        attendeeName: person.name,
        issuedAt: now,
      })),
    )
    .onConflictDoNothing({ target: tickets.attendeeId, where: sql`${tickets.state} <> 'reissued'` });
}
