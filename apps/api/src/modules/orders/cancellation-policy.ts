import { MIN_HOURS_BEFORE_EVENT, REGRET_DAYS } from '@bilheteria/rules';
import type { Order } from '../../db/schema';

/*
 * When a buyer may give an order up (DESIGN.md "After the sale"; CDC art. 49 as the Brazilian market applies it):
 * an order awaiting payment at any time; a paid one within 7 days of its payment and at least 48 h before its
 * event starts, with the amount paid refunded. One function answers both the order detail ("can I?") and the
 * cancellation itself, so the screen never offers what the server refuses.
 */

export { MIN_HOURS_BEFORE_EVENT, REGRET_DAYS };

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export const cancellationMessages = {
  windowClosed: `O prazo para cancelar terminou: um pedido pago pode ser cancelado em até ${REGRET_DAYS} dias do pagamento.`,
  eventTooClose: `Não é mais possível cancelar: o cancelamento com estorno vale até ${MIN_HOURS_BEFORE_EVENT} horas antes do início do evento.`,
  notCancellable: 'Este pedido não pode mais ser cancelado.',
  ticketUsed: 'Não é possível cancelar: um ingresso deste pedido já foi usado na entrada do evento.',
  ticketTransferred: 'Este pedido tem ingresso transferido e não pode ser cancelado.',
} as const;

export type CancellationRefusal =
  'CANCELLATION_WINDOW_CLOSED' | 'EVENT_TOO_CLOSE' | 'ORDER_NOT_CANCELLABLE' | 'TICKET_TRANSFERRED';

export interface CancellationVerdict {
  allowed: boolean;
  /** pt-BR, when not allowed. */
  reason: string | null;
  code: CancellationRefusal | null;
  /** What goes back to the buyer: the amount paid (0 for an unpaid order). */
  refundCents: number;
  /** Until when a paid order may be cancelled; null for other statuses. */
  deadline: Date | null;
}

const refused = (code: CancellationRefusal, reason: string, deadline: Date | null): CancellationVerdict => ({
  allowed: false,
  reason,
  code,
  refundCents: 0,
  deadline,
});

/**
 * `transferred`: a ticket of the order went to someone else, and the one asking is its buyer (an ADMIN may still
 * cancel it, issue #25): the buyer refunding it would take a ticket that is no longer theirs.
 */
export function cancellationVerdict(
  order: Pick<Order, 'status' | 'paidAt' | 'totalCents'>,
  eventStart: Date | null,
  now: Date,
  { transferred = false }: { transferred?: boolean } = {},
): CancellationVerdict {
  if (order.status === 'pending')
    return { allowed: true, reason: null, code: null, refundCents: 0, deadline: null };
  if (order.status !== 'paid' || !order.paidAt)
    return refused('ORDER_NOT_CANCELLABLE', cancellationMessages.notCancellable, null);
  if (transferred) return refused('TICKET_TRANSFERRED', cancellationMessages.ticketTransferred, null);
  const regretEnds = order.paidAt.getTime() + REGRET_DAYS * DAY_MS;
  const eventLimit = eventStart ? eventStart.getTime() - MIN_HOURS_BEFORE_EVENT * HOUR_MS : Infinity;
  const deadline = new Date(Math.min(regretEnds, eventLimit));
  if (now.getTime() > eventLimit)
    return refused('EVENT_TOO_CLOSE', cancellationMessages.eventTooClose, deadline);
  if (now.getTime() > regretEnds)
    return refused('CANCELLATION_WINDOW_CLOSED', cancellationMessages.windowClosed, deadline);
  return { allowed: true, reason: null, code: null, refundCents: order.totalCents, deadline };
}
