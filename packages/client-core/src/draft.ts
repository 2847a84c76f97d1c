// The checkout draft (spec §3 "Checkout draft (local)") and what the steps derive from it. Pure
// functions shared by the host app (whose route containers keep the draft in `storage.checkoutDraft`) and
// the embedded checkout (which keeps it in memory). No price is computed here: totals, fees and what a
// buyer may still take come from the server's quote (./quote).
import type { Schemas } from '@bilheteria/api-client';
import { clampQuantity, maxQuantity } from '@bilheteria/rules';
import type { OrderQuote, OrderQuoteLine } from './quote';

export interface CheckoutDraftItem {
  ticketTypeId: string;
  quantity: number;
  name: string;
  price: number;
  /** A half-price (meia-entrada) type: each of its tickets names a beneficiary. */
  meiaEntrada?: boolean;
  /** Lugares marcados (issue #29): the seats picked for this lot, one per ticket, and their words. */
  seatIds?: string[];
  seats?: string[];
}

/** Who is entitled to a half-price ticket (Lei 12.933/2013), as typed. */
export interface CheckoutDraftMeiaEntrada {
  tipo: string;
  documento: string;
}

export interface CheckoutDraftAttendee {
  idx: number;
  ticketTypeId: string;
  lotName: string;
  name: string;
  email: string;
  /** Present for a half-price ticket only. */
  meiaEntrada?: CheckoutDraftMeiaEntrada;
}

export interface CheckoutDraftBuyer {
  name: string;
  email: string;
  cpf: string;
  whatsapp: string;
}

/** The checkout in progress (spec §3 "Checkout draft (local)"). */
export interface CheckoutDraft {
  eventId: string;
  eventTitle: string;
  eventPoster: string;
  items: CheckoutDraftItem[];
  coupon: string;
  attendees: CheckoutDraftAttendee[];
  buyer: CheckoutDraftBuyer;
}

type Event = Schemas['Event'];
type TicketType = Schemas['TicketType'];

/** What the checkout header shows of an event (the screens' `CheckoutEvent`). */
export interface CheckoutHeader {
  title: string;
  poster?: string | null;
  date?: string | null;
  city?: string | null;
  state?: string | null;
}

/** A lot of step 1: its label in the category, price, the most this buyer may pick now, and why. */
export interface CheckoutLot {
  id: string;
  name: string;
  price: number;
  max: number;
  /** The per-customer limit (0: none). */
  limit: number;
  /** Tickets of the lot this buyer already holds (pending and paid orders; 0 when signed out). */
  held: number;
}

export interface CheckoutLotCategory {
  name: string;
  ticketTypes: CheckoutLot[];
}

export type TicketQuantities = Readonly<Record<string, number>>;

/** Spec §3 OrderInput: the app always sends these two. */
export const ORDER_PAYMENT_STATUS = 'pendente';
export const ORDER_PAYMENT_METHOD = 'pix';

export const EMPTY_BUYER: CheckoutDraftBuyer = { name: '', email: '', cpf: '', whatsapp: '' };

/** Spec §3: `sellableTicketTypes` when non-empty, else `ticketTypes`. */
export function offeredTicketTypes(event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>): TicketType[] {
  return event.sellableTicketTypes.length > 0 ? event.sellableTicketTypes : event.ticketTypes;
}

/**
 * Step 1 asks the server about every lot on offer (quantity 0 for those not chosen): its quote says what this
 * buyer may still take of each (stock, per-customer limit minus what they hold) and refuses what cannot be had.
 */
export function selectionItems(
  event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>,
  quantities: TicketQuantities,
): { ticketTypeId: string; quantity: number }[] {
  const offered = offeredTicketTypes(event).map((type) => type._id);
  // A lot chosen earlier that is no longer on offer (lost to another buyer) is asked about too, so its
  // refusal can be told rather than the lot silently vanishing from the cart.
  const chosen = Object.keys(quantities).filter((id) => (quantities[id] ?? 0) > 0 && !offered.includes(id));
  return [...offered, ...chosen].map((ticketTypeId) => ({
    ticketTypeId,
    quantity: Math.max(0, Math.trunc(quantities[ticketTypeId] ?? 0)),
  }));
}

