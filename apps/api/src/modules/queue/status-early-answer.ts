import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { EarlyAnswer } from '../../http/early-answers';
import { requestId } from '../../http/request-id';
import { browserIdOf } from './browser-cookie';
import type { Visitor } from './queue-service';

/** GET /api/queue/{eventId}/status, its token in the query or (no query) in `X-Queue-Token`. */
const STATUS_URL =
  /^\/api\/queue\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/status(?:\?token=([A-Za-z0-9._-]+))?$/i;
const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Never called: an answer from memory reads no session (see queue-service's statusFromMemory). */
const NO_SESSION_READ = () => Promise.resolve(false);

/**
 * The waiting room's poll, answered before Fastify when the replica's memory has the answer (issue #28). In a big
 * on-sale every waiting browser polls this one route; through Fastify's pipeline (routing, the child logger, the
 * hooks of request id, security headers, CORS and door, text and schema validation, the security handler, the
 * serializer) a poll cost 0.08 ms of CPU, and the machine's one core for the API answered 12,500 a second. Here
 * it is the token's HMAC, the cached place and one write. Only that answer is given here: whatever else the
 * route could say (a refusal, a place to read or to bind to an account, a request with an `Origin` for CORS, a
 * server closing) goes to Fastify untouched, and api tests check that both paths answer alike.
 *
 * What the early answer leaves out: Fastify's two log lines per request (at 20,000 polls a second a log of
 * their own; the route's refusals and errors are still logged by Fastify).
 *
 * `headers`: what every API answer carries (security headers, CORS without an origin); the poll adds its own.
 */
export function queueStatusEarlyAnswer(app: FastifyInstance, headers: Record<string, string>): EarlyAnswer {
  // One array for every answer, its last two values set per answer: writeHead copies it at once.
  const answerHeaders = [
    ...Object.entries({
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    }).flat(),
    'x-request-id',
    '',
    'content-length',
    '',
  ];
  const ID = answerHeaders.length - 3;
  const LENGTH = answerHeaders.length - 1;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    eventId: string,
    token: string | undefined,
    userId: string | null,
  ) => {
    const visitor: Visitor = {
      browserId: browserIdOf(request) ?? '',
      userId,
      confirmAccount: NO_SESSION_READ,
    };
    const status = app.queue.statusInMemory(eventId, token, visitor);
    if (!status) return false;
    const body = JSON.stringify(status);
    answerHeaders[ID] = requestId(request);
    answerHeaders[LENGTH] = String(Buffer.byteLength(body));
    response.writeHead(200, answerHeaders);
    response.end(body);
    return true;
  };

  return (request, response) => {
    if (closing || request.method !== 'GET' || request.headers.origin !== undefined) return false;
    const match = STATUS_URL.exec(request.url ?? '');
    if (!match) return false;
    const eventId = match[1]!;
    const header = request.headers['x-queue-token'];
    const token = match[2] ?? (typeof header === 'string' ? header : undefined);
    const authorization = request.headers.authorization;
    if (authorization === undefined) return answer(request, response, eventId, token, null);
    // The route's token is optional: a malformed or invalid one polls as anonymous, as the security handler does.
    const bearer = BEARER.exec(authorization)?.[1];
    if (bearer === undefined) return answer(request, response, eventId, token, null);
    return app.auth.identify(bearer).then(
      (subject) => answer(request, response, eventId, token, subject.userId),
      () => answer(request, response, eventId, token, null),
    );
  };
}
