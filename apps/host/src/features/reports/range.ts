import { isCalendarDay, lastDays, type CalendarDay, type DayRange } from '@bilheteria/ui/report';

/** Spec §9: the report opens on the last 30 days. */
export const DEFAULT_REPORT_DAYS = 30;

/**
 * The report's range from the address query (`from`, `to`). A missing or malformed day falls back to
 * the default (30 days before today, today); a start after the end gives the whole default range.
 */
export function rangeFromQuery(query: URLSearchParams, today: CalendarDay): DayRange {
  const fallback = lastDays(today, DEFAULT_REPORT_DAYS);
  const from = query.get('from');
  const to = query.get('to');
  const range = {
    from: isCalendarDay(from) ? from : fallback.from,
    to: isCalendarDay(to) ? to : fallback.to,
  };
  return range.from <= range.to ? range : fallback;
}

/** The address query with the range written in, every other parameter kept. */
export function withRange(query: URLSearchParams, { from, to }: DayRange): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('from', from);
  next.set('to', to);
  return next;
}
