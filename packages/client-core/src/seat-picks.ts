// Reserved seating at checkout step 1 (issue #29), once for the marketplace and the embedded checkout: the
// seats picked (kept in the draft with their words), the map's geometry merged with its compact statuses, the
// kept seats no longer on sale, and a lost race (409 SEAT_TAKEN) taken out of the draft. Pure functions: the
// host keeps the picks with React Query and browser storage, the widget in memory.
import type { Schemas } from '@bilheteria/api-client';
import { decodeSeatStatus, seatShortText, seatsGoneMessage, seatText } from '@bilheteria/rules';
import { ApiError } from './api-error';
import { buildAttendees, type CheckoutDraft } from './draft';

type Event = Schemas['Event'];
type SeatMap = Schemas['SeatMap'];

/** A seat picked for a lot (the SeatPicker's `SeatPick`). */
export interface SeatPick {
  seatId: string;
  ticketTypeId: string;
}

/** What the picker sells of a seated category: its lots on sale now, inteira before meia. */
export function seatedLots(event: Event | null, category: string) {
  return (event?.sellableTicketTypes ?? [])
    .filter((type) => type.category === category)
    .sort((a, b) => Number(a.meiaEntrada) - Number(b.meiaEntrada))
    .map((type) => ({ id: type._id, name: type.lotLabel, price: type.price, max: type.remaining }));
}

/** The picks a kept draft carries (its items' `seatIds`), when it is this event's. */
export function keptPicks(draft: CheckoutDraft | null, eventId: string): SeatPick[] {
  return draft?.eventId === eventId
    ? draft.items.flatMap((item) =>
        (item.seatIds ?? []).map((seatId) => ({ seatId, ticketTypeId: item.ticketTypeId })),
      )
    : [];
}

/**
 * Each seat's words ("Setor B · Fileira F · Assento 12") by id: the map's, and before it loads (or for a seat it
 * no longer has) those the kept draft remembers.
 */
export function seatWords(map: SeatMap | undefined | null, kept: CheckoutDraft | null): Map<string, string> {
  const words = new Map<string, string>();
  for (const item of kept?.items ?? [])
    (item.seatIds ?? []).forEach((id, i) => words.set(id, item.seats?.[i] ?? ''));
  for (const section of map?.sections ?? [])
    for (const row of section.rows)
      for (const seat of row.seats)
        words.set(seat.id, seatText({ section: section.name, row: row.label, seat: seat.label }));
  return words;
}

/** The draft with each lot's seats (ids and words) in the order picked; a lot without picks carries none. */
export function draftWithSeats(
  draft: CheckoutDraft,
  picks: readonly SeatPick[],
  words: ReadonlyMap<string, string>,
): CheckoutDraft {
  return {
    ...draft,
    items: draft.items.map((item) => {
      const { seatIds: _ids, seats: _words, ...rest } = item;
      const mine = picks.filter((pick) => pick.ticketTypeId === item.ticketTypeId).map((pick) => pick.seatId);
      return mine.length > 0 ? { ...rest, seatIds: mine, seats: mine.map((id) => words.get(id) ?? '') } : rest;
    }),
  };
}

/**
 * The kept picks the map's current statuses rule out (sold, blocked, removed from the map, or held by an order
 * that is not the buyer's own), with the pt-BR notice naming them; null when every kept seat is still on sale.
 * `ownOrder`: the buyer's pending order of this checkout may hold the kept seats, so a held seat stays.
 */
export function unavailablePicks(
  map: SeatMap,
  picks: readonly SeatPick[],
  words: ReadonlyMap<string, string>,
  ownOrder: boolean,
): { left: SeatPick[]; lost: SeatPick[]; message: string } | null {
  if (picks.length === 0) return null;
  const found = new Map<string, { status: string; name: string }>();
  for (const section of map.sections)
    for (const row of section.rows)
      for (const seat of row.seats)
        found.set(seat.id, { status: seat.status, name: seatShortText({ row: row.label, seat: seat.label }) });
  const lost = picks.filter((pick) => {
    const seat = found.get(pick.seatId);
    return !seat || (seat.status !== 'available' && !(ownOrder && seat.status === 'held'));
  });
  if (lost.length === 0) return null;
  return {
    left: picks.filter((pick) => !lost.includes(pick)),
    lost,
    message: seatsGoneMessage(
      lost.map((pick) => found.get(pick.seatId)?.name ?? (words.get(pick.seatId) || pick.seatId)),
    ),
  };
}

/** The geometry with each seat's status from the compact statuses (one letter a seat, in the map's order). */
export function mergeSeatStatuses(geometry: SeatMap, statuses: Schemas['SeatStatuses']): SeatMap {
  let i = 0;
  return {
    ...geometry,
    sections: geometry.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) => ({ ...seat, status: decodeSeatStatus(statuses.statuses[i++]) })),
      })),
    })),
  };
}

/** A 409 SEAT_TAKEN's seats and message ("O assento F12 acabou de ser reservado"), or null. */
export function seatsLost(error: unknown): { seatIds: string[]; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: string; seatIds?: string[]; message?: string } | null;
  return body?.code === 'SEAT_TAKEN'
    ? { seatIds: body.seatIds ?? [], message: body.message ?? error.message }
    : null;
}

/** The draft without the seats lost: their tickets leave, the other seats stay picked. */
export function draftWithoutSeats(draft: CheckoutDraft, lost: readonly string[]): CheckoutDraft {
  const items = draft.items
    .map((item) => {
      if (!item.seatIds) return item;
      const keep = item.seatIds
        .map((id, i) => [id, item.seats?.[i] ?? ''] as const)
        .filter(([id]) => !lost.includes(id));
      return {
        ...item,
        quantity: keep.length,
        seatIds: keep.map(([id]) => id),
        seats: keep.map(([, words]) => words),
      };
    })
    .filter((item) => item.quantity > 0);
  return { ...draft, items, attendees: buildAttendees(items, draft.attendees) };
}
