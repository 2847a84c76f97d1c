import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The waiting room's two signed values (issue #28), with a key derived from JWT_SECRET for this purpose only (as
 * tickets/ticket-links.ts does), so neither can be taken for a session token or a ticket link, nor the reverse.
 *
 * - Queue token `${placeId}.${sig}`: sig = HMAC over the event, the place and the browser id (the queue cookie).
 *   Another event's path, another browser or a changed place id fails the check; it never expires (the place is
 *   kept until the line ends).
 * - Pass `${placeId}.${userId}.${expires}.${sig}`: sig = HMAC over the event, place, account and expiry. It lets
 *   that account create one order of that event until `expires` (Unix seconds); its single use is the place row's
 *   `pass_used_at`, not the signature.
 *
 * Signatures are 128 bits; checking one is a single HMAC, nothing read from the database.
 */

const SIGNATURE_BYTES = 16;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN_PATTERN = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{22})$`);
const PASS_PATTERN = new RegExp(`^(${UUID})\\.(${UUID})\\.([1-9][0-9]{0,11})\\.([A-Za-z0-9_-]{22})$`);
const BROWSER_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface PassClaims {
  placeId: string;
  userId: string;
  expiresAt: Date;
}

export type PassCheck = { valid: true; claims: PassClaims } | { valid: false; reason: 'invalid' | 'expired' };

export interface QueueSignatures {
  token(eventId: string, placeId: string, browserId: string): string;
  /** The place id the token names, when it was signed for this event and browser; else null. */
  placeOf(eventId: string, token: string, browserId: string): string | null;
  /** The token's two parts, when it is shaped like one (checks nothing). */
  partsOf(token: string): { placeId: string; signature: string } | null;
  pass(eventId: string, claims: PassClaims): string;
  checkPass(eventId: string, pass: string, now: Date): PassCheck;
}

/** A new browser id for the queue cookie: 128 random bits. */
export const newBrowserId = (): string => randomBytes(16).toString('base64url');
export const isBrowserId = (value: string): boolean => BROWSER_PATTERN.test(value);

/**
 * Whether two texts are equal, in a time that does not depend on where they differ (timingSafeEqual without
 * the two buffers: this runs at every poll).
 */
export function sameText(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index++)
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createQueueSignatures(sessionSecret: string): QueueSignatures {
  const key = createHmac('sha256', sessionSecret).update('bilheteria/queue/v1').digest();
  const sign = (text: string) =>
    createHmac('sha256', key).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  const tokenText = (eventId: string, placeId: string, browserId: string) =>
    `token.${eventId.toLowerCase()}.${placeId}.${browserId}`;
  const passText = (eventId: string, { placeId, userId, expiresAt }: PassClaims) =>
    `pass.${eventId.toLowerCase()}.${placeId}.${userId}.${Math.floor(expiresAt.getTime() / 1000)}`;

  return {
    token: (eventId, placeId, browserId) => `${placeId}.${sign(tokenText(eventId, placeId, browserId))}`,
    placeOf(eventId, token, browserId) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match || !isBrowserId(browserId)) return null;
      const placeId = match[1]!;
      return same(match[2]!, sign(tokenText(eventId, placeId, browserId))) ? placeId : null;
    },
    partsOf(token) {
      const match = TOKEN_PATTERN.exec(token);
      return match ? { placeId: match[1]!, signature: match[2]! } : null;
    },
    pass: (eventId, claims) =>
      `${claims.placeId}.${claims.userId}.${Math.floor(claims.expiresAt.getTime() / 1000)}.${sign(passText(eventId, claims))}`,
    checkPass(eventId, pass, now) {
      const match = PASS_PATTERN.exec(pass);
      if (!match) return { valid: false, reason: 'invalid' };
      const claims = { placeId: match[1]!, userId: match[2]!, expiresAt: new Date(Number(match[3]) * 1000) };
      if (!same(match[4]!, sign(passText(eventId, claims)))) return { valid: false, reason: 'invalid' };
      if (claims.expiresAt.getTime() <= now.getTime()) return { valid: false, reason: 'expired' };
      return { valid: true, claims };
    },
  };
}
