import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import type { UserRole } from '../../db/schema';

const ALGORITHM = 'HS256';
/** How long a session token lives (and its `sessions` row), unless logged out before. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** The user id. */
  sub: string;
  role: UserRole;
  /** The session (a `sessions` row): the token works while that row exists. */
  sid: string;
}

export interface TokenSubject {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /**
   * The token's user and session, or null for a missing, malformed, forged, expired or wrongly signed token, or
   * one without a session (issued before sessions existed). Whether the session still exists is the caller's
   * query to make.
   */
  verify(token: string): Promise<TokenSubject | null>;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url JSON object of a JWT, or null (not canonical base64url, not JSON, not an object). */
function jsonPart(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Access tokens: JWT HS256 with `sub` (user id), `sid` (session id), `role` and `exp`. Issued with jose; checked
 * here with one synchronous HMAC (node:crypto): jose verifies through WebCrypto, a job on the thread pool per
 * token, which was a seventh of the API's CPU at 475 reservations/s (issue #28). The checks are jose's for these
 * tokens: the algorithm pinned to HS256 (`none` or another algorithm in the header is refused), no `crit`
 * header, the signature compared in constant time, `exp` required and in the future, `nbf` (when present) past,
 * `iat` (when present) a number, `sub` and `sid` strings.
 */
export function createTokenService(secret: string): TokenService {
  // The signing key for jose, imported once (given raw bytes it would import a CryptoKey on every call).
  const key = webcrypto.subtle.importKey(
    'raw',
    Buffer.from(secret, 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const rawKey = Buffer.from(secret, 'utf8');

  function check(token: string): TokenSubject | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    if (!BASE64URL.test(signaturePart)) return null;
    const given = Buffer.from(signaturePart, 'base64url');
    const expected = createHmac('sha256', rawKey).update(`${headerPart}.${payloadPart}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const header = jsonPart(headerPart);
    if (!header || header.alg !== ALGORITHM || 'crit' in header || 'b64' in header) return null;
    const payload = jsonPart(payloadPart);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    const { sub, sid, exp, nbf, iat } = payload;
    if (!isNumber(exp) || exp <= now) return null;
    if (nbf !== undefined && (!isNumber(nbf) || nbf > now)) return null;
    if (iat !== undefined && !isNumber(iat)) return null;
    return typeof sub === 'string' && typeof sid === 'string' ? { userId: sub, sessionId: sid } : null;
  }

  return {
    issue: async ({ sub, role, sid }) =>
      new SignJWT({ role, sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_MS / 1000}s`)
        .sign(await key),
    verify: async (token) => check(token),
  };
}
