import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, webhookEvents, type Order, type Payment } from '../../db/schema';
import { inTransaction, lockOrder, type OrderLifecycle } from '../orders';
import type { PaymentStatus } from './payments-repository';
import type { PaymentEvent } from './provider';
import { confirmRefund, requestRefund } from './refunds';

/*
 * The one path every payment event takes (Asaas's webhook, the local provider's confirmations), in our own terms
 * (provider.ts). Providers deliver at least once, late, out of order and concurrently; everything below happens
 * in ONE transaction that starts by recording the event id under its unique constraint, so a redelivery finds it
 * and changes nothing, and holds the order's row lock, so two events about one order apply one after the other.
 * The order itself changes only through the lifecycle (orders/lifecycle), inside this transaction.
 *
 * - paid: the payment is recorded `received` (once: a second paying event of it, RECEIVED after CONFIRMED, or
 *   one arriving after its refund, changes nothing) and the lifecycle's `pay` applies it: pending (or expired
 *   with stock left) → paid with tickets; otherwise the order is flagged and the money's refund is requested
 *   (refunds.ts), in this transaction.
 * - Pix PAYMENT_CONFIRMED counts as paid: on an individual Asaas account it can be a precautionary block of up
 *   to 72 h that ends RECEIVED or REFUNDED. The buyer gets the tickets at once (the door cannot wait 3 days);
 *   a REFUNDED that follows takes the order back through the lifecycle's `refund`, so the tickets stop admitting.
 * - refunded / chargeback: the payment is recorded `refunded` (and a refund we asked for, confirmed; one started at
 *   the provider, recorded as `provider_refunded`, already confirmed); when it is
 *   the payment that paid the order, the lifecycle's `refund` makes the order `refunded`, cancels its tickets
 *   and returns its stock (a refund we asked for already did, when it was requested).
 * - cancelled: a pending charge is recorded `deleted`.
 * - analysis (a card in the provider's risk analysis): the lifecycle holds the order until the analysis ends.
 * - reproved (the analysis refused the card): the charge is recorded `refused` and the lifecycle cancels the
 *   pending order, giving its stock back.
 * - A card in installments is one provider payment per installment, all naming its plan: an event about any of
 *   them is about the card charge we recorded (its first payment), so the second installment's confirmation
 *   changes nothing and the plan's refund refunds the order once.
 * - other: only recorded.
 */

export type PaymentOutcome =
  /** The event id was seen before. */
  | 'duplicate'
  /** Not about a payment of ours, or an event that is only recorded. */
  | 'ignored'
  /** This payment had already been applied. */
  | 'already-applied'
  /** The order became paid and its tickets were issued. */
  | 'paid'
  /** Money that cannot buy the tickets: the order is flagged `needs_refund` and its refund requested. */
  | 'refund'
  /** The order was refunded: its tickets no longer admit. */
  | 'refunded'
  /** A card's risk analysis refused it: the pending order was cancelled and its stock given back. */
  | 'cancelled'
  /** The payment record changed (withdrawn, or its money went back without touching the order). */
  | 'recorded';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type KnownPaymentEvent = PaymentEvent & { paymentId: string };

/** The order the event is about, locked: through our payment record, else the charge's order reference. */
async function lockOrderOf(tx: Db, event: KnownPaymentEvent): Promise<Order | undefined> {
  const [known] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, event.paymentId))
    .limit(1);
  const orderId = known?.orderId ?? (event.orderId && UUID.test(event.orderId) ? event.orderId : undefined);
  if (!orderId) return undefined;
  return lockOrder(tx, orderId);
}

async function paymentOf(tx: Db, paymentId: string): Promise<Payment | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
  return payment;
}

/** The event as about our record of the charge: another installment's payment names the card charge's plan. */
async function asRecordedCharge(tx: Db, event: KnownPaymentEvent): Promise<KnownPaymentEvent> {
  if (!event.installmentId || (await paymentOf(tx, event.paymentId))) return event;
  const [charge] = await tx
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.providerInstallmentId, event.installmentId))
    .limit(1);
  return charge ? { ...event, paymentId: charge.providerPaymentId } : event;
}

async function applyAnalysis(
  tx: Db,
  lifecycle: OrderLifecycle,
  order: Order,
  event: KnownPaymentEvent,
  now: Date,
): Promise<PaymentOutcome> {
  const payment = await paymentOf(tx, event.paymentId);
  if (!payment || payment.status !== 'analysis') return 'ignored';
  const { held } = await lifecycle.holdForAnalysis(
    { orderId: order.id, paymentId: event.paymentId, now },
    tx,
  );
  return held ? 'recorded' : 'ignored';
}

async function applyReproval(
  tx: Db,
  lifecycle: OrderLifecycle,
  order: Order,
  event: KnownPaymentEvent,
  now: Date,
): Promise<PaymentOutcome> {
  const [refused] = await tx
    .update(payments)
    .set({ status: 'refused' satisfies PaymentStatus, updatedAt: now })
    .where(
      and(
        eq(payments.providerPaymentId, event.paymentId),
        inArray(payments.status, ['analysis', 'authorized'] satisfies PaymentStatus[]),
      ),
    )
    .returning({ id: payments.id });
  if (!refused) return 'ignored';
  const { cancelled } = await lifecycle.cancel({ orderId: order.id, now }, tx);
  return cancelled ? 'cancelled' : 'recorded';
}

