import { centsToReais } from '@bilheteria/rules';
import type { Schemas } from '@bilheteria/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canManageEvent, cancelledEventIds, findEventForCancellation, markEventCancelled } from '../events';
import {
  eventOrdersOutstanding,
  eventsWithOpenOrders,
  inTransaction,
  openOrdersOfEvent,
  type OrderLifecycle,
} from '../orders';
import { requestRefund } from './refunds';

/*
 * An organizer calls an event off (#15; pretix's cancelevent): sales close at once (the event's `cancelled_at`,
 * which pricing refuses), then every order is settled one by one, each in its own transaction through the
 * lifecycle: a pending order is cancelled, a paid one refunded (its tickets stop, its stock returns) with its
 * refund owed under the charge's unique key. The event's mark is written first and the orders are found by their
 * status, so a crash half-way leaves a state the next run (a repeat call, or every replica's periodic settle)
 * simply continues: an order already refunded is not found again, and a refund is never owed twice.
 */

export const eventCancellationMessages = {
  notFound: 'Evento não encontrado.',
  draft: 'Um rascunho não tem vendas: exclua-o em vez de cancelar.',
} as const;

/** Orders settled per batch: short transactions while a big event is refunded. */
const BATCH = 100;

export interface EventCancellationDeps {
  db: Db;
  lifecycle: OrderLifecycle;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Withdraws charges and asks for the refunds owed (payments-service `settle`). */
  settle: () => Promise<void>;
}

/** Refunds or cancels the event's open orders, batch by batch, until none is left. Returns how many it settled. */
export async function settleCancelledEvent(deps: EventCancellationDeps, eventId: string): Promise<number> {
  let settled = 0;
  for (;;) {
    const open = await openOrdersOfEvent(deps.db, eventId, BATCH);
    if (open.length === 0) return settled;
    for (const order of open) {
      const now = deps.now();
      if (order.status === 'pending') {
        await deps.lifecycle.cancel({ orderId: order.id, now });
      } else {
        await inTransaction(deps.db, async (tx) => {
          const outcome = await deps.lifecycle.refund(
            { orderId: order.id, reason: 'refund', paymentId: order.paidPaymentId, now },
            tx,
          );
          if (outcome !== 'refunded' || !order.paidPaymentId) return;
          await requestRefund(tx, {
            orderId: order.id,
            providerPaymentId: order.paidPaymentId,
            // What was charged: a card's interest goes back too.
            amountCents: order.totalCents + order.interestCents,
            reason: 'event_cancelled',
            now,
          });
        });
      }
      settled++;
    }
  }
}

/** Every cancelled event with orders still open (a crash half-way, or a payment that arrived meanwhile). */
export async function resumeCancelledEvents(deps: EventCancellationDeps): Promise<number> {
  let settled = 0;
  for (const eventId of await eventsWithOpenOrders(deps.db, await cancelledEventIds(deps.db)))
    settled += await settleCancelledEvent(deps, eventId);
  return settled;
}

export async function cancelEvent(
  deps: EventCancellationDeps,
  user: User,
  eventId: string,
  dryRun: boolean,
): Promise<Schemas['EventCancellation']> {
  const event = await findEventForCancellation(deps.db, eventId);
  if (!event || !canManageEvent(user, event)) throw new HttpError(404, eventCancellationMessages.notFound);
  if (event.status !== 'published')
    throw new HttpError(409, eventCancellationMessages.draft, 'EVENT_NOT_PUBLISHED');
  const before = await eventOrdersOutstanding(deps.db, eventId);
  let cancelledAt = event.cancelledAt;
  if (!dryRun) {
    cancelledAt = await markEventCancelled(deps.db, eventId, deps.now());
    await settleCancelledEvent(deps, eventId);
    await deps.settle();
  }
  return {
    eventId,
    dryRun,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    paidOrders: before.paidOrders,
    pendingOrders: before.pendingOrders,
    tickets: before.tickets,
    refundAmount: centsToReais(before.refundCents),
  };
}
