import { TZDate } from '@date-fns/tz';
import { eventEndsAt } from '@bilheteria/rules';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Event } from '../../db/schema';
import { SAO_PAULO, saoPauloDay } from '../../lib/dates';

/*
 * "Adicionar à agenda": the event as an iCalendar file (RFC 5545), written by ical-generator. Instants are
 * written in UTC (`…Z`), which every calendar converts to its user's zone; no VTIMEZONE to get wrong.
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type When = { start: Date; end: Date; allDay: false } | { start: Date; allDay: true };

/**
 * When the event happens: `startDate` (else its São Paulo day at "Início do show") until `endDate` (else the end
 * of that São Paulo day, when the product considers it over); a day alone is an all-day event. Null without a
 * date.
 */
export function eventTimes(event: Event): When | null {
  let start = event.startDate;
  if (!start && event.eventDate) {
    const day = saoPauloDay(event.eventDate);
    const time = TIME.exec(event.showStartTime?.trim() ?? '');
    if (!time) return { start: new Date(`${day}T00:00:00Z`), allDay: true };
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    start = new TZDate(year, month - 1, date, Number(time[1]), Number(time[2]), SAO_PAULO);
  }
  if (!start) return null;
  const endsAt = event.endDate ?? eventEndsAt({ startDate: start });
  return { start: new Date(start.getTime()), end: endsAt && endsAt > start ? endsAt : start, allDay: false };
}

/** The .ics text of `event`, null when it has no date; `origin` makes its page's address. */
export function eventCalendar(event: Event, options: { origin: string; now: Date }): string | null {
  const when = eventTimes(event);
  if (!when) return null;
  const url = `${options.origin}/event/${encodeURIComponent(event.id)}`;
  const calendar = ical({
    prodId: { company: 'Bilheteria', product: 'Ingressos', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    name: event.title,
  });
  const place = [event.city?.trim(), event.state?.trim().toUpperCase()].filter(Boolean).join('/');
  const location = [event.venue?.trim(), place].filter(Boolean).join(', ');
  calendar.createEvent({
    id: `${event.id}@bilheteria`,
    stamp: options.now,
    start: when.start,
    ...(when.allDay ? { allDay: true } : { end: when.end }),
    summary: event.title,
    description: [event.description?.trim(), url].filter(Boolean).join('\n\n'),
    ...(location ? { location } : {}),
    url,
    status: ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 §3.1 ends every content line, the last one too, with CRLF; ical-generator leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** "sao-joao-da-capital.ics": the title as a file name a phone shows. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'evento'}.ics`;
}
