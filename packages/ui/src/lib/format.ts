import { formatReaisPlain } from '@bilheteria/rules';
/**
 * pt-BR formatting for money and dates. Dates are always shown in the America/Sao_Paulo time zone,
 * whatever the viewer's machine says, so a show at 21:00 in São Paulo never reads 00:00 abroad.
 */

const TIME_ZONE = 'America/Sao_Paulo';
const LOCALE = 'pt-BR';

type DateInput = Date | string | number;

/**
 * Builds a formatter the first time it is used. Each Intl formatter costs ICU set-up time, and a page needs
 * one or two of them: built all at once on import, they were a long task on the first paint of slow phones.
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const longDate = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const shortDate = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const dayMonth = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', timeZone: TIME_ZONE }),
);
const dayNumber = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', timeZone: TIME_ZONE }));
const monthShort = lazy(() => new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: TIME_ZONE }));
const time = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only string ("2025-11-15") names a calendar day, not UTC midnight (which is the previous
 * evening in São Paulo): read it as midday UTC so every formatter lands on the same day.
 */
function toDate(value: DateInput): Date | null {
  const date =
    typeof value === 'string' && DATE_ONLY.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : value instanceof Date
        ? value
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(formatter: () => Intl.DateTimeFormat, value: DateInput | null | undefined) {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? formatter().format(date) : '';
}

/** "R$ 1.234,50" (with a plain space after R$). */
const formatMoney = formatReaisPlain;

/**
 * "Sábado, 15 de novembro de 2025": capitalised, as the ticket PDF prints it, so every page writes the weekday
 * the same way whether it starts a line or not. Empty for a missing or invalid date.
 */
function formatLongDate(value: DateInput | null | undefined) {
  const text = formatWith(longDate, value);
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** "15/11/2025". */
function formatShortDate(value: DateInput | null | undefined) {
  return formatWith(shortDate, value);
}

/** "15", the day of the month without leading zero. */
function formatDayNumber(value: DateInput | null | undefined) {
  return formatWith(dayNumber, value);
}

/** "NOV": three-letter month, uppercase, no trailing dot. */
function formatMonthShort(value: DateInput | null | undefined) {
  return formatWith(monthShort, value).replace('.', '').slice(0, 3).toUpperCase();
}

/** "21:00" (24-hour clock). */
function formatTime(value: DateInput | null | undefined) {
  return formatWith(time, value);
}

/** "15/11", the day in São Paulo. */
function formatDayMonth(value: DateInput | null | undefined) {
  return formatWith(dayMonth, value);
}

/** "Ana S." for "Ana Beatriz Souza": a person named without their full name (the first name, the last initial). */
function formatShortName(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts.at(-1)!.charAt(0).toLocaleUpperCase('pt-BR')}.`;
}

/** "15/11/2025 21:00". */
function formatDateTime(value: DateInput | null | undefined) {
  const date = formatShortDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

export {
  formatMoney,
  formatLongDate,
  formatShortDate,
  formatDayMonth,
  formatShortName,
  formatDayNumber,
  formatMonthShort,
  formatTime,
  formatDateTime,
  TIME_ZONE,
};
export type { DateInput };
