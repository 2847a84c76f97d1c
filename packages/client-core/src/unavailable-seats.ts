// The kept seats a buyer can no longer have, once for the marketplace's and the embedded checkout's step 1 (issue
// #29): when the statuses first arrive, those seats leave the picks (named in the picker's notice) and their lots'
// quantities follow.
import type { Schemas } from '@bilheteria/api-client';
import { useEffect, useState } from 'react';
import { unavailablePicks, type SeatPick } from './seat-picks';

export interface UnavailableSeatsOptions {
  /** The map with its statuses merged in, once it is there. */
  map: Schemas['SeatMap'] | null | undefined;
  hasStatuses: boolean;
  picks: SeatPick[];
  setPicks(picks: SeatPick[]): void;
  words: ReadonlyMap<string, string>;
  /** The buyer's own pending order holds these seats: `held` is still theirs. */
  ownOrder: boolean;
  setQuantities(quantities: Record<string, number>): void;
}

/** Checks the kept picks once; answers the message naming the seats that left, or null. */
export function useUnavailableSeatsDropped(options: UnavailableSeatsOptions): string | null {
  const { map, hasStatuses, picks, setPicks, words, ownOrder, setQuantities } = options;
  const [gone, setGone] = useState<{ message: string; lots: string[] } | null>(null);
  const [checked, setChecked] = useState(false);
  // During that render, as React adjusts state to new data.
  if (!checked && map && hasStatuses) {
    setChecked(true);
    const unavailable = unavailablePicks(map, picks, words, ownOrder);
    if (unavailable) {
      setPicks(unavailable.left);
      setGone({
        message: unavailable.message,
        lots: [...new Set(unavailable.lost.map((pick) => pick.ticketTypeId))],
      });
    }
  }
  // Their lots' quantities follow, once rendered (the selection reports its draft to the page).
  useEffect(() => {
    if (gone)
      setQuantities(
        Object.fromEntries(
          gone.lots.map((id) => [id, picks.filter((pick) => pick.ticketTypeId === id).length]),
        ),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when seats were dropped
  }, [gone]);
  return gone?.message ?? null;
}
