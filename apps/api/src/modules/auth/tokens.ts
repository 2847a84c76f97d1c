import { createSigner, createVerifier } from 'fast-jwt';
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

/**
 * Access tokens: JWT HS256 with `sub` (user id), `sid` (session id), `role` and `exp`, signed and checked by
 * fast-jwt, synchronously: jose verified through WebCrypto, a job on the thread pool per token, which was a seventh
 * of the API's CPU at 475 reservations/s (issue #28). The verifier is pinned to HS256 (`none` or another algorithm
 * in the header is refused) and requires `exp`; `nbf` is checked when present.
 */
export function createTokenService(secret: string): TokenService {
  const sign = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME_MS });
  const decode = createVerifier({
    key: secret,
    algorithms: [ALGORITHM],
    requiredClaims: ['exp', 'sub', 'sid'],
  });

  function check(token: string): TokenSubject | null {
    let payload: Record<string, unknown>;
    try {
      payload = decode(token) as Record<string, unknown>;
    } catch {
      // Malformed, forged, expired, another algorithm: fast-jwt's TokenError, and nothing else to tell apart here.
      return null;
    }
    const { sub, sid } = payload;
    return typeof sub === 'string' && typeof sid === 'string' ? { userId: sub, sessionId: sid } : null;
  }

  return {
    issue: ({ sub, role, sid }) => Promise.resolve(sign({ sub, role, sid })),
    verify: (token) => Promise.resolve(check(token)),
  };
}
