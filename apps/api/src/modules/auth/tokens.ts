import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '../../db/schema';

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  /** The user id. */
  sub: string;
  role: UserRole;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The token's subject, or null for a missing, malformed, forged, expired or wrongly signed token. */
  verify(token: string): Promise<string | null>;
}

/** Access tokens: JWT HS256 with `sub` (user id), `role` and `exp`. */
export function createTokenService(secret: string): TokenService {
  // A KeyObject made once: with raw bytes jose imports a WebCrypto key on every verification (about a tenth
  // of the server's CPU under load).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    issue: ({ sub, role }) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    async verify(token) {
      try {
        // The algorithm is pinned: `alg: none` or an asymmetric algorithm in the header is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp'],
        });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}
