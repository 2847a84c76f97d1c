import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import type { TokenSubject } from './tokens';

/*
 * For handlers of operations whose contract declares `security: [bearer]`: the security handler has already
 * loaded `request.user` from the database (or answered 401), so these only read it.
 */

/** The authenticated user, or 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, messages.unauthenticated);
  return request.user;
}

/** The authenticated ADMIN, or 401 / 403. */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (user.role !== 'ADMIN') throw new HttpError(403, messages.adminOnly);
  return user;
}

/**
 * The bearer token's user and session, or 401. Operations that read the user in their own statement must check
 * the session there too (see `checkedInStatement` in security.ts).
 */
export function requireTokenSubject(request: FastifyRequest): TokenSubject {
  if (!request.tokenSubject) throw new HttpError(401, messages.unauthenticated);
  return request.tokenSubject;
}
