import type { Schemas } from '@bilheteria/api-client';
import type { Event, TicketType } from '../../db/schema';
import { sellableTicketTypes } from './lots';
import { orderInstallments, toInstallment, type InstallmentSettings } from '../../lib/installments';

/* Stored rows → the contract's shapes: ids as `_id`, cents as reais, instants as ISO strings. */

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
import { centsToReais as toReais } from '@bilheteria/rules';

export { toReais };

/** "em até 12x de R$ 27,50": the longest installment of one ticket of this type, or null under two. */
function longestInstallment(
  priceCents: number,
  maxInstallments: number,
  settings: InstallmentSettings,
): Schemas['Installment'] | null {
  const longest = orderInstallments(priceCents, maxInstallments, settings).at(-1);
  return longest && longest.count > 1 ? toInstallment(longest) : null;
}

export function toTicketTypeDto(
  type: TicketType,
  card?: { maxInstallments: number; settings: InstallmentSettings },
): Schemas['TicketType'] {
  return {
    _id: type.id,
    name: type.name,
    category: type.category,
    lotLabel: type.lotLabel,
    meiaEntrada: type.meiaEntrada,
    price: toReais(type.priceCents),
    quantity: type.quantity,
    sold: type.sold,
    remaining: Math.max(0, type.quantity - type.sold),
    lotNumber: type.lotNumber,
    perCustomerLimit: type.perCustomerLimit,
    saleStart: iso(type.saleStart),
    saleEnd: iso(type.saleEnd),
    couponOnly: type.couponOnly,
    ...(card && {
      installments: longestInstallment(type.priceCents, card.maxInstallments, card.settings),
    }),
  };
}

/** The event's half-price tickets, over every lot: offered, taken by pending and paid orders, left. */
export function meiaEntradaCount(types: readonly Pick<TicketType, 'meiaEntrada' | 'quantity' | 'sold'>[]) {
  const meias = types.filter((type) => type.meiaEntrada);
  const total = meias.reduce((sum, type) => sum + type.quantity, 0);
  const vendidas = meias.reduce((sum, type) => sum + type.sold, 0);
  return { total, vendidas, restantes: Math.max(0, total - vendidas) };
}

/** The full event: every ticket type, and those on sale at `now` (the app's clock) by the lot rule. */
export function toEventDto(
  event: Event,
  types: TicketType[],
  now: Date,
  settings: InstallmentSettings,
  seatedCategories: readonly string[] = [],
): Schemas['Event'] {
  const card = { maxInstallments: event.maxInstallments, settings };
  const toType = (type: TicketType) => toTicketTypeDto(type, card);
  return {
    _id: event.id,
    title: event.title,
    description: event.description,
    image: event.image,
    mapImage: event.mapImage,
    venue: event.venue,
    city: event.city,
    state: event.state,
    eventDate: iso(event.eventDate),
    gatesOpenTime: event.gatesOpenTime,
    showStartTime: event.showStartTime,
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    status: event.status,
    cancelledAt: iso(event.cancelledAt),
    organizerId: event.organizerId,
    ticketTypes: types.map(toType),
    sellableTicketTypes: sellableTicketTypes(types, now).map(toType),
    meiaEntradaLei: event.meiaEntradaLei,
    maxInstallments: event.maxInstallments,
    meiaEntrada: meiaEntradaCount(types),
    seatedCategories: [...seatedCategories],
  };
}

export type EventSummaryRow = Pick<
  Event,
  'id' | 'title' | 'image' | 'venue' | 'city' | 'state' | 'eventDate' | 'startDate' | 'status' | 'cancelledAt'
>;

export const toEventSummaryDto = (event: EventSummaryRow): Schemas['EventSummary'] => ({
  _id: event.id,
  title: event.title,
  image: event.image,
  venue: event.venue,
  city: event.city,
  state: event.state,
  eventDate: iso(event.eventDate),
  startDate: iso(event.startDate),
  status: event.status,
  cancelledAt: iso(event.cancelledAt),
});

export type MyEventRow = Pick<
  Event,
  'id' | 'title' | 'status' | 'startDate' | 'eventDate' | 'city' | 'state' | 'image' | 'cancelledAt'
>;

export const toMyEventDto = (event: MyEventRow): Schemas['MyEvent'] => ({
  _id: event.id,
  title: event.title,
  status: event.status,
  startDate: iso(event.startDate),
  eventDate: iso(event.eventDate),
  city: event.city,
  state: event.state,
  image: event.image,
  cancelledAt: iso(event.cancelledAt),
});
