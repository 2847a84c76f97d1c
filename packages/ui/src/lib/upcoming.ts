import { TIME_ZONE, type DateInput } from './format';

// "Upcoming" in My tickets (spec §2; DESIGN: days in America/Sao_Paulo): an event whose São Paulo
// calendar day is today or later. Comparing days rather than instants keeps a show that started this
// afternoon among the upcoming ones until midnight, while its ticket may still be needed at the door.

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of `value`; a date-only string is read as midday UTC, which is that same day in São Paulo. */
function instant(value: DateInput | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return Date.parse(`${value}T12:00:00Z`);
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** "2025-11-15": the São Paulo calendar day of `value`, or null when it is missing or invalid. */
function saoPauloDay(value: DateInput | null | undefined): string | null {
  const at = instant(value);
  return Number.isNaN(at) ? null : dayKeyFormat.format(at);
}

type SplitByDay<T> = { upcoming: T[]; past: T[] };

/**
 * Splits `items` into upcoming (São Paulo day on or after today's, soonest first) and past (most
 * recent first). An item without a readable date counts as upcoming, listed last: nothing says its
 * event is over, and hiding a valid ticket among the past ones would be the worse mistake.
 */
function splitByUpcoming<T>(
  items: readonly T[],
  dateOf: (item: T) => DateInput | null | undefined,
  now: DateInput,
): SplitByDay<T> {
  const today = saoPauloDay(now) ?? '';
  const keyed = items.map((item) => {
    const at = instant(dateOf(item));
    return { item, at, day: Number.isNaN(at) ? null : dayKeyFormat.format(at) };
  });
  const undated = keyed.filter(({ day }) => day === null);
  const upcoming = keyed.filter(({ day }) => day !== null && day >= today).sort((a, b) => a.at - b.at);
  const past = keyed.filter(({ day }) => day !== null && day < today).sort((a, b) => b.at - a.at);
  return {
    upcoming: [...upcoming, ...undated].map(({ item }) => item),
    past: past.map(({ item }) => item),
  };
}

export { saoPauloDay, splitByUpcoming };
export type { SplitByDay };
