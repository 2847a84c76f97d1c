import type { Db } from '../../../db/client';
import { domainEvents } from '../../../db/schema';

/*
 * What happened to an order or a ticket, one row per transition, appended in the transition's transaction. Code
 * that must follow money or tickets (the sales ledger; the e-mail outbox) subscribes here instead of being
 * called from each place that changes an order: a subscriber runs inside the same transaction, so what it
 * writes commits or rolls back with the transition.
 */

export const domainEventTypes = [
  'order.reserved',
  'order.paid',
  'order.expired',
  'order.cancelled',
  'order.refunded',
  /** Money arrived that cannot buy the order's tickets (too little, order not payable, stock gone). */
  'order.payment_unserviceable',
  /** A card payment went to the provider's risk analysis: the order's hold was extended (issue #27). */
  'order.payment_in_analysis',
  /** Unpaid orders removed with their event. */
  'order.discarded',
  'ticket.reissued',
] as const;
export type DomainEventType = (typeof domainEventTypes)[number];

export interface DomainEvent {
  type: DomainEventType;
  orderId: string;
  /** The event (show) the order is for. */
  eventId: string;
  ticketId?: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export interface DomainEventSubscriber {
  /** The types it follows: transitions of other types do not call it (and may skip their transaction). */
  types: ReadonlySet<DomainEventType>;
  /** Runs inside the transition's transaction, after its rows are written. */
  handle(tx: Db, events: readonly DomainEvent[]): Promise<void>;
}

/** Whether any subscriber follows `type` (then a transition written as one statement runs in a transaction). */
export const followed = (subscribers: readonly DomainEventSubscriber[], type: DomainEventType) =>
  subscribers.some((subscriber) => subscriber.types.has(type));

/** Hands the events to the subscribers that follow their types. */
export async function notify(
  tx: Db,
  subscribers: readonly DomainEventSubscriber[],
  events: readonly DomainEvent[],
): Promise<void> {
  for (const subscriber of subscribers) {
    const mine = events.filter((event) => subscriber.types.has(event.type));
    if (mine.length > 0) await subscriber.handle(tx, mine);
  }
}

/** Appends the events' rows and notifies the subscribers, in `tx`. */
export async function publish(
  tx: Db,
  subscribers: readonly DomainEventSubscriber[],
  events: readonly DomainEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(
    events.map((event) => ({
      type: event.type,
      orderId: event.orderId,
      eventId: event.eventId,
      ticketId: event.ticketId ?? null,
      occurredAt: event.occurredAt,
      data: event.data,
    })),
  );
  await notify(tx, subscribers, events);
}
