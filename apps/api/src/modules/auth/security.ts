import type { FastifyRequest } from 'fastify';
import { HttpError, messages } from '../../http/errors';
import type { OperationId } from '../operations';

/**
 * Operations whose one statement reads the caller's user row and session itself (and answers 401 when either is
 * gone): the security handler only checks the token, sparing the door's hot path a round trip. Their handlers
 * read `request.tokenSubject`, never `request.user`.
 */
const checkedInStatement: ReadonlySet<string> = new Set<OperationId>(['scanTicket']);

/**
 * Operations whose handler reads the session itself, and only when it needs the account: the waiting room's
 * status (polled by every visitor of a big on-sale) answers from the token's account when the place is already
 * bound to it, and authenticates (session read) only before binding a place to an account (issue #28).
 */
const identifiedOnly: ReadonlySet<string> = new Set<OperationId>(['getQueueStatus']);

/**
 * The refusal of a request without a token, built once: on an operation where the token is optional (`[bearer,
 * {}]`) every anonymous request goes through it, and a new error each time (its stack captured, then collected)
 * was about a tenth of the waiting room's status CPU (issue #28). Never mutated; the error handler only reads it.
 */
const NO_TOKEN = Object.freeze(new HttpError(401, messages.unauthenticated));

/**
 * fastify-openapi-glue `securityHandlers`, keyed by the contract's security schemes. An operation declaring
 * `bearer` reaches its handler only with a valid token of an existing user, in `request.user`; one declaring
 * `[bearer, {}]` (optional token) reaches it anonymously when the token is missing or invalid.
 */
export const securityHandlers = {
  // Not async: a request without a token is refused by a plain throw (fastify-openapi-glue awaits the call inside
  // its try), sparing the anonymous requests of `[bearer, {}]` operations a rejected promise each.
  bearer(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const token = header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (token === undefined) throw NO_TOKEN;
    return authenticateBearer(request, token);
  },
};

async function authenticateBearer(request: FastifyRequest, token: string): Promise<void> {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  // A door device's token (#17) opens its event's door operations only: the door module decides.
  const device = request.doorDevice ?? (await request.server.door.deviceOf(token, operationId));
  if (device) {
    request.doorDevice = device;
    return;
  }
  if (operationId !== undefined && (checkedInStatement.has(operationId) || identifiedOnly.has(operationId))) {
    request.tokenSubject = await request.server.auth.identify(token);
    return;
  }
  const { subject, user } = await request.server.auth.authenticate(token);
  request.tokenSubject = subject;
  request.user = user;
}