/**
 * The most of a lot this buyer may pick: the quote's `maxQuantity` once it is known (stock, and the
 * per-customer limit minus what the buyer holds); before that, spec §5's stock rule bounded by the limit.
 */
export function lotMax(type: TicketType, line?: Pick<OrderQuoteLine, 'maxQuantity'>): number {
  if (line) return line.maxQuantity;
  const stock = maxQuantity(type);
  return type.perCustomerLimit > 0 ? Math.min(stock, type.perCustomerLimit) : stock;
}

function quoteLines(quote: Pick<OrderQuote, 'lines'> | null | undefined) {
  return new Map((quote?.lines ?? []).map((line) => [line.ticketTypeId, line]));
}

/**
 * The categories of step 1, in the order the event lists them, each with its lots on offer, their limits and
 * (from the quote) what this buyer already holds. A category of the event with no lot on offer stays in the
 * list, empty: the screen shows it "Esgotado".
 */
export function ticketCategories(
  event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>,
  quote?: Pick<OrderQuote, 'lines'> | null,
): CheckoutLotCategory[] {
  const offered = offeredTicketTypes(event);
  const lines = quoteLines(quote);
  const names = [...new Set([...event.ticketTypes, ...offered].map((type) => type.category))];
  return names.map((name) => ({
    name,
    ticketTypes: offered
      .filter((type) => type.category === name)
      .map((type) => {
        const line = lines.get(type._id);
        return {
          id: type._id,
          name: type.lotLabel,
          price: line?.unitPrice ?? type.price,
          max: lotMax(type, line),
          limit: line?.perCustomerLimit ?? type.perCustomerLimit,
          held: line?.held ?? 0,
        };
      }),
  }));
}

/** The chosen quantities brought within what each lot allows now (the quote's word once it is known). */
export function clampedQuantities(
  event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>,
  quantities: TicketQuantities,
  quote?: Pick<OrderQuote, 'lines'> | null,
): Record<string, number> {
  const lines = quoteLines(quote);
  const clamped: Record<string, number> = {};
  for (const type of offeredTicketTypes(event)) {
    const quantity = clampQuantity(quantities[type._id] ?? 0, lotMax(type, lines.get(type._id)));
    if (quantity > 0) clamped[type._id] = quantity;
  }
  return clamped;
}

/** The quantities of a draft kept for this event (none for a draft of another event). */
export function draftQuantities(draft: CheckoutDraft | null, eventId: string): Record<string, number> {
  if (!draft || draft.eventId !== eventId) return {};
  return Object.fromEntries(draft.items.map((item) => [item.ticketTypeId, item.quantity]));
}

/**
 * One attendee per ticket, in item order, numbered from 0. Names and e-mails already typed are kept:
 * the n-th ticket of a type takes over the n-th attendee that type had before.
 */
export function buildAttendees(
  items: readonly CheckoutDraftItem[],
  previous: readonly CheckoutDraftAttendee[] = [],
): CheckoutDraftAttendee[] {
  const attendees: CheckoutDraftAttendee[] = [];
  for (const item of items) {
    const before = previous.filter((attendee) => attendee.ticketTypeId === item.ticketTypeId);
    for (let n = 0; n < item.quantity; n += 1) {
      attendees.push({
        idx: attendees.length,
        ticketTypeId: item.ticketTypeId,
        lotName: item.name,
        name: before[n]?.name ?? '',
        email: before[n]?.email ?? '',
        ...(item.meiaEntrada ? { meiaEntrada: before[n]?.meiaEntrada ?? { tipo: '', documento: '' } } : {}),
      });
    }
  }
  return attendees;
}

/** A field of step 2's attendee card: name, e-mail, or the half-price beneficiary's type and document. */
export type AttendeeDraftField = 'name' | 'email' | 'meiaTipo' | 'meiaDocumento';

/** The attendee with one field of its card changed. */
export function changeAttendee(
  attendee: CheckoutDraftAttendee,
  field: AttendeeDraftField,
  value: string,
): CheckoutDraftAttendee {
  if (field === 'name' || field === 'email') return { ...attendee, [field]: value };
  const meia = attendee.meiaEntrada ?? { tipo: '', documento: '' };
  return {
    ...attendee,
    meiaEntrada: field === 'meiaTipo' ? { ...meia, tipo: value } : { ...meia, documento: value },
  };
}

