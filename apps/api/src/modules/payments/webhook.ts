import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  attendees,
  orders,
  payments,
  tickets,
  webhookEvents,
  type Order,
  type OrderStatus,
} from '../../db/schema';
import { retryTransient } from '../orders/transient';
import type { PaymentStatus } from './payments-repository';
import type { PaymentEvent } from './provider';

/*
 * The one path every payment confirmation takes (Asaas's webhook and the local "Simular pagamento"). Asaas
 * delivers at least once, late, out of order and concurrently; everything below happens in ONE transaction that
 * starts by recording the event id under its unique constraint, so a redelivery finds it and changes nothing,
 * and holds the order's row lock, so two deliveries about one order apply one after the other.
 *
 * Paying events (PAYMENT_RECEIVED, PAYMENT_CONFIRMED) for a payment not yet applied:
 * - pending order → paid, one ticket per attendee (tickets.attendee_id is unique: issued exactly once);
 * - expired order → its tickets are reserved again with the same conditional update as a new order, if stock
 *   remains (then paid + tickets); otherwise the order stays expired with `needs_refund`;
 * - paid order (paid by another charge) or cancelled order → `needs_refund`: a paid order never goes back;
 * - an amount below the order's total → `needs_refund`, no tickets.
 * A second paying event of the same payment (RECEIVED after CONFIRMED) finds it `received` and changes nothing.
 *
 * Other events are recorded and handled conservatively: PAYMENT_DELETED withdraws a pending charge; refunds and
 * chargebacks (PAYMENT_REFUNDED, PAYMENT_PARTIALLY_REFUNDED, PAYMENT_REFUND_IN_PROGRESS, PAYMENT_CHARGEBACK_*,
 * PAYMENT_RECEIVED_IN_CASH_UNDONE) mark the payment `refunded` but leave the order and its tickets alone (what
 * happens to tickets already issued is the organizer's call); anything else (PAYMENT_CREATED, PAYMENT_UPDATED,
 * PAYMENT_OVERDUE — a Pix charge stays payable after its due date...) is only recorded.
 */

export const PAYING_EVENTS: ReadonlySet<string> = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);
const WITHDRAWING_EVENTS: ReadonlySet<string> = new Set(['PAYMENT_DELETED']);
const REFUNDING_EVENTS: ReadonlySet<string> = new Set([
  'PAYMENT_REFUNDED',
  'PAYMENT_PARTIALLY_REFUNDED',
  'PAYMENT_REFUND_IN_PROGRESS',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_RECEIVED_IN_CASH_UNDONE',
]);

export type PaymentOutcome =
  /** The event id was seen before. */
  | 'duplicate'
  /** Not about a payment of ours, or an event that is only recorded. */
  | 'ignored'
  /** This payment had already been applied. */
  | 'already-applied'
  /** The order became paid and its tickets were issued. */
  | 'paid'
  /** Money that cannot buy the tickets: the order is flagged `needs_refund`. */
  | 'refund'
  /** The payment record changed (withdrawn, refunded). */
  | 'recorded';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ticket's code: 128 random bits, base64url (22 characters); the capability for its QR image and PDF. */
export const newTicketCode = () => randomBytes(16).toString('base64url');

/** The order the event is about, locked: through our payment record, else the charge's externalReference. */
async function lockOrderOf(tx: Db, event: PaymentEvent & { paymentId: string }): Promise<Order | undefined> {
  const [known] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, event.paymentId))
    .limit(1);
  const orderId =
    known?.orderId ??
    (event.externalReference && UUID.test(event.externalReference) ? event.externalReference : undefined);
  if (!orderId) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

async function markPaid(tx: Db, order: Order, from: OrderStatus, now: Date): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  // The row is locked by this transaction: its status cannot have changed since it was read.
  if (!paid) throw new Error(`pedido ${order.id} deixou de estar ${from} sob lock`);
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
    .onConflictDoNothing({ target: tickets.attendeeId });
}

async function flagRefund(tx: Db, order: Order, now: Date): Promise<'refund'> {
  await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, order.id));
  return 'refund';
}

class StockGone extends Error {}

/**
 * Reserves an expired order's tickets again, all or nothing (a savepoint undoes a partial reservation). The same
 * conditional update as a new order: it never oversells.
 */
