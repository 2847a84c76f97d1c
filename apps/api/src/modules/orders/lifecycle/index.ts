import type { Db } from '../../../db/client';
import { cancel } from './cancel';
import type { LifecycleContext } from './context';
import { discardOrdersOfEvent, firstOrderedType, type DiscardOutcome } from './discard';
import type { DomainEventSubscriber } from './domain-events';
import { expireDue, sweepExpired, type ExpiryScope } from './expire';
import { holdForAnalysis } from './hold';
import { pay, type Payment, type PayOutcome } from './pay';
import { refund, type Refund, type RefundOutcome } from './refund';
import { reissueTicket, type Reissue, type ReissueOutcome } from './reissue';
import { reserve, type Reservation, type ReservationResult } from './reserve';

/*
 * The orders lifecycle: the only code that changes an order's status, a lot's stock (`ticket_types.sold`) or a
 * ticket (its issue and its state). Each transition is one transaction that appends its domain events (see
 * domain-events.ts); ESLint (eslint-rules/table-ownership.js) fails on code elsewhere that touches its tables. Transitions that
 * take a `tx` run inside the caller's transaction (the webhook records a delivery and applies it atomically).
 */
export interface OrderLifecycle {
  reserve(reservation: Reservation): Promise<ReservationResult>;
  expireDue(now: Date, scope?: ExpiryScope): Promise<number>;
  sweepExpired(now: Date): Promise<number>;
  pay(payment: Payment, tx?: Db): Promise<PayOutcome>;
  cancel(input: { orderId: string; now: Date }, tx?: Db): Promise<{ cancelled: boolean }>;
  holdForAnalysis(
    input: { orderId: string; paymentId: string; now: Date },
    tx?: Db,
  ): Promise<{ held: boolean }>;
  refund(input: Refund, tx?: Db): Promise<RefundOutcome>;
  reissueTicket(input: Reissue, tx?: Db): Promise<ReissueOutcome>;
  /** Inside the event deletion's transaction (see discard.ts); modules/events is handed it. */
  discardOrdersOfEvent(tx: Db, eventId: string, now: Date): Promise<DiscardOutcome>;
  /** Inside an event edit's transaction: the first of these lots an order took (see discard.ts). */
  firstOrderedType(tx: Db, typeIds: readonly string[]): Promise<string | undefined>;
}

export function createOrderLifecycle(
  db: Db,
  subscribers: readonly DomainEventSubscriber[] = [],
  pool?: LifecycleContext['pool'],
): OrderLifecycle {
  const ctx: LifecycleContext = { db, subscribers, pool };
  return {
    reserve: (reservation) => reserve(ctx, reservation),
    expireDue: (now, scope) => expireDue(ctx, now, scope),
    sweepExpired: (now) => sweepExpired(ctx, now),
    pay: (payment, tx) => pay(ctx, payment, tx),
    cancel: (input, tx) => cancel(ctx, input, tx),
    holdForAnalysis: (input, tx) => holdForAnalysis(ctx, input, tx),
    refund: (input, tx) => refund(ctx, input, tx),
    reissueTicket: (input, tx) => reissueTicket(ctx, input, tx),
    discardOrdersOfEvent: (tx, eventId, now) => discardOrdersOfEvent(ctx, tx, eventId, now),
    firstOrderedType,
  };
}

export { heldByBuyer, heldByDueOrders, type Reservation, type ReservationResult } from './reserve';
export { EXPIRY_BATCH, isDue, seenAt, type ExpiryScope } from './expire';
export { inTransaction } from './transaction';
export { newTicketCode } from './tickets';
export type { PayOutcome, RefundOutcome, ReissueOutcome };
export type { DomainEvent, DomainEventSubscriber, DomainEventType } from './domain-events';
export { recordPayer, whilePending, type WhilePending } from './payer';
export { lockOrder } from './order-lock';
export {
  eventOrdersOutstanding,
  eventsWithOpenOrders,
  openOrdersOfEvent,
  orderHeads,
  orderNoLongerPending,
  type EventOrdersOutstanding,
  type OpenOrder,
} from './order-reads';
export { admissible, admissibleAs, admissionRefusalText, currentTicket } from './admission';
