import { randomUUID } from 'node:crypto';
import type { Schemas } from '@bilheteria/api-client';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RateRule } from '../../plugins/rate-limits';
import { toOrderCreated, toOrderListItem, toOrderQuote } from './dto';
import { reaisToCents } from './money';
import { checkAttendees, mergeItems, orderMessages, type OrderAttendee } from './order-rules';
import { heldByBuyer, heldByDueOrders, seenAt, type OrderLifecycle, type Reservation } from './lifecycle';
import { orderDetail } from './order-reads';
import {
  listOrdersOfBuyer,
  prepareFindEventForOrder,
  type EventForOrder,
} from './lifecycle/orders-repository';
import { priceOrder, type PricedOrder, type PricingInput, type Refusal } from './pricing';
import { couponRefusals, findCouponByCode } from '../coupons';
import { seatsForOrder, type OrderSeat } from '../seating';
import { seatTakenMessage } from '@bilheteria/rules';
import { createSoldOutSnapshots } from './sold-out-snapshots';
import type { InstallmentSettings } from './installments';

/** "My orders" lists at most this many, the newest (the contract has no paging for it). */
export const MY_ORDERS_LIMIT = 200;

export interface OrdersService {
  /** Orders one client address may create per hold period, shared by every replica (ORDERS_PER_IP). */
  readonly ordersPerIpRule: RateRule;
  /** The priced order, without reserving anything; `buyer` (optional) is who would buy it. */
  quote(buyer: User | null, input: Schemas['OrderQuoteInput']): Promise<Schemas['OrderQuote']>;
  create(buyer: User, input: Schemas['OrderInput']): Promise<Schemas['OrderCreated']>;
  listMine(buyer: User): Promise<Schemas['OrderListItem'][]>;
  detail(user: User, orderId: string): Promise<Schemas['OrderDetail']>;
}

/** What POST /orders answers for a refusal the quote would show: 409, with the refusal's code. */
const refused = (refusal: Refusal) => new HttpError(409, refusal.message, refusal.code);

export interface OrderLimits {
  /** Card installments' settings (INSTALLMENTS_FREE, INSTALLMENT_RATE), for the quote and the order. */
  installments: InstallmentSettings;
  holdMinutes: number;
  maxTicketsPerOrder: number;
  maxPendingOrders: number;
  ordersPerIp: number;
  /** Refuses a paid order when the event's organizer may not sell (issue #31: blocked by the ADMIN). */
  checkPaidSales?: (organizerId: string) => Promise<void>;
}

