import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign as signEd25519,
  timingSafeEqual,
  verify as verifyEd25519,
  type KeyObject,
} from 'node:crypto';
import { eventTag, parseTicketText, signedMessage, stepAt, stepWindow } from '@bilheteria/rules';

/*
 * What a ticket's QR code carries: the formats are written once in @bilheteria/rules (door/tokens.ts), read
 * there by door devices offline and here by the server. This file holds the keys.
 *
 * - Signed (the QR shown and printed since #17): Ed25519. The private key is derived from TICKET_SECRET with HKDF,
 *   so a deploy needs no new secret and rotating TICKET_SECRET rotates both; HKDF is one-way, so the public key
 *   that door devices receive says nothing about TICKET_SECRET, and a device can verify but never sign.
 * - HMAC (before #17): `${code}.${step}.${sig}` and `${code}.s.${sig}`, sig = HMAC-SHA256(secret, `r.${code}.${step}`
 *   or `s.${code}`) truncated to 128 bits. Never issued any more; still accepted here, because PDFs printed with
 *   them circulate.
 * - The bare code, typed in at the door ("Digitar código"): the ticket's 128-bit capability, as strong as its PDF
 *   token; a ticket still goes in only once.
 */

export { STEP_SECONDS, FUTURE_SKEW_SECONDS, stepAt } from '@bilheteria/rules';

const SIGNATURE_BYTES = 16;

export type TokenKind = 'rotating' | 'static' | 'code';

/**
 * Why a scanned text is not a valid token:
 * - `malformed`: not one of the formats at all;
 * - `bad_signature`: well formed, but not signed by this server (forged, tampered or another secret);
 * - `expired`: genuine, from a window older than the previous one;
 * - `future`: genuine but from a window that has not started yet (beyond the allowed clock skew).
 */
export type TokenFailure = 'malformed' | 'bad_signature' | 'expired' | 'future';

export type TokenCheck =
  | { valid: true; code: string; kind: 'rotating'; step: number }
  | { valid: true; code: string; kind: 'static' }
  | { valid: true; code: string; kind: 'code' }
  /** `code` is the ticket code the text claims, when it has the shape of one (to log the attempt). */
  | { valid: false; reason: TokenFailure; code?: string };

export interface DoorKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, base64url: what check-in data gives door devices. */
  publicKeyText: string;
}

/** PKCS#8 DER header of an Ed25519 private key, followed by its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const keysBySecret = new Map<string, DoorKeys>();

/** The Ed25519 keys that sign tickets, derived from TICKET_SECRET (cached: one derivation per secret). */
export function doorKeys(secret: string): DoorKeys {
  let keys = keysBySecret.get(secret);
  if (!keys) {
    const seed = Buffer.from(hkdfSync('sha256', secret, 'bilheteria', 'door-ticket-signing/ed25519/v1', 32));
    const privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const publicKey = createPublicKey(privateKey);
    keys = { privateKey, publicKey, publicKeyText: publicKey.export({ format: 'jwk' }).x! };
    keysBySecret.set(secret, keys);
  }
  return keys;
}

const ed25519Signature = (secret: string, eventId: string, code: string, step: number | null) =>
  signEd25519(null, signedMessage(eventId, code, step), doorKeys(secret).privateKey).toString('base64url');

/** The signed rotating token of `code` (a ticket of `eventId`) for the window `at` falls in: what the QR shows. */
export function rotatingToken(secret: string, code: string, eventId: string, at: Date): string {
  const step = stepAt(at);
  return `${code}.${eventTag(eventId)}.${step}.${ed25519Signature(secret, eventId, code, step)}`;
}

/** The signed static token printed on the PDF. */
export function staticToken(secret: string, code: string, eventId: string): string {
  return `${code}.${eventTag(eventId)}.s.${ed25519Signature(secret, eventId, code, null)}`;
}

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret)
    .update(message)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/** A rotating token in the HMAC format of before #17 (no longer issued; for tests of what still circulates). */
export function hmacRotatingToken(secret: string, code: string, at: Date): string {
  const step = stepAt(at);
  return `${code}.${step}.${hmac(secret, `r.${code}.${step}`)}`;
}

/** A PDF token in the HMAC format of before #17: printed PDFs still carry it. */
export function hmacStaticToken(secret: string, code: string): string {
  return `${code}.s.${hmac(secret, `s.${code}`)}`;
}

/** Constant-time comparison of two base64url signatures of the expected length. */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a scanned or typed text at the instant `now`: a bare code, a static token, or a rotating token of the
 * current or the previous window (a window slightly in the future is tolerated for clock skew between replicas).
 * The signature is checked before the window, so a tampered step reads as forged, not as expired.
 */
export function verifyToken(secret: string, text: string, now: Date): TokenCheck {
  const parsed = parseTicketText(text);
  if (parsed.kind === 'malformed') return { valid: false, reason: 'malformed', code: parsed.code };
  const { code } = parsed;
  if (parsed.kind === 'code') return { valid: true, code, kind: 'code' };
  const genuine =
    parsed.kind === 'signed'
      ? verifyEd25519(
          null,
          signedMessage(parsed.eventId, code, parsed.step),
          doorKeys(secret).publicKey,
          parsed.signature,
        )
      : sameSignature(
          parsed.signature,
          hmac(secret, parsed.step === null ? `s.${code}` : `r.${code}.${parsed.step}`),
        );
  if (!genuine) return { valid: false, reason: 'bad_signature', code };
  if (parsed.step === null) return { valid: true, code, kind: 'static' };
  const window = stepWindow(parsed.step, now);
  if (window !== 'ok') return { valid: false, reason: window, code };
  return { valid: true, code, kind: 'rotating', step: parsed.step };
}
