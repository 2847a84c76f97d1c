import { eventHasEnded } from '@bilheteria/rules';

/** An event the door app can open: the organizer's own, or the one a paired device belongs to. */
type DoorEventOption = {
  id: string;
  title: string;
  eventDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  venue?: string | null;
  city?: string | null;
};

const startOf = (event: DoorEventOption) => {
  const at = Date.parse(event.startDate ?? event.eventDate ?? '');
  return Number.isNaN(at) ? null : at;
};

/**
 * The picker's order: the events still to happen (or happening now), the next one first; then the ones
 * that are over, the latest first; events without a date last.
 */
function orderDoorEvents(
  events: readonly DoorEventOption[],
  now: Date,
): { upcoming: DoorEventOption[]; past: DoorEventOption[] } {
  const upcoming: DoorEventOption[] = [];
  const past: DoorEventOption[] = [];
  for (const event of events) (eventHasEnded(event, now) ? past : upcoming).push(event);
  const byStart = (direction: 1 | -1) => (a: DoorEventOption, b: DoorEventOption) => {
    const left = startOf(a);
    const right = startOf(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return (left - right) * direction;
  };
  return { upcoming: upcoming.sort(byStart(1)), past: past.sort(byStart(-1)) };
}

export { orderDoorEvents };
export type { DoorEventOption };
