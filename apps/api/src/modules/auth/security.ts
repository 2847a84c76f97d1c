import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../operations';

/**
 * Operations whose one statement reads the caller's user row and session itself (and answers 401 when either is
 * gone): the security handler only checks the token, sparing the door's hot path a round trip. Their handlers
 * read `request.tokenSubject`, never `request.user`.
 */
const checkedInStatement: ReadonlySet<string> = new Set<OperationId>(['scanTicket']);

/**
 * fastify-openapi-glue `securityHandlers`, keyed by the contract's security schemes. An operation declaring
 * `bearer` reaches its handler only with a valid token of an existing user, in `request.user`; one declaring
 * `[bearer, {}]` (optional token) reaches it anonymously when the token is missing or invalid.
 */
export const securityHandlers = {
  async bearer(request: FastifyRequest) {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    // A door device's token (#17) opens its event's door operations only: the door module decides.
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token !== undefined) {
      const device = request.doorDevice ?? (await request.server.door.deviceOf(token, operationId));
      if (device) {
        request.doorDevice = device;
        return;
      }
    }
    if (operationId !== undefined && checkedInStatement.has(operationId)) {
      request.tokenSubject = await request.server.auth.identify(token);
      return;
    }
    const { subject, user } = await request.server.auth.authenticate(token);
    request.tokenSubject = subject;
    request.user = user;
  },
};
