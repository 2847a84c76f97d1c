// The waiting room of big on-sales (issue #28), shared by the app and the embedded checkout: whether an event's
// pages must send the visitor to its line, and the queue token and pass this browser holds per event. Both are
// kept in localStorage (`queue-tokens`, `queue-passes`), so a reload or a second tab keeps the place and the pass.
import type { Schemas } from '@bilheteria/api-client';

/** From how long before `onSale.startsAt` a queued event's pages send visitors to the line (the server's rule). */
export const LINE_OPENS_MINUTES_BEFORE = 30;

const TOKENS_KEY = 'queue-tokens';
const PASSES_KEY = 'queue-passes';

type Stored<T> = Record<string, T>;

function read<T>(key: string): Stored<T> {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(key) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Stored<T>) : {};
  } catch {
    return {};
  }
}

function write<T>(key: string, value: Stored<T>): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the line still works for this page's life.
  }
}

export const queueTokenFor = (eventId: string): string | null => read<string>(TOKENS_KEY)[eventId] ?? null;

export function rememberQueueToken(eventId: string, token: string | null): void {
  const tokens = read<string>(TOKENS_KEY);
  if (token) tokens[eventId] = token;
  else delete tokens[eventId];
  write(TOKENS_KEY, tokens);
}

/** The pass this browser holds for the event, while it is valid. */
export function queuePassFor(eventId: string, now: Date = new Date()): string | null {
  const held = read<{ pass: string; expiresAt: string }>(PASSES_KEY)[eventId];
  return held && Date.parse(held.expiresAt) > now.getTime() ? held.pass : null;
}

export function rememberQueuePass(eventId: string, pass: string | null, expiresAt?: string): void {
  const passes = read<{ pass: string; expiresAt: string }>(PASSES_KEY);
  if (pass && expiresAt) passes[eventId] = { pass, expiresAt };
  else delete passes[eventId];
  write(PASSES_KEY, passes);
}

/** Whether the event's page and checkout send this visitor to /fila/{eventId} now. */
export function mustWaitInLine(
  event: Pick<Schemas['Event'], '_id' | 'onSale'>,
  now: Date = new Date(),
): boolean {
  const onSale = event.onSale;
  if (!onSale?.queue) return false;
  const opensAt = Date.parse(onSale.startsAt) - LINE_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opensAt && queuePassFor(event._id, now) === null;
}

/** The header POST /orders carries for a queued event. */
export function queuePassHeader(eventId: string): Record<string, string> {
  const pass = queuePassFor(eventId);
  return pass ? { 'X-Queue-Pass': pass } : {};
}