async function reserveAgain(tx: Db, orderId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      const [row] = await queryRows<{ wanted: number; reserved: number }>(
        savepoint,
        sql`
          with wanted as (
            select ticket_type_id, sum(quantity)::int as quantity
            from order_items where order_id = ${orderId}
            group by ticket_type_id
          ),
          reserved as (
            update ticket_types t set sold = t.sold + w.quantity
            from wanted w
            where t.id = w.ticket_type_id and t.sold + w.quantity <= t.quantity
            returning t.id
          )
          select (select count(*)::int from wanted) as wanted, (select count(*)::int from reserved) as reserved`,
      );
      if (!row || row.reserved !== row.wanted) throw new StockGone();
    });
    return true;
  } catch (error) {
    if (error instanceof StockGone) return false;
    throw error;
  }
}

async function applyPayment(
  tx: Db,
  order: Order,
  event: PaymentEvent & { paymentId: string },
  provider: string,
  now: Date,
): Promise<PaymentOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, event.paymentId));
  if (payment?.status === ('received' satisfies PaymentStatus)) return 'already-applied';
  const received = { status: 'received' satisfies PaymentStatus, updatedAt: now };
  if (payment) await tx.update(payments).set(received).where(eq(payments.id, payment.id));
  else {
    // A charge we never recorded (its creation timed out on our side) but that names this order.
    await tx.insert(payments).values({
      ...received,
      orderId: order.id,
      provider,
      providerPaymentId: event.paymentId,
      copiaECola: '',
      qrCodeBase64: '',
      valueCents: event.valueCents ?? 0,
      createdAt: now,
    });
  }

  const value = event.valueCents ?? payment?.valueCents ?? 0;
  if (value < order.totalCents) return flagRefund(tx, order, now);
  switch (order.status) {
    case 'pending':
      await markPaid(tx, order, 'pending', now);
      return 'paid';
    case 'expired':
      if (!(await reserveAgain(tx, order.id))) return flagRefund(tx, order, now);
      await markPaid(tx, order, 'expired', now);
      return 'paid';
    case 'paid':
    case 'cancelled':
      return flagRefund(tx, order, now);
  }
}

async function applyStatusEvent(tx: Db, event: PaymentEvent & { paymentId: string }, now: Date) {
  const change: { from: PaymentStatus; to: PaymentStatus } | undefined = WITHDRAWING_EVENTS.has(event.type)
    ? { from: 'pending', to: 'deleted' }
    : REFUNDING_EVENTS.has(event.type)
      ? { from: 'received', to: 'refunded' }
      : undefined;
  if (!change) return 'ignored';
  const changed = await tx
    .update(payments)
    .set({ status: change.to, updatedAt: now })
    .where(and(eq(payments.providerPaymentId, event.paymentId), eq(payments.status, change.from)))
    .returning({ id: payments.id });
  return changed.length > 0 ? 'recorded' : 'ignored';
}

export interface PaymentEventResult {
  outcome: PaymentOutcome;
  orderId?: string;
}

/** Applies one webhook event exactly once (see above). `payload` is the event as received, kept for audit. */
export function processPaymentEvent(
  db: Db,
  event: PaymentEvent,
  payload: unknown,
  provider: string,
  now: Date,
): Promise<PaymentEventResult> {
  return retryTransient(() =>
    db.transaction(async (tx): Promise<PaymentEventResult> => {
      const [recorded] = await tx
        .insert(webhookEvents)
        .values({
          eventId: event.eventId,
          paymentId: event.paymentId,
          type: event.type,
          payload,
          receivedAt: now,
        })
        .onConflictDoNothing({ target: webhookEvents.eventId })
        .returning({ id: webhookEvents.id });
      if (!recorded) return { outcome: 'duplicate' };
      const { paymentId } = event;
      if (paymentId === null) return { outcome: 'ignored' };
      const order = await lockOrderOf(tx, { ...event, paymentId });
      if (!order) return { outcome: 'ignored' };
      const outcome = PAYING_EVENTS.has(event.type)
        ? await applyPayment(tx, order, { ...event, paymentId }, provider, now)
        : await applyStatusEvent(tx, { ...event, paymentId }, now);
      return { outcome, orderId: order.id };
    }),
  );
}
