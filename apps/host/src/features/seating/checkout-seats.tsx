import type { Schemas } from '@bilheteria/api-client';
import { seatText } from '@bilheteria/rules';
import { SeatPicker, type SeatPick } from '@bilheteria/ui';
import { useState } from 'react';
import type { CheckoutDraft } from '../../lib/storage';
import { useSeatMap } from './api';

type Event = Schemas['Event'];

/** The picks a kept draft carries (its items' `seatIds`). */
const keptPicks = (draft: CheckoutDraft | null, eventId: string): SeatPick[] =>
  draft?.eventId === eventId
    ? draft.items.flatMap((item) =>
        (item.seatIds ?? []).map((seatId) => ({ seatId, ticketTypeId: item.ticketTypeId })),
      )
    : [];

/**
 * Step 1 for "lugares marcados" categories (issue #29): the picker of each seated category, its picks setting
 * the lots' quantities (one ticket a seat), and the draft's items given their seats when the buyer goes on.
 */
export function useCheckoutSeats({
  eventId,
  event,
  kept,
  onQuantityChange,
  notice,
}: {
  eventId: string;
  event: Event | null;
  kept: CheckoutDraft | null;
  onQuantityChange(ticketTypeId: string, quantity: number): void;
  notice?: string | null;
}) {
  const seated = event?.seatedCategories ?? [];
  const seats = useSeatMap(eventId, seated.length > 0);
  const [picks, setPicks] = useState<SeatPick[]>(() => keptPicks(kept, eventId));
  const lotsOf = (category: string) =>
    (event?.sellableTicketTypes ?? [])
      .filter((type) => type.category === category)
      .sort((a, b) => Number(a.meiaEntrada) - Number(b.meiaEntrada))
      .map((type) => ({ id: type._id, name: type.lotLabel, price: type.price, max: type.remaining }));

  const renderSeats = (category: string) => {
    if (!seated.includes(category)) return null;
    const lots = lotsOf(category);
    const ids = new Set(lots.map((lot) => lot.id));
    return (
      <SeatPicker
        status={seats.isPending ? 'loading' : seats.isError || !seats.map ? 'error' : 'ready'}
        category={category}
        sections={seats.map?.sections ?? []}
        lots={lots}
        picks={picks.filter((pick) => ids.has(pick.ticketTypeId))}
        notice={notice}
        onRetry={seats.refetch}
        onPicksChange={(mine) => {
          setPicks([...picks.filter((pick) => !ids.has(pick.ticketTypeId)), ...mine]);
          for (const lot of lots)
            onQuantityChange(lot.id, mine.filter((pick) => pick.ticketTypeId === lot.id).length);
        }}
      />
    );
  };

  /** The draft with each seated lot's seats (ids and words), in the order picked. */
  const withSeats = (draft: CheckoutDraft): CheckoutDraft => {
    if (seated.length === 0 || !seats.map) return draft;
    const words = new Map<string, string>();
    for (const section of seats.map.sections)
      for (const row of section.rows)
        for (const seat of row.seats)
          words.set(seat.id, seatText({ section: section.name, row: row.label, seat: seat.label }));
    return {
      ...draft,
      items: draft.items.map((item) => {
        const mine = picks
          .filter((pick) => pick.ticketTypeId === item.ticketTypeId)
          .map((pick) => pick.seatId);
        return mine.length > 0
          ? { ...item, seatIds: mine, seats: mine.map((id) => words.get(id) ?? '') }
          : item;
      }),
    };
  };

  return { renderSeats: seated.length > 0 ? renderSeats : undefined, withSeats };
}
