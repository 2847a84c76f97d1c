import type { ApiClient } from '@bilheteria/api-client';
import { CheckoutTicketsScreen, SeatPicker, type CheckoutEvent } from '@bilheteria/ui';
import type { CheckoutDraft } from '@bilheteria/client-core/draft';
import {
  draftWithSeats,
  keptPicks,
  seatedLots,
  seatWords,
  type SeatPick,
} from '@bilheteria/client-core/seat-picks';
import { useUnavailableSeatsDropped } from '@bilheteria/client-core/unavailable-seats';
import { useTicketSelection } from '@bilheteria/client-core/ticket-selection';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EventDetail } from '../use-event';
import { useWidgetSeatMap } from '../use-seat-map';

type TicketsStepProps = {
  api: ApiClient;
  eventId: string;
  event: EventDetail;
  header: CheckoutEvent | null;
  /** The draft of an earlier visit to this step, whose choices (and seats) come back. */
  draft: CheckoutDraft | null;
  signedIn: boolean;
  homeHref: string;
  /** The order made at an earlier summary may hold the kept seats (issue #29): a held one stays picked. */
  ownOrder?: boolean;
  /** A seat lost to another buyer at the summary ("O assento F12 acabou de ser reservado"). */
  seatNotice?: string | null;
  /** Each change of the selection, kept in the widget's memory (the host page's storage is not ours). */
  onChange(draft: CheckoutDraft): void;
  onBuy(draft: CheckoutDraft): void;
};

/**
 * Step 1 (spec §2): lots by category with the server's prices and limits, coupon, COMPRAR. A "lugares marcados"
 * category (issue #29) offers the marketplace's SeatPicker instead of quantities: one ticket a seat, the seats
 * sent with the order (`seatIds`).
 */
export function TicketsStep(props: TicketsStepProps) {
  const { api, eventId, event, header, draft, signedIn, homeHref, onChange, onBuy } = props;
  const { ownOrder = false, seatNotice = null } = props;
  const seated = event.data?.seatedCategories ?? [];
  const seatedCount = seated.length;
  const seats = useWidgetSeatMap(api, eventId, seatedCount > 0);
  // The draft this step opened with (the widget's draft changes with every pick reported).
  const [kept] = useState(draft);
  const [picks, setPicks] = useState<SeatPick[]>(() => keptPicks(kept, eventId));
  const words = useMemo(() => seatWords(seats.map, kept), [seats.map, kept]);

  const selection = useTicketSelection({
    api,
    eventId,
    event: event.data,
    draft,
    onDraftChange: (next) => onChange(seatedCount > 0 ? draftWithSeats(next, picks, words) : next),
  });

  const dropped = useUnavailableSeatsDropped({
    map: seats.map,
    hasStatuses: seats.hasStatuses,
    picks,
    setPicks,
    words,
    ownOrder,
    setQuantities: selection.setQuantities,
  });

  // The widget's draft follows the picks (a quantity change reports the draft before the picks update).
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => {
    if (seatedCount === 0) return;
    const next = selection.draft();
    if (next) report.current(draftWithSeats(next, picks, words));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picks (and their words) are what changes
  }, [picks, words, seatedCount]);

  function buy() {
    const next = selection.draft();
    if (next && next.items.length > 0) onBuy(seatedCount > 0 ? draftWithSeats(next, picks, words) : next);
  }

  const renderSeats = (category: string) => {
    if (!seated.includes(category)) return null;
    const lots = seatedLots(event.data, category);
    const ids = new Set(lots.map((lot) => lot.id));
    return (
      <SeatPicker
        status={seats.status}
        category={category}
        sections={seats.map?.sections ?? []}
        lots={lots}
        picks={picks.filter((pick) => ids.has(pick.ticketTypeId))}
        notice={seatNotice ?? dropped}
        onRetry={seats.retry}
        onPicksChange={(mine) => {
          setPicks([...picks.filter((pick) => !ids.has(pick.ticketTypeId)), ...mine]);
          selection.setQuantities(
            Object.fromEntries(
              lots.map((lot) => [lot.id, mine.filter((pick) => pick.ticketTypeId === lot.id).length]),
            ),
          );
        }}
      />
    );
  };

  return (
    <CheckoutTicketsScreen
      status={event.status}
      event={header}
      {...selection.view}
      signedIn={signedIn}
      onBuy={buy}
      homeHref={homeHref}
      renderSeats={seatedCount > 0 ? renderSeats : undefined}
    />
  );
}
