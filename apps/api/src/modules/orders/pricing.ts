import { EVENT_ENDED_MESSAGE, eventHasEnded, type EventDates } from '@bilheteria/rules';
import {
  couponCovers,
  couponMessages,
  couponRefusals,
  couponStatusRefusal,
  couponUsedUp,
  discountPerTicket,
  unlockedTypeIds,
  type CouponRefusalCode,
  type CouponView,
} from '../coupons';
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
  | 'LIMIT_REACHED'
  /** A code that is not right for this cart, whatever the reason (couponRefusals). */
  | 'COUPON_INVALID'
  /** A right code with fewer uses left than the cart asks. */
  | 'COUPON_EXHAUSTED';

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

/** What the coupon sent does to the order. */
export interface CouponOutcome {
  /** As the organizer wrote it when it is right for this cart; as sent otherwise (its spelling would tell). */
  code: string;
  coupon: CouponView | undefined;
  /** Why it cannot be used for this order; then it discounts nothing. */
  refusal: Refusal | null;
  /**
   * The code is right but its uses ran short (some maybe held by orders whose hold ended): worth expiring those
   * and pricing again. Never shown: to the buyer a used-up code is as wrong as an unknown one.
   */
  usesShort: boolean;
  /** "Só com cupom" types it shows and sells. */
  unlocked: ReadonlySet<string>;
  /** Types of the event whose price it lowers (never half price). */
  discounted: string[];
  /** Tickets of the order it prices or unlocks: what the reservation takes of its uses. */
  uses: number;
}

/** The event's half-price tickets, over every lot (what "Meias disponíveis" shows). */
export interface MeiaEntradaCount {
  total: number;
  vendidas: number;
  restantes: number;
}

export interface PricedOrder {
  lines: QuotedLine[];
  /** Null when no code was sent. */
  coupon: CouponOutcome | null;
  meiaEntrada: MeiaEntradaCount;
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
  /** The code the buyer sent, and the event's coupon of that code (undefined: none); absent without a code. */
  coupon?: { code: string; found: CouponView | undefined };
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

/** The coupon's effect before the lines are priced: what it unlocks and discounts, or why it is refused. */
function couponBeforeLines(input: PricingInput) {
  if (!input.coupon) return null;
  const { code, found: coupon } = input.coupon;
  const status: CouponRefusalCode | null = !coupon
    ? 'COUPON_NOT_FOUND'
    : couponStatusRefusal(coupon, input.now);
  const unlocks = unlockedTypeIds(coupon, input.types, input.now);
  // Types whose tickets it would count: the ones it unlocks and the ones it lowers the price of.
  const affects = (type: TicketTypeView) =>
    coupon !== undefined &&
    couponCovers(coupon, type.id) &&
    (unlocks.has(type.id) || discountPerTicket(coupon, type.priceCents, type.meiaEntrada) > 0);
  const exhausted = coupon !== undefined && couponUsedUp(coupon);
  const refusalCode: CouponRefusalCode | null =
    status ?? (exhausted ? 'COUPON_EXHAUSTED' : input.types.some(affects) ? null : 'COUPON_NOT_APPLICABLE');
  // A code refused already shows no "só com cupom" lot: the lot's name and price would say the code exists.
  const unlocked = refusalCode === null ? unlocks : new Set<string>();
  return { sent: code.trim(), code: coupon?.code ?? code.trim(), coupon, unlocked, affects, refusalCode };
}

export function priceOrder(input: PricingInput): PricedOrder {
  const effect = couponBeforeLines(input);
  const usable = effect?.coupon && effect.refusalCode === null ? effect.coupon : undefined;
  // A "só com cupom" type is, to whoever has no code that unlocks it, a type the event does not have.
  const visible = input.types.filter((type) => !type.couponOnly || effect?.unlocked.has(type.id));
  const byId = new Map(visible.map((type) => [type.id, type]));
  const cancelled = input.event.cancelledAt != null;
  const ended = cancelled || eventHasEnded(input.event, input.now);
  const sellable = new Set(ended ? [] : sellableTicketTypes(visible, input.now).map((type) => type.id));
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
    const perTicketOff =
      usable && couponCovers(usable, type.id)
        ? discountPerTicket(usable, type.priceCents, type.meiaEntrada)
        : 0;
    const allowance =
      type.perCustomerLimit > 0 ? Math.max(0, type.perCustomerLimit - (held ?? 0)) : remaining;
    return {
      ...line,
      type,
      name: type.name,
      unitPriceCents: type.priceCents,
      perCustomerLimit: type.perCustomerLimit,
      discountCents: perTicketOff * line.quantity,
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
  const coupon = effect && couponOutcome(effect, lines, asked, visible, usable);
  // A refused coupon takes nothing off (the order is not orderable with it anyway).
  if (coupon?.refusal) for (const line of lines) line.discountCents = 0;
  const meias = input.types.filter((type) => type.meiaEntrada);
  const total = meias.reduce((sum, type) => sum + type.quantity, 0);
  const vendidas = meias.reduce((sum, type) => sum + type.sold, 0);
  return {
    lines,
    coupon,
    meiaEntrada: { total, vendidas, restantes: Math.max(0, total - vendidas) },
    totals: computeTotals(lines),
    refusal: orderRefusal,
    orderable:
      orderRefusal === null &&
      (coupon === null || coupon.refusal === null) &&
      lines.every((line) => line.refusal === null) &&
      lines.some((line) => line.quantity > 0),
  };
}

/** The coupon's outcome once the lines are priced: its uses, and whether this order has that many left. */
function couponOutcome(
  effect: NonNullable<ReturnType<typeof couponBeforeLines>>,
  lines: readonly QuotedLine[],
  asked: number,
  visible: readonly TicketTypeView[],
  usable: CouponView | undefined,
): CouponOutcome {
  const { coupon } = effect;
  const uses = lines.reduce(
    (sum, line) => sum + (line.type && effect.affects(line.type) ? line.quantity : 0),
    0,
  );
  let refusalCode = effect.refusalCode;
  if (refusalCode === null && asked > 0 && uses === 0) refusalCode = 'COUPON_NOT_APPLICABLE';
  const left = coupon?.maxUses != null ? coupon.maxUses - coupon.used : Infinity;
  // Right for a smaller cart: "só vale para mais N" (a cart of one ticket would have found the code anyway).
  const fewLeft = refusalCode === null && uses > left;
  const right = refusalCode === null && !fewLeft;
  return {
    code: right || fewLeft ? effect.code : effect.sent,
    coupon,
    refusal: fewLeft
      ? refusal('COUPON_EXHAUSTED', couponMessages.fewLeft(effect.code, left))
      : refusalCode
        ? refusal('COUPON_INVALID', couponRefusals.COUPON_INVALID(effect.sent))
        : null,
    usesShort: fewLeft || refusalCode === 'COUPON_EXHAUSTED',
    unlocked: refusalCode === null ? effect.unlocked : new Set<string>(),
    discounted:
      usable && refusalCode === null
        ? visible
            .filter(
              (type) =>
                couponCovers(usable, type.id) &&
                discountPerTicket(usable, type.priceCents, type.meiaEntrada) > 0,
            )
            .map((type) => type.id)
        : [],
    uses: right ? uses : 0,
  };
}
