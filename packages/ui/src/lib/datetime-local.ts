/**
 * Conversions between the values of `<input type="date|time|datetime-local">` (wall-clock text) and ISO
 * instants. The wall clock is always São Paulo's, whatever the organizer's machine says, so an event
 * typed as 21:00 is 21:00 for every buyer.
 */
import { TIME_ZONE } from './format';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

function wallClock(date: Date): WallClock {
  const found = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return found as WallClock;
}

/** São Paulo's offset from UTC at `instant`, in ms (−3 h today; −2 h in the summers before 2019). */
function offsetAt(instant: number): number {
  const wall = wallClock(new Date(instant));
  const asUtc = Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function toValidDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2025-11-15T21:00" (São Paulo) → "2025-11-16T00:00:00.000Z"; null when empty or malformed. */
function fromDateTimeLocal(value: string | null | undefined): string | null {
  const match = DATE_TIME_LOCAL.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const wall = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second);
  // The offset depends on the instant being found: guess with the wall time, then correct once.
  const guess = wall - offsetAt(wall);
  const instant = new Date(wall - offsetAt(guess));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An ISO instant → "2025-11-15T21:00" in São Paulo, the value a datetime-local input takes; "" when absent. */
function toDateTimeLocal(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return '';
  const wall = wallClock(date);
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}

/** An ISO instant → its São Paulo day, "2025-11-15", the value a date input takes; "" when absent. */
function toDateInput(value: Date | string | null | undefined): string {
  return toDateTimeLocal(value).slice(0, 10);
}

/** A day and an optional "HH:MM" (midnight when blank) in São Paulo → ISO instant; null without a valid day. */
function fromDateAndTime(date: string | null | undefined, time?: string | null): string | null {
  const day = date?.trim() ?? '';
  if (!DATE.test(day)) return null;
  const clock = time?.trim() ?? '';
  return fromDateTimeLocal(`${day}T${TIME.test(clock) ? clock : '00:00'}`);
}

export { fromDateAndTime, fromDateTimeLocal, toDateInput, toDateTimeLocal };
