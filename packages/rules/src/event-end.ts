/*
 * When an event is over, so that nothing is sold for it any more and lists can leave it out. The same answer on
 * the server (which refuses the sale) and in the clients (which say so), from the event's own dates.
 */

/** The dates an event may carry (Date on the server, ISO strings on the wire). */
export interface EventDates {
  eventDate?: Date | string | null;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
}

/** São Paulo has kept UTC−3 all year since 2019 (no daylight saving). */
const SAO_PAULO_OFFSET = '-03:00';

const toDate = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The first instant after the São Paulo calendar day of `instant`. */
function endOfSaoPauloDay(instant: Date): Date {
  const day = new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(new Date(`${day}T00:00:00${SAO_PAULO_OFFSET}`).getTime() + 24 * 3_600_000);
}

/**
 * When the event is over: its `endDate` when it has one; else the end of the São Paulo day it starts on
 * (`startDate`, else `eventDate`), since a show may run late but is not sold the next day; null without a date.
 */
export function eventEndsAt(event: EventDates): Date | null {
  const end = toDate(event.endDate);
  if (end) return end;
  const start = toDate(event.startDate) ?? toDate(event.eventDate);
  return start ? endOfSaoPauloDay(start) : null;
}

/** Whether the event is over at `now` (an event without dates never is). */
export function eventHasEnded(event: EventDates, now: Date): boolean {
  const end = eventEndsAt(event);
  return end !== null && end.getTime() <= now.getTime();
}

/** What the buyer reads when an event that is over is asked for tickets. */
export const EVENT_ENDED_MESSAGE = 'Este evento já foi encerrado e não vende mais ingressos.';
