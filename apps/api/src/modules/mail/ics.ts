/*
 * The event as an iCalendar file (RFC 5545) for the confirmation e-mail: one VEVENT, times in UTC, text escaped
 * and lines folded at 75 octets. Without a date there is nothing to put in a calendar (undefined).
 */

export interface IcsEvent {
  /** Stable across sends, so a calendar updates the same entry: the order's id. */
  uid: string;
  title: string;
  start: Date | null;
  /** The event's end when known; else start + 4 h. */
  end: Date | null;
  location: string;
  description: string;
  url: string;
  stamp: Date;
}

const DEFAULT_LENGTH_MS = 4 * 60 * 60 * 1000;

const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines begin with a space), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function eventIcs(event: IcsEvent): string | undefined {
  if (!event.start) return undefined;
  const end =
    event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + DEFAULT_LENGTH_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bilheteria//Ingressos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}@bilheteria`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
