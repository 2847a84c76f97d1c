import { HttpError } from '../../http/errors';
import { isDay, SAO_PAULO, saoPauloDay } from '../../lib/dates';

/*
 * The period of a report: whole days of America/Sao_Paulo, both ends included, as YYYY-MM-DD. Calendar
 * arithmetic is done on day numbers (days since 1970-01-01), which has no time zone and no daylight saving to
 * trip on; the time zone only matters for "today" (here) and for the instants a day spans (in SQL).
 */

export const REPORT_TIME_ZONE = SAO_PAULO;
/** Without `from`, the period starts this many days before `to` (spec §9: "últimos 30 dias"). */
export const DEFAULT_PERIOD_DAYS = 30;
/** Longest period, in days, both ends included: a year, leap or not; nobody needs a century of zero days. */
export const MAX_PERIOD_DAYS = 366;

export const periodMessages = {
  invalidFrom: 'Data inicial inválida. Use o formato AAAA-MM-DD.',
  invalidTo: 'Data final inválida. Use o formato AAAA-MM-DD.',
  fromAfterTo: 'A data inicial deve ser anterior ou igual à data final.',
  tooLong: `Período máximo: ${MAX_PERIOD_DAYS} dias.`,
} as const;

export interface ReportPeriod {
  /** First day, YYYY-MM-DD (São Paulo), included. */
  from: string;
  /** Last day, YYYY-MM-DD (São Paulo), included. */
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date, or null when it is not one (2025-02-30, "ontem"). */
export function dayNumber(day: string): number | null {
  if (!isDay(day)) return null;
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in São Paulo at the instant `now`. */
export const saoPauloToday = (now: Date): string => saoPauloDay(now);

/**
 * The period a report covers. `to` defaults to today (São Paulo) and `from` to 30 days before `to` — with
 * neither, [today − 30, today]. Throws a 400 for a date that does not exist, `from` after `to`, or a period
 * longer than MAX_PERIOD_DAYS.
 */
export function resolvePeriod(query: { from?: string; to?: string }, now: Date): ReportPeriod {
  const to = query.to === undefined ? dayNumber(saoPauloToday(now)) : dayNumber(query.to);
  if (to === null) throw new HttpError(400, periodMessages.invalidTo);
  const from = query.from === undefined ? to - DEFAULT_PERIOD_DAYS : dayNumber(query.from);
  if (from === null) throw new HttpError(400, periodMessages.invalidFrom);
  if (from > to) throw new HttpError(400, periodMessages.fromAfterTo);
  if (to - from + 1 > MAX_PERIOD_DAYS) throw new HttpError(400, periodMessages.tooLong);
  return { from: dayString(from), to: dayString(to) };
}
