import { normalizeText } from '../../lib/text';

/** Event dates and times are read in Brazil's time zone, whatever the server's. */
export const TIME_ZONE = 'America/Sao_Paulo';

const longDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeOfDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** "HH:MM" (or "HH:MM:SS" as the event form may send) → "HH:MM"; anything else → undefined. */
function hhmm(time: string | null | undefined): string | undefined {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])/.exec(time ?? '');
  return match ? `${match[1]}:${match[2]}` : undefined;
}

export interface EventSchedule {
  eventDate: Date | null;
  gatesOpenTime: string | null;
  showStartTime: string | null;
}

/**
 * The event's day and time as a ticket prints them: "Sábado, 15 de março de 2025, às 20:00". The time is the
 * show's start as the organizer typed it, else the event date's own time (unless it is midnight, which means
 * "no time given"). Then the gates' opening when known.
 */
export function eventWhenLines(event: EventSchedule): string[] {
  if (!event.eventDate) return ['Data a definir'];
  const day = capitalize(longDate.format(event.eventDate));
  const ownTime = timeOfDay.format(event.eventDate);
  const time = hhmm(event.showStartTime) ?? (ownTime === '00:00' ? undefined : ownTime);
  const gates = hhmm(event.gatesOpenTime);
  return [time ? `${day}, às ${time}` : day, ...(gates ? [`Abertura dos portões às ${gates}`] : [])];
}

/** "Parque do Peão — Barretos/SP", leaving out what is missing. */
export function eventPlace(event: {
  venue: string | null;
  city: string | null;
  state: string | null;
}): string {
  const city = [event.city?.trim(), event.state?.trim()].filter(Boolean).join('/');
  return [event.venue?.trim(), city].filter(Boolean).join(' — ');
}

/** ASCII-only, lower-case, hyphenated: "São João da Capital!" → "sao-joao-da-capital". */
export function slugify(text: string, maxLength = 60): string {
  const slug = normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'evento';
}

/** The PDF's file name: `ingresso-<event slug>-<first 8 characters of the code>.pdf` (header-safe ASCII). */
export function ticketPdfFileName(eventTitle: string, code: string): string {
  const prefix = code.slice(0, 8).replace(/[^A-Za-z0-9_-]/g, '');
  return `ingresso-${slugify(eventTitle)}-${prefix}.pdf`;
}