export function createOrdersService(
  db: Db,
  lifecycle: OrderLifecycle,
  now: () => Date,
  limits: OrderLimits,
): OrdersService {
  const { holdMinutes, maxTicketsPerOrder, maxPendingOrders } = limits;
  const soldOut = createSoldOutSnapshots<EventForOrder>();
  const findEventForOrder = prepareFindEventForOrder(db);

  const publishedEvent = async (eventId: string, at: Date): Promise<EventForOrder> => {
    const event = await findEventForOrder(eventId, at);
    if (!event || event.status !== 'published') throw new HttpError(404, orderMessages.eventNotFound);
    soldOut.remember(eventId, event, at);
    return event;
  };

  /** Whether a line or the coupon is refused for want of stock or uses (what due orders may still hold). */
  const short = (priced: PricedOrder) =>
    priced.lines.some((line) => line.refusal && line.refusal.code !== 'UNKNOWN_TICKET_TYPE') ||
    priced.coupon?.usesShort === true;

  /**
   * The quote's answer (a read: it writes nothing, issue #26 point 3): when a line is refused while orders of the
   * event whose hold ended still keep tickets, those tickets are counted as free, as the reservation would find
   * them once it expires those orders.
   */
  const countingDueAsFree = async (
    priced: PricedOrder,
    event: EventForOrder,
    at: Date,
    held: ReadonlyMap<string, number>,
    coupon: PricingInput['coupon'],
  ): Promise<PricedOrder> => {
    if (!short(priced) || priced.refusal || !event.hasDueOrders) return priced;
    const due = await heldByDueOrders(db, event.id, at);
    if (due.size === 0) return priced;
    const types = event.types.map((type) => ({ ...type, sold: type.sold - (due.get(type.id) ?? 0) }));
    return priceOrder({
      lines: priced.lines,
      event,
      types,
      now: at,
      held,
      maxTicketsPerOrder,
      coupon,
    });
  };

  /**
   * The reservation's path: `priced` as it stands, unless one of its lines is refused while orders of the event
   * whose hold ended still keep tickets: those are expired now (the one writer of that transition besides the
   * sweeper) and the event is read and priced again.
   */
  const releasingDue = async (
    priced: PricedOrder,
    event: EventForOrder,
    at: Date,
    held: ReadonlyMap<string, number> | undefined,
    coupon: PricingInput['coupon'],
  ): Promise<PricedOrder> => {
    if (!short(priced) || priced.refusal || !event.hasDueOrders) return priced;
    if ((await lifecycle.expireDue(at, { eventId: event.id })) === 0) return priced;
    const fresh = await publishedEvent(event.id, at);
    const again = coupon && { code: coupon.code, found: await findCouponByCode(db, event.id, coupon.code) };
    return priceOrder({
      lines: priced.lines,
      event: fresh,
      types: fresh.types,
      now: at,
      held,
      maxTicketsPerOrder,
      coupon: again,
    });
  };

  /** The code the buyer sent and the event's coupon of it; undefined when no code was sent. */
  const couponOf = async (
    eventId: string,
    code: string | null | undefined,
  ): Promise<PricingInput['coupon']> => {
    const sent = code?.trim();
    if (!sent) return undefined;
    return { code: sent, found: await findCouponByCode(db, eventId, sent) };
  };

  /**
   * Reserved seating (issue #29): the seats each line asked for (`seatIds` of its items), checked against the map;
   * a seated category's lots are sold only with one seat per ticket.
   */
  const orderSeats = async (
    event: EventForOrder,
    items: Schemas['OrderInput']['items'],
    priced: PricedOrder,
  ): Promise<Map<string, OrderSeat[]>> => {
    const asked = new Map<string, string[]>();
    for (const item of items) {
      const id = item.ticketTypeId.toLowerCase();
      asked.set(id, [...(asked.get(id) ?? []), ...(item.seatIds ?? [])]);
    }
    const categories = event.seatedCategories;
    if (categories.length === 0 && [...asked.values()].every((ids) => ids.length === 0)) return new Map();
    return seatsForOrder(
      db,
      event.id,
      categories,
      priced.lines.map((line) => ({
        ticketTypeId: line.ticketTypeId,
        name: line.name,
        category: line.type!.category,
        quantity: line.quantity,
        seatIds: asked.get(line.ticketTypeId) ?? [],
      })),
    );
  };

  return {
    ordersPerIpRule: { name: 'orders-ip', max: limits.ordersPerIp, windowMs: holdMinutes * 60_000 },

    async quote(buyer, input) {
      const at = now();
      const lines = mergeItems(input.items, { allowZero: true });
      const event = await publishedEvent(input.eventId.toLowerCase(), at);
      // Anonymous: nothing held yet, the limit still applies to what is asked.
      const held = buyer
        ? await heldByBuyer(
            db,
            buyer.id,
            lines.map((line) => line.ticketTypeId),
            at,
          )
        : new Map<string, number>();
      const coupon = await couponOf(event.id, input.coupon);
      const priced = priceOrder({
        lines,
        event,
        types: event.types,
        now: at,
        held,
        maxTicketsPerOrder,
        coupon,
      });
      return toOrderQuote(
        event,
        await countingDueAsFree(priced, event, at, held, coupon),
        limits.installments,
      );
    },

    async create(buyer, input) {
      const at = now();
      const lines = mergeItems(input.items);
      const clientTotal = reaisToCents(input.total);
      if (clientTotal === null) throw new HttpError(400, orderMessages.invalidAmount('total'));

      const eventId = input.eventId.toLowerCase();
      const typeIds = lines.map((line) => line.ticketTypeId);
      // During a sell-out, the refusal comes from a snapshot a few hundred milliseconds old (see sold-out-snapshots).
      const event = soldOut.refusing(eventId, typeIds, at) ?? (await publishedEvent(eventId, at));
      const coupon = await couponOf(event.id, input.coupon);
      const asked = priceOrder({ lines, event, types: event.types, now: at, maxTicketsPerOrder, coupon });
      if (asked.refusal) throw refused(asked.refusal);
      if (asked.lines.some((line) => line.type === undefined))
        throw new HttpError(400, orderMessages.unknownTicketType);
      const meiaTypeIds = new Set(
        asked.lines.filter((line) => line.type?.meiaEntrada).map((line) => line.ticketTypeId),
      );
      const attendees = withSeats(
        checkAttendees(asked.lines, input.attendees, meiaTypeIds),
        await orderSeats(event, input.items, asked),
      );
      const priced = await releasingDue(asked, event, at, undefined, coupon);
      const lineRefusal = priced.lines.find((line) => line.refusal)?.refusal;
      if (lineRefusal) throw refused(lineRefusal);
      if (priced.coupon?.refusal) throw refused(priced.coupon.refusal);
      const { totals } = priced;
      if (totals.totalCents !== clientTotal)
        throw new HttpError(409, orderMessages.totalChanged, 'TOTAL_CHANGED');
      // The event's read said whether its organizer is blocked; payouts checks again and says why.
      if (totals.totalCents > 0 && event.organizerBlocked) await limits.checkPaidSales?.(event.organizerId);

      const reservation: Reservation = {
        orderId: randomUUID(),
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        eventId: event.id,
        paymentMethod: input.metodoPagamento?.trim().toLowerCase() || 'pix',
        lines: priced.lines,
        attendees,
        totals,
        now: at,
        expiresAt: new Date(at.getTime() + holdMinutes * 60_000),
        maxPendingOrders,
        coupon: priced.coupon?.coupon ? { id: priced.coupon.coupon.id, uses: priced.coupon.uses } : null,
      };
      let result = await lifecycle.reserve(reservation);
      // Tickets (and half-price documents) held by orders whose hold ended are freed before the buyer is refused.
      if (
        !result.created &&
        (result.refused === 'SOLD_OUT' ||
          result.refused === 'COUPON_EXHAUSTED' ||
          result.refused === 'MEIA_ENTRADA_TAKEN' ||
          result.refused === 'SEAT_TAKEN') &&
        event.hasDueOrders &&
        (await lifecycle.expireDue(at, { eventId: event.id })) > 0
      )
        result = await lifecycle.reserve(reservation);
      if (!result.created && result.refused === 'SEAT_TAKEN') {
        const seats = new Map(attendees.flatMap((a) => (a.seat ? [[a.seat.id, a.seat] as const] : [])));
        const taken = result.seatIds.flatMap((id) => seats.get(id) ?? []);
        throw new HttpError(
          409,
          seatTakenMessage(taken.map((seat) => ({ row: seat.row, seat: seat.label }))),
          'SEAT_TAKEN',
          { seatIds: taken.map((seat) => seat.ref) },
        );
      }
      if (!result.created && result.refused === 'MEIA_ENTRADA_TAKEN')
        throw new HttpError(409, orderMessages.meiaEntradaTaken, 'MEIA_ENTRADA_TAKEN');
      if (!result.created && result.refused === 'PENDING_LIMIT')
        throw new HttpError(409, orderMessages.pendingLimit(maxPendingOrders), 'PENDING_LIMIT');
      if (!result.created && result.refused === 'COUPON_EXHAUSTED')
        throw new HttpError(
          409,
          couponRefusals.COUPON_EXHAUSTED(priced.coupon?.code ?? ''),
          'COUPON_EXHAUSTED',
        );
      if (!result.created) {
        const line = priced.lines.find((candidate) => result.soldOut.includes(candidate.ticketTypeId));
        throw new HttpError(409, orderMessages.soldOut(line?.name ?? 'este ingresso'), 'SOLD_OUT');
      }
      return toOrderCreated({
        id: reservation.orderId,
        // A free order was paid with its reservation: there is no Pix to generate.
        status: result.paid ? 'paid' : 'pending',
        totalCents: totals.totalCents,
        expiresAt: reservation.expiresAt,
      });
    },

    async listMine(buyer) {
      // A read: orders whose hold ended are shown expired, not expired here (issue #26 point 3).
      const at = now();
      return (await listOrdersOfBuyer(db, buyer.id, MY_ORDERS_LIMIT)).map((row) =>
        toOrderListItem({ ...row, order: seenAt(row.order, at) }),
      );
    },

    detail: (user, orderId) => orderDetail(db, user, orderId, now(), limits.installments),
  };
}

/** Each attendee takes the next seat of its ticket type, in the order the buyer picked them. */
function withSeats(attendees: OrderAttendee[], seats: ReadonlyMap<string, OrderSeat[]>): OrderAttendee[] {
  if (seats.size === 0) return attendees;
  const next = new Map<string, number>();
  return attendees.map((attendee) => {
    const list = seats.get(attendee.ticketTypeId);
    if (!list) return attendee;
    const i = next.get(attendee.ticketTypeId) ?? 0;
    next.set(attendee.ticketTypeId, i + 1);
    return { ...attendee, seat: list[i] ?? null };
  });
}