async function applyPayment(
  tx: Db,
  lifecycle: OrderLifecycle,
  order: Order,
  event: KnownPaymentEvent,
  provider: string,
  now: Date,
): Promise<PaymentOutcome> {
  const payment = await paymentOf(tx, event.paymentId);
  if (payment?.status === 'received' || payment?.status === 'refunded') return 'already-applied';
  // A card the risk analysis reproved was never charged: nothing arrives for it, whatever is told later.
  if (payment?.status === 'refused') return 'ignored';
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
  // A card's event tells one installment: the charge as recorded is what arrived (interest included).
  const card =
    payment?.method === 'card'
      ? { installments: payment.installments ?? 1, installmentValueCents: payment.installmentValueCents ?? 0 }
      : undefined;
  const valueCents = card ? payment!.valueCents : (event.valueCents ?? payment?.valueCents ?? 0);
  const outcome = await lifecycle.pay(
    { orderId: order.id, paymentId: event.paymentId, valueCents, now, ...(card && { card }) },
    tx,
  );
  if (outcome === 'paid') return 'paid';
  // Money that cannot buy the tickets goes back by itself: the refund is owed from this very transaction.
  await requestRefund(tx, {
    orderId: order.id,
    providerPaymentId: event.paymentId,
    amountCents: valueCents,
    reason: 'late_payment',
    now,
  });
  return 'refund';
}

async function applyReturn(
  tx: Db,
  lifecycle: OrderLifecycle,
  order: Order,
  event: KnownPaymentEvent,
  now: Date,
): Promise<PaymentOutcome> {
  if (event.kind === 'refunded') {
    const payment = await paymentOf(tx, event.paymentId);
    await confirmRefund(
      tx,
      {
        orderId: order.id,
        providerPaymentId: event.paymentId,
        amountCents: event.valueCents ?? payment?.valueCents ?? 0,
        received: payment?.status === 'received',
      },
      now,
    );
  }
  // A refund that overtakes its payment's own confirmation marks it too: the late confirmation then changes nothing.
  const [returned] = await tx
    .update(payments)
    .set({ status: 'refunded' satisfies PaymentStatus, updatedAt: now })
    .where(
      and(
        eq(payments.providerPaymentId, event.paymentId),
        inArray(payments.status, ['received', 'pending'] satisfies PaymentStatus[]),
      ),
    )
    .returning({ id: payments.id });
  if (!returned) return 'ignored';
  if (order.status !== 'paid' || order.paidPaymentId !== event.paymentId) return 'recorded';
  const outcome = await lifecycle.refund(
    {
      orderId: order.id,
      reason: event.kind === 'chargeback' ? 'chargeback' : 'refund',
      paymentId: event.paymentId,
      now,
    },
    tx,
  );
  return outcome === 'refunded' ? 'refunded' : 'recorded';
}

async function applyWithdrawal(tx: Db, event: KnownPaymentEvent, now: Date): Promise<PaymentOutcome> {
  const changed = await tx
    .update(payments)
    .set({ status: 'deleted' satisfies PaymentStatus, updatedAt: now })
    .where(and(eq(payments.providerPaymentId, event.paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return changed.length > 0 ? 'recorded' : 'ignored';
}

export interface PaymentEventResult {
  outcome: PaymentOutcome;
  orderId?: string;
}

/** Applies one payment event exactly once (see above). `payload` is the event as received, kept for audit. */
export function processPaymentEvent(
  db: Db,
  lifecycle: OrderLifecycle,
  event: PaymentEvent,
  payload: unknown,
  provider: string,
  now: Date,
): Promise<PaymentEventResult> {
  return inTransaction(db, async (tx): Promise<PaymentEventResult> => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({
        eventId: event.eventId,
        paymentId: event.paymentId,
        type: event.providerType,
        payload,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ id: webhookEvents.id });
    if (!recorded) return { outcome: 'duplicate' };
    const { paymentId } = event;
    if (paymentId === null || event.kind === 'other') return { outcome: 'ignored' };
    const known = await asRecordedCharge(tx, { ...event, paymentId });
    const order = await lockOrderOf(tx, known);
    if (!order) return { outcome: 'ignored' };
    const outcome =
      event.kind === 'paid'
        ? await applyPayment(tx, lifecycle, order, known, provider, now)
        : event.kind === 'cancelled'
          ? await applyWithdrawal(tx, known, now)
          : event.kind === 'analysis'
            ? await applyAnalysis(tx, lifecycle, order, known, now)
            : event.kind === 'reproved'
              ? await applyReproval(tx, lifecycle, order, known, now)
              : await applyReturn(tx, lifecycle, order, known, now);
    return { outcome, orderId: order.id };
  });
}
