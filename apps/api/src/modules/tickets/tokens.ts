import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * What a ticket's QR code carries. The ticket `code` alone opens its QR image and PDF, so it cannot be the proof
 * at the door (a screenshot of the tickets page, a forwarded link...): the door accepts only a token signed with
 * TICKET_SECRET.
 *
 * - Rotating (the phone screen): `${code}.${step}.${sig}`, step = the 60-second window since the epoch,
 *   sig = HMAC-SHA256(secret, `r.${code}.${step}`). A screenshot stops working within two minutes.
 * - Static (the printed PDF): `${code}.s.${sig}`, sig = HMAC-SHA256(secret, `s.${code}`).
 *
 * The `r.` / `s.` prefixes keep the two kinds from ever signing the same message. Signatures are truncated to
 * 128 bits (22 base64url characters): far beyond guessing, and a smaller QR code.
 */

export const STEP_SECONDS = 60;
/** How far ahead of this server's clock a token may be (another replica's clock running slightly fast). */
export const FUTURE_SKEW_SECONDS = 5;
const SIGNATURE_BYTES = 16;
const SIGNATURE_LENGTH = Math.ceil((SIGNATURE_BYTES * 4) / 3);

const CODE = /^[A-Za-z0-9_-]{1,128}$/;
const STEP = /^(0|[1-9][0-9]{0,14})$/;
const SIGNATURE = new RegExp(`^[A-Za-z0-9_-]{${SIGNATURE_LENGTH}}$`);

export type TokenKind = 'rotating' | 'static';

/**
 * Why a scanned text is not a valid token:
 * - `malformed`: not `code.step.sig` / `code.s.sig` at all;
 * - `unsigned`: a bare ticket code, without a signature (the QR, not the code, is the proof);
 * - `bad_signature`: well formed, but not signed by this server (forged, tampered or another secret);
 * - `expired`: genuine, from a window older than the previous one;
 * - `future`: genuine but from a window that has not started yet (beyond the allowed clock skew).
 */
export type TokenFailure = 'malformed' | 'unsigned' | 'bad_signature' | 'expired' | 'future';

export type TokenCheck =
  | { valid: true; code: string; kind: 'rotating'; step: number }
  | { valid: true; code: string; kind: 'static' }
  /** `code` is the ticket code the text claims, when it has the shape of one (to log the attempt). */
  | { valid: false; reason: TokenFailure; code?: string };

/** The 60-second window `at` falls in. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

function sign(secret: string, message: string): string {
  return createHmac('sha256', secret)
    .update(message)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

const rotatingMessage = (code: string, step: number) => `r.${code}.${step}`;
const staticMessage = (code: string) => `s.${code}`;

/** The rotating token of `code` for the window `at` falls in (what the QR image shows now). */
export function rotatingToken(secret: string, code: string, at: Date): string {
  const step = stepAt(at);
  return `${code}.${step}.${sign(secret, rotatingMessage(code, step))}`;
}

/** The static token printed on the PDF. */
export function staticToken(secret: string, code: string): string {
  return `${code}.s.${sign(secret, staticMessage(code))}`;
}

/** Constant-time comparison of two base64url signatures of the expected length. */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a scanned text at the instant `now`: a static token, or a rotating token of the current or the previous
 * window (a window slightly in the future is tolerated for clock skew between replicas). The signature is
 * checked before the window, so a tampered step reads as forged, not as expired.
 */
export function verifyToken(secret: string, text: string, now: Date): TokenCheck {
  const parts = text.trim().split('.');
  if (parts.length === 1) {
    return CODE.test(parts[0]!)
      ? { valid: false, reason: 'unsigned', code: parts[0] }
      : { valid: false, reason: 'malformed' };
  }
  if (parts.length !== 3) return { valid: false, reason: 'malformed' };
  const [code, middle, signature] = parts as [string, string, string];
  if (!CODE.test(code)) return { valid: false, reason: 'malformed' };
  if (!SIGNATURE.test(signature)) return { valid: false, reason: 'malformed', code };

  if (middle === 's') {
    return sameSignature(signature, sign(secret, staticMessage(code)))
      ? { valid: true, code, kind: 'static' }
      : { valid: false, reason: 'bad_signature', code };
  }
  if (!STEP.test(middle)) return { valid: false, reason: 'malformed', code };
  const step = Number(middle);
  if (!sameSignature(signature, sign(secret, rotatingMessage(code, step)))) {
    return { valid: false, reason: 'bad_signature', code };
  }
  const nowSeconds = now.getTime() / 1000;
  const current = stepAt(now);
  if (step < current - 1) return { valid: false, reason: 'expired', code };
  if (step > current && step * STEP_SECONDS > nowSeconds + FUTURE_SKEW_SECONDS) {
    return { valid: false, reason: 'future', code };
  }
  return { valid: true, code, kind: 'rotating', step };
}
