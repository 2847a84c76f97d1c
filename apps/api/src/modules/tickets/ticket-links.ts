import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed, short-lived access to a ticket's PDF and rotating QR image. Both admit at the door, so a ticket's code
 * alone (seen in an address bar, a log, a screenshot of the tickets page) must not open them. The host shows them
 * with plain <img src> and <a href>, which carry no bearer header (the session token lives in localStorage), so
 * GET /orders/{id}/tickets — the owner's session — hands out, per ticket, an `access` value for those addresses:
 * `${expires}.${signature}`, expires = Unix seconds, signature = HMAC-SHA256 over the code and the expiry with a
 * key derived from JWT_SECRET (the session secret: this is a short delegation of the session), 128 bits.
 *
 * A leaked address stops working at `expires`; the code alone never gives one.
 */

/** How long an `access` value opens its ticket's PDF and QR. The host fetches fresh ones well before. */
export const TICKET_LINK_MINUTES = 30;

const SIGNATURE_BYTES = 16;
export const ACCESS_PATTERN = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{22})$/;

export type TicketAccessCheck = 'valid' | 'expired' | 'invalid';

export interface TicketLinks {
  /** The `access` value for `code`, valid until `expiresAt`. */
  grant(code: string, now: Date): { access: string; expiresAt: Date };
  /** When an access granted at `now` expires. */
  expiresAt(now: Date): Date;
  check(code: string, access: string, now: Date): TicketAccessCheck;
}

export function createTicketLinks(sessionSecret: string): TicketLinks {
  // Its own key, so a signature made here can never be mistaken for a session token's or the reverse.
  const key = createHmac('sha256', sessionSecret).update('bilheteria/ticket-links/v1').digest();
  const sign = (code: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${code}.${expires}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');

  const expiresOf = (now: Date) => Math.floor(now.getTime() / 1000) + TICKET_LINK_MINUTES * 60;
  return {
    grant(code, now) {
      const expires = expiresOf(now);
      return { access: `${expires}.${sign(code, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    expiresAt: (now) => new Date(expiresOf(now) * 1000),
    check(code, access, now) {
      const match = ACCESS_PATTERN.exec(access);
      if (!match) return 'invalid';
      const expires = Number(match[1]);
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(sign(code, expires));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
}
