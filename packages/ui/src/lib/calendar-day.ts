/**
 * Calendar days as the API speaks them: "YYYY-MM-DD" strings (the `from`/`to` of reports and the `day`
 * of the daily series). Arithmetic runs on UTC midnight, where every day has 24 hours, so daylight
 * saving and the viewer's time zone never shift a day.
 */

type CalendarDay = string;

/** An inclusive range of calendar days. */
type DayRange = { from: CalendarDay; to: CalendarDay };

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: CalendarDay): number {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return Number.NaN;
  const [, year, month, date] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(date));
}

function fromUtc(time: number): CalendarDay {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real day written YYYY-MM-DD ("2025-02-29" is not one). */
function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const time = toUtc(value);
  return !Number.isNaN(time) && fromUtc(time) === value;
}

/** The day `amount` days after (or before, when negative) `day`. */
function addDays(day: CalendarDay, amount: number): CalendarDay {
  return fromUtc(toUtc(day) + amount * DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `from` is after `to` or either is invalid. */
function eachDay({ from, to }: DayRange): CalendarDay[] {
  const start = toUtc(from);
  const end = toUtc(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const days: CalendarDay[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(fromUtc(time));
  return days;
}

/** The calendar day it is in `timeZone` at `now` ("2025-11-15"). */
function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** From `days` days before `today` up to `today` (spec §2: the default report range is 30 days before today to today). */
function lastDays(today: CalendarDay, days: number): DayRange {
  return { from: addDays(today, -days), to: today };
}

function isSameRange(a: DayRange, b: DayRange) {
  return a.from === b.from && a.to === b.to;
}

export { addDays, eachDay, isCalendarDay, isSameRange, lastDays, todayIn };
export type { CalendarDay, DayRange };
