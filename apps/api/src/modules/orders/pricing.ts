import { EVENT_ENDED_MESSAGE, eventHasEnded, type EventDates } from '@bilheteria/rules';
import { sellableTicketTypes } from '../events';
import { computeTotals, type OrderTotals } from './money';
import { orderMessages, type OrderLine, type RequestedLine, type TicketTypeView } from './order-rules';

/*
 * The price of an order and what stands in its way, as a pure function of the request, the event, its ticket
 * types, the clock and (when known) what the buyer already holds. POST /orders/quote answers it as it is; POST
 * /orders prices through it and turns its refusals into errors, so the quote and the order never disagree. Every
 * pricing rule (fees, coupons, half price) lands here, once.
 */

export type RefusalCode =
  | 'EVENT_ENDED'
  | 'EVENT_CANCELLED'
  | 'ORDER_LIMIT'
  | 'UNKNOWN_TICKET_TYPE'
  | 'SOLD_OUT'
  | 'NOT_ENOUGH'
  | 'NOT_ON_SALE'
  | 'LIMIT_REACHED';

export interface Refusal {
  code: RefusalCode;
  message: string;
}

/** A requested line, priced, with what its buyer may still take of its type. */
export interface QuotedLine extends OrderLine {
  /** Undefined for a type the event does not have. */
  type: TicketTypeView | undefined;
  discountCents: number;
  remaining: number;
  /** Tickets of the type the buyer already holds (0 when unknown). */
  held: number;
  /**
   * What the buyer may still take of the type now: stock, bounded by the per-customer limit and by what the
   * order's ceiling leaves beside the other lines; 0 when it is not on sale.
   */
  maxQuantity: number;
  refusal: Refusal | null;
}

export interface PricedOrder {
  lines: QuotedLine[];
  totals: OrderTotals;
  /** A refusal of the whole order (the event is over, more tickets than one order may carry). */
  refusal: Refusal | null;
  /** No refusal anywhere and at least one ticket. */
  orderable: boolean;
}

export interface PricingInput {
  lines: readonly RequestedLine[];
  /** Its dates, and whether its organizer called it off (then nothing is sold). */
  event: EventDates & { cancelledAt?: Date | null };
  types: readonly TicketTypeView[];
  now: Date;
  /**
   * Tickets of each type the buyer holds in pending and paid orders; undefined when not known here (an anonymous
   * quote; an order, whose reservation counts them under a lock).
   */
  held?: ReadonlyMap<string, number>;
  /** The platform's ceiling of tickets in one order (MAX_TICKETS_PER_ORDER), whatever the organizer's limits. */
  maxTicketsPerOrder: number;
}

const refusal = (code: RefusalCode, message: string): Refusal => ({ code, message });

function lineRefusal(type: TicketTypeView, quantity: number, sellable: boolean, held: number | undefined) {
  const remaining = type.quantity - type.sold;
  if (remaining <= 0) return refusal('SOLD_OUT', orderMessages.soldOut(type.name));
  if (!sellable) return refusal('NOT_ON_SALE', orderMessages.notOnSale(type.name));
  if (remaining < quantity) return refusal('NOT_ENOUGH', orderMessages.notEnough(type.name, remaining));
  if (held !== undefined && type.perCustomerLimit > 0 && held + quantity > type.perCustomerLimit)
    return refusal('LIMIT_REACHED', orderMessages.limitReached(type.name, type.perCustomerLimit, held));
  return null;
}

export function priceOrder(input: PricingInput): PricedOrder {
  const byId = new Map(input.types.map((type) => [type.id, type]));
  const cancelled = input.event.cancelledAt != null;
  const ended = cancelled || eventHasEnded(input.event, input.now);
  const sellable = new Set(ended ? [] : sellableTicketTypes(input.types, input.now).map((type) => type.id));
  const asked = input.lines.reduce((sum, line) => sum + line.quantity, 0);

  const lines = input.lines.map((line): QuotedLine => {
    const type = byId.get(line.ticketTypeId);
    const held = input.held ? (input.held.get(line.ticketTypeId) ?? 0) : undefined;
    if (!type) {
      return {
        ...line,
        type,
        name: '',
        unitPriceCents: 0,
        perCustomerLimit: 0,
        discountCents: 0,
        remaining: 0,
        held: held ?? 0,
        maxQuantity: 0,
        refusal: refusal('UNKNOWN_TICKET_TYPE', orderMessages.unknownTicketType),
      };
    }
    const remaining = Math.max(0, type.quantity - type.sold);
    const allowance =
      type.perCustomerLimit > 0 ? Math.max(0, type.perCustomerLimit - (held ?? 0)) : remaining;
    return {
      ...line,
      type,
      name: type.name,
      unitPriceCents: type.priceCents,
      perCustomerLimit: type.perCustomerLimit,
      discountCents: 0,
      remaining,
      held: held ?? 0,
      maxQuantity: sellable.has(type.id)
        ? Math.max(0, Math.min(remaining, allowance, input.maxTicketsPerOrder - (asked - line.quantity)))
        : 0,
      // A line asking for nothing (the checkout learning what it may take) is refused nothing.
      refusal:
        line.quantity === 0 || ended ? null : lineRefusal(type, line.quantity, sellable.has(type.id), held),
    };
  });

  const orderRefusal = cancelled
    ? refusal('EVENT_CANCELLED', orderMessages.eventCancelled)
    : ended
      ? refusal('EVENT_ENDED', EVENT_ENDED_MESSAGE)
      : asked > input.maxTicketsPerOrder
        ? refusal('ORDER_LIMIT', orderMessages.orderLimit(input.maxTicketsPerOrder))
        : null;
  return {
    lines,
    totals: computeTotals(lines),
    refusal: orderRefusal,
    orderable:
      orderRefusal === null &&
      lines.every((line) => line.refusal === null) &&
      lines.some((line) => line.quantity > 0),
  };
}