/**
 * The draft step 1 leaves behind: the chosen lots (quantities clamped to what may be bought, by the quote
 * when it is known), the coupon, attendees rebuilt from the items, and the buyer carried over from any
 * earlier draft.
 */
export function buildDraft(
  event: Pick<Event, '_id' | 'title' | 'image' | 'ticketTypes' | 'sellableTicketTypes'>,
  quantities: TicketQuantities,
  coupon: string,
  previous: CheckoutDraft | null,
  quote?: Pick<OrderQuote, 'lines'> | null,
): CheckoutDraft {
  const clamped = clampedQuantities(event, quantities, quote);
  const lines = quoteLines(quote);
  const items: CheckoutDraftItem[] = [];
  for (const type of offeredTicketTypes(event)) {
    const quantity = clamped[type._id] ?? 0;
    const price = lines.get(type._id)?.unitPrice ?? type.price;
    if (quantity > 0)
      items.push({
        ticketTypeId: type._id,
        quantity,
        name: type.name,
        price,
        ...(type.meiaEntrada ? { meiaEntrada: true } : {}),
      });
  }
  const sameEvent = previous?.eventId === event._id;
  return {
    eventId: event._id,
    eventTitle: event.title,
    eventPoster: event.image ?? '',
    items,
    coupon: coupon.trim(),
    attendees: buildAttendees(items, sameEvent ? previous.attendees : []),
    buyer: previous?.buyer ?? EMPTY_BUYER,
  };
}

/**
 * Spec §7 POST /orders: eventId, items, attendees, subtotal, fee, total, statusPagamento, metodoPagamento;
 * the money is the quote's the buyer saw (the server refuses the order when its own total differs), and the
 * coupon goes along so the server prices it the way its quote did.
 */
export function orderPayload(
  draft: CheckoutDraft,
  quote: Pick<OrderQuote, 'subtotal' | 'fee' | 'total'>,
): Schemas['OrderInput'] {
  return {
    eventId: draft.eventId,
    items: draft.items.map(({ ticketTypeId, quantity, name, price, seatIds }) => ({
      ticketTypeId,
      quantity,
      name,
      price,
      ...(seatIds && seatIds.length > 0 ? { seatIds } : {}),
    })),
    attendees: draft.attendees.map(({ idx, ticketTypeId, lotName, name, email, meiaEntrada }) => ({
      idx,
      ticketTypeId,
      lotName,
      name: name.trim(),
      email: email.trim(),
      ...(meiaEntrada
        ? { meiaEntrada: { tipo: meiaEntrada.tipo, documento: meiaEntrada.documento.trim() } }
        : {}),
    })),
    subtotal: quote.subtotal,
    fee: quote.fee,
    total: quote.total,
    statusPagamento: ORDER_PAYMENT_STATUS,
    metodoPagamento: ORDER_PAYMENT_METHOD,
    ...(draft.coupon.trim() ? { coupon: draft.coupon.trim() } : {}),
  };
}

/** Step 3: every item with the people who will use its tickets. */
export function summaryItems(draft: CheckoutDraft) {
  return draft.items.map((item) => ({
    ...item,
    attendees: draft.attendees
      .filter((attendee) => attendee.ticketTypeId === item.ticketTypeId)
      .map(({ name, email, meiaEntrada }) => ({ name, email, ...(meiaEntrada ? { meiaEntrada } : {}) })),
  }));
}

/** What the checkout header shows of an event: poster, title, date and place. */
export function eventHeader(event: Event): CheckoutHeader {
  return {
    title: event.title,
    poster: event.image,
    date: event.eventDate ?? event.startDate,
    city: event.city,
    state: event.state,
  };
}

/** The header of steps 2 to 4: the event when it is loaded, else what the draft remembers of it. */
export function checkoutEvent(
  draft: Pick<CheckoutDraft, 'eventTitle' | 'eventPoster'>,
  event?: Event,
): CheckoutHeader {
  return event ? eventHeader(event) : { title: draft.eventTitle, poster: draft.eventPoster || null };
}
