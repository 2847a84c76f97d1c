import type { Schemas } from '@bilheteria/api-client';
import { draftWithSeats, keptPicks, seatedLots, seatWords } from '@bilheteria/client-core/seat-picks';
import { useUnavailableSeatsDropped } from '@bilheteria/client-core/unavailable-seats';
import { SeatPicker, type SeatPick } from '@bilheteria/ui';
import { useEffect, useMemo, useState } from 'react';
import { storage, type CheckoutDraft } from '../../lib/storage';
import { useSeatMap } from './api';

type Event = Schemas['Event'];

/**
 * Step 1 for "lugares marcados" categories (issue #29): the picker of each seated category, its picks setting
 * the lots' quantities (one ticket a seat), and the draft's items given their seats (kept in storage at every
 * pick, so a reload or a return from step 2 finds them). Kept seats no longer on sale when the statuses arrive
 * leave the selection, named in the picker's notice. With `ownOrder` (the buyer's pending order of this
 * checkout may hold them) a held seat stays: if another order holds it, placing the order says so.
 */
export function useCheckoutSeats({
  eventId,
  event,
  kept,
  ownOrder = false,
  onQuantitiesChange,
  notice,
}: {
  eventId: string;
  event: Event | null;
  kept: CheckoutDraft | null;
  ownOrder?: boolean;
  /** The lots' quantities, several at once (each lot of a category counts its picks). */
  onQuantitiesChange(quantities: Record<string, number>): void;
  notice?: string | null;
}) {
  const seated = event?.seatedCategories ?? [];
  const seats = useSeatMap(eventId, seated.length > 0);
  const [picks, setPicks] = useState<SeatPick[]>(() => keptPicks(kept, eventId));
  const words = useMemo(() => seatWords(seats.map, kept), [kept, seats.map]);

  const dropped = useUnavailableSeatsDropped({
    map: seats.map,
    hasStatuses: seats.hasStatuses,
    picks,
    setPicks,
    words,
    ownOrder,
    setQuantities: onQuantitiesChange,
  });

  const renderSeats = (category: string) => {
    if (!seated.includes(category)) return null;
    const lots = seatedLots(event, category);
    const ids = new Set(lots.map((lot) => lot.id));
    return (
      <SeatPicker
        status={seats.isPending ? 'loading' : seats.isError || !seats.map ? 'error' : 'ready'}
        category={category}
        sections={seats.map?.sections ?? []}
        lots={lots}
        picks={picks.filter((pick) => ids.has(pick.ticketTypeId))}
        notice={notice ?? dropped}
        onRetry={seats.refetch}
        onPicksChange={(mine) => {
          setPicks([...picks.filter((pick) => !ids.has(pick.ticketTypeId)), ...mine]);
          onQuantitiesChange(
            Object.fromEntries(
              lots.map((lot) => [lot.id, mine.filter((pick) => pick.ticketTypeId === lot.id).length]),
            ),
          );
        }}
      />
    );
  };

  /** The draft with each seated lot's seats (ids and words), in the order picked. */
  const withSeats = (draft: CheckoutDraft): CheckoutDraft =>
    seated.length === 0 ? draft : draftWithSeats(draft, picks, words);

  // Every pick is kept with the stored draft (spec §2 "sua seleção fica guardada"): a reload finds the seats.
  useEffect(() => {
    const stored = storage.checkoutDraft.get();
    if (seated.length > 0 && stored?.eventId === eventId)
      storage.checkoutDraft.set(draftWithSeats(stored, picks, words));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picks (and their words) are what changes
  }, [picks, words, eventId]);

  return { renderSeats: seated.length > 0 ? renderSeats : undefined, withSeats };
}
