// The checkout draft (spec §3 "Checkout draft (local)") and what the steps derive from it. Pure
// functions shared by the host app (whose route containers keep the draft in `storage.checkoutDraft`) and
// the embedded checkout (which keeps it in memory).
import type { Schemas } from '@bilheteria/api-client';
import {
  clampQuantity,
  maxQuantity,
  type CheckoutEvent,
  type CheckoutTicketCategory,
  type TicketQuantities,
} from '@bilheteria/ui';

export interface CheckoutDraftItem {
  ticketTypeId: string;
  quantity: number;
  name: string;
  price: number;
}

export interface CheckoutDraftAttendee {
  idx: number;
  ticketTypeId: string;
  lotName: string;
  name: string;
  email: string;
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

/** Spec §9: the Pix (and card) fee percent and the convenience fee are 0 for now. */
export const FEE_PERCENT = 0;

/** Spec §3 OrderInput: the app always sends these two. */
export const ORDER_PAYMENT_STATUS = 'pendente';
export const ORDER_PAYMENT_METHOD = 'pix';

export const EMPTY_BUYER: CheckoutDraftBuyer = { name: '', email: '', cpf: '', whatsapp: '' };

/** Spec §3: `sellableTicketTypes` when non-empty, else `ticketTypes`. */
export function offeredTicketTypes(event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>): TicketType[] {
  return event.sellableTicketTypes.length > 0 ? event.sellableTicketTypes : event.ticketTypes;
}

/**
 * The categories of step 1, in the order the event lists them, each with its lots on offer. A category
 * of the event with no lot on offer stays in the list, empty: the screen shows it "Esgotado".
 */
export function ticketCategories(
  event: Pick<Event, 'ticketTypes' | 'sellableTicketTypes'>,
): CheckoutTicketCategory[] {
  const offered = offeredTicketTypes(event);
  const names = [...new Set([...event.ticketTypes, ...offered].map((type) => type.category))];
  return names.map((name) => ({
    name,
    ticketTypes: offered
      .filter((type) => type.category === name)
      .map((type) => ({ id: type._id, name: type.lotLabel, price: type.price, max: maxQuantity(type) })),
  }));
}

/** The quantities of a draft kept for this event (none for a draft of another event). */
export function draftQuantities(draft: CheckoutDraft | null, eventId: string): Record<string, number> {
  if (!draft || draft.eventId !== eventId) return {};
  return Object.fromEntries(draft.items.map((item) => [item.ticketTypeId, item.quantity]));
}

/** Cents-exact sum, so 0.1 + 0.2 never shows (or is sent) as 0.30000000000000004. */
const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** Subtotal, fee (FEE_PERCENT of it) and total of the draft's items. */
export function draftTotals(items: readonly Pick<CheckoutDraftItem, 'price' | 'quantity'>[]) {
  const subtotal = roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const fee = roundMoney((subtotal * FEE_PERCENT) / 100);
  return { subtotal, fee, total: roundMoney(subtotal + fee) };
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
      });
    }
  }
  return attendees;
}

/**
 * The draft step 1 leaves behind: the chosen lots (quantities clamped to what may be bought), the
 * coupon, attendees rebuilt from the items, and the buyer carried over from any earlier draft.
 */
export function buildDraft(
  event: Pick<Event, '_id' | 'title' | 'image' | 'ticketTypes' | 'sellableTicketTypes'>,
  quantities: TicketQuantities,
  coupon: string,
  previous: CheckoutDraft | null,
): CheckoutDraft {
  const items: CheckoutDraftItem[] = [];
  for (const type of offeredTicketTypes(event)) {
    const quantity = clampQuantity(quantities[type._id] ?? 0, maxQuantity(type));
    if (quantity > 0) items.push({ ticketTypeId: type._id, quantity, name: type.name, price: type.price });
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

/** Spec §7 POST /orders: eventId, items, attendees, subtotal, fee, total, statusPagamento, metodoPagamento. */
export function orderPayload(draft: CheckoutDraft): Schemas['OrderInput'] {
  return {
    eventId: draft.eventId,
    items: draft.items.map(({ ticketTypeId, quantity, name, price }) => ({
      ticketTypeId,
      quantity,
      name,
      price,
    })),
    attendees: draft.attendees.map(({ idx, ticketTypeId, lotName, name, email }) => ({
      idx,
      ticketTypeId,
      lotName,
      name: name.trim(),
      email: email.trim(),
    })),
    ...draftTotals(draft.items),
    statusPagamento: ORDER_PAYMENT_STATUS,
    metodoPagamento: ORDER_PAYMENT_METHOD,
  };
}

/** Step 3: every item with the people who will use its tickets. */
export function summaryItems(draft: CheckoutDraft) {
  return draft.items.map((item) => ({
    ...item,
    attendees: draft.attendees
      .filter((attendee) => attendee.ticketTypeId === item.ticketTypeId)
      .map(({ name, email }) => ({ name, email })),
  }));
}

/** What the checkout header shows of an event: poster, title, date and place. */
export function eventHeader(event: Event): CheckoutEvent {
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
): CheckoutEvent {
  return event ? eventHeader(event) : { title: draft.eventTitle, poster: draft.eventPoster || null };
}
