import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBrowserId, newBrowserId } from './signatures';

/*
 * The browser a queue token is bound to: a random id in an HttpOnly cookie scoped to the line's addresses, so a
 * token copied elsewhere (another browser, a script fed tokens) does not hold the place there.
 */

export const QUEUE_COOKIE = 'bilheteria_fila';
const MAX_AGE_SECONDS = 3 * 24 * 60 * 60;

/** The request's queue cookie, when it holds a well-formed id. */
export function browserIdOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === QUEUE_COOKIE && value && isBrowserId(value)) return value;
  }
  return null;
}

/** The request's browser id, or a new one sent back in the cookie. */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const known = browserIdOf(request);
  if (known) return known;
  const id = newBrowserId();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${QUEUE_COOKIE}=${id}; Path=/api/queue; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return id;
}
