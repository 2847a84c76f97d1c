import { eventIdOfTag, fromBase64url, utf8 } from './encoding';

/*
 * What a ticket's QR code carries, read the same way by the server and by a door device offline.
 *
 * Signed (Ed25519, issue #17): the server holds the private key, a door device only the public key, so a device
 * can verify tickets but never mint one.
 * - Rotating (the phone screen): `${code}.${eventTag}.${step}.${signature}`, step = the 60-second window since the
 *   epoch. A screenshot stops working within two minutes.
 * - Static (the printed PDF): `${code}.${eventTag}.s.${signature}`.
 * The signature (64 bytes, 86 base64url characters) covers `bilheteria/door/v1|r|${eventId}|${code}|${step}` or
 * `bilheteria/door/v1|s|${eventId}|${code}`: the kind, the event and the window are all signed. The event tag
 * (the event id's 16 bytes) lets a device tell a genuine ticket of another event from a forged one.
 *
 * Legacy (HMAC-SHA256 under TICKET_SECRET, before #17): `${code}.${step}.${sig}` and `${code}.s.${sig}` with a
 * 22-character signature. PDFs printed then still circulate: the server verifies them as before; a device,
 * which cannot hold the HMAC secret, treats them as their code (below).
 *
 * Bare code (the printed code typed in, "Digitar código"): the ticket's code is a 128-bit random capability, the
 * same power as its static PDF token (which never expires either); what stops a copied code is that a ticket is
 * admitted once.
 */

export const STEP_SECONDS = 60;
/** How far ahead of this clock a token may be (another replica's or the phone's clock running slightly fast). */
export const FUTURE_SKEW_SECONDS = 5;

const CODE = /^[A-Za-z0-9_-]{1,128}$/;
const STEP = /^(0|[1-9][0-9]{0,14})$/;
const ED25519_SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const HMAC_SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
const DOMAIN = 'bilheteria/door/v1';

export type ParsedTicketText =
  | { kind: 'code'; code: string }
  | {
      kind: 'signed';
      code: string;
      eventId: string;
      /** null: the static (PDF) token. */
      step: number | null;
      signature: Uint8Array;
    }
  | { kind: 'legacy'; code: string; step: number | null; signature: string }
  /** `code`: the ticket code the text claims, when it has the shape of one (to log the attempt). */
  | { kind: 'malformed'; code?: string };

/** The 60-second window `at` falls in. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** The bytes an Ed25519 ticket signature covers. */
export function signedMessage(eventId: string, code: string, step: number | null): Uint8Array {
  return utf8(step === null ? `${DOMAIN}|s|${eventId}|${code}` : `${DOMAIN}|r|${eventId}|${code}|${step}`);
}

/** Reads a scanned or typed text (surrounding spaces ignored); checks shape only, never a signature. */
export function parseTicketText(text: string): ParsedTicketText {
  const parts = text.trim().split('.');
  const code = parts[0]!;
  if (!CODE.test(code)) return { kind: 'malformed' };
  if (parts.length === 1) return { kind: 'code', code };
  const stepOf = (middle: string): number | null | undefined =>
    middle === 's' ? null : STEP.test(middle) ? Number(middle) : undefined;
  if (parts.length === 3) {
    const [, middle, signature] = parts as [string, string, string];
    const step = stepOf(middle);
    if (step === undefined || !HMAC_SIGNATURE.test(signature)) return { kind: 'malformed', code };
    return { kind: 'legacy', code, step, signature };
  }
  if (parts.length === 4) {
    const [, tag, middle, signatureText] = parts as [string, string, string, string];
    const eventId = eventIdOfTag(tag);
    const step = stepOf(middle);
    const signature = ED25519_SIGNATURE.test(signatureText) ? fromBase64url(signatureText) : undefined;
    if (eventId === undefined || step === undefined || signature?.length !== 64)
      return { kind: 'malformed', code };
    return { kind: 'signed', code, eventId, step, signature };
  }
  return { kind: 'malformed', code };
}

/**
 * Whether a rotating token's window is usable at `now`: the current or the previous one, or one starting within
 * the allowed clock skew.
 */
export function stepWindow(step: number, now: Date): 'ok' | 'expired' | 'future' {
  const current = stepAt(now);
  if (step < current - 1) return 'expired';
  if (step > current && step * STEP_SECONDS > now.getTime() / 1000 + FUTURE_SKEW_SECONDS) return 'future';
  return 'ok';
}
