import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { HttpError } from '../http/errors';

/*
 * The one parser for instants and days that arrive in requests. ISO 8601 as the contract's `date-time` and
 * `date` say, and only what both JavaScript and PostgreSQL can hold: no leap second (`23:59:60` is valid ISO, but
 * neither stores it), no year 0000 (PostgreSQL has no year zero), nothing that an offset pushes outside years
 * 0001–9999. The request validator uses the same checks for those formats, so such a value is a pt-BR 400 before
 * any handler runs.
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** Whether year-month-day is a day of the calendar (2026-02-29 is not), years 0001–9999. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : daysInMonth);
}

/** The instant of an ISO 8601 date-time, or null when it is not one or cannot be stored. */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (match[7] !== undefined && (Number(match[8]) > 23 || Number(match[9]) > 59)) return null;
  const time = Date.parse(text.replace(' ', 'T'));
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) return null;
  return new Date(time);
}

/** Whether `text` is a YYYY-MM-DD day of the calendar, years 0001–9999. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const invalidDateTimeMessage =
  'Dados inválidos: data e hora inválida (use ISO 8601, anos 0001 a 9999).';

/**
 * An optional date-time field as a Date (null when absent). The validator has refused bad ones already; this
 * refuses them again, as a 400, for any caller that skipped it.
 */
export function optionalDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = parseDateTime(text);
  if (!date) throw new HttpError(400, invalidDateTimeMessage);
  return date;
}

/** The product's time zone: sales, reports and the door count days as São Paulo does. */
export const SAO_PAULO = 'America/Sao_Paulo';

/** The São Paulo calendar day (YYYY-MM-DD) of an instant, by the time zone database (no hand offsets). */
export function saoPauloDay(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(SAO_PAULO) });
}
