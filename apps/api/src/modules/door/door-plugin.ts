import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { DoorDevice } from '../../db/schema';
import { loadContract } from '../../contract';
import { createDoorService, type DoorCaller, type DoorService } from './door-service';

/*
 * The door's HTTP shell (#17): the service on `app.door`, the device a request's token names on
 * `request.doorDevice`, refused before its input is read on every operation but the door's.
 */

declare module 'fastify' {
  interface FastifyInstance {
    door: DoorService;
  }
  interface FastifyRequest {
    /** The door device whose bearer token the request carries (#17); null for users and anonymous requests. */
    doorDevice: DoorDevice | null;
  }
}

/** Operations of the contract that read a bearer token (required or optional). */
function tokenOperations(): Set<string> {
  const found = new Set<string>();
  for (const item of Object.values(loadContract().paths))
    for (const operation of Object.values(
      item as Record<string, { operationId?: string; security?: object[] }>,
    ))
      if (operation.operationId && operation.security?.some((scheme) => 'bearer' in scheme))
        found.add(operation.operationId);
  return found;
}

/** The caller of a door operation, as the security handler left the request. */
export const doorCaller = (request: FastifyRequest): DoorCaller => ({
  device: request.doorDevice,
  user: request.user,
});

async function doorPlugin(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'ticketSecret' | 'pairingRateLimit'> },
) {
  const door = createDoorService({
    db: app.db,
    now: app.now,
    rateLimits: app.rateLimits,
    siteOrigin: () => app.mail.site.origin,
    ticketSecret: config.ticketSecret,
    pairingRateLimit: config.pairingRateLimit,
  });
  app.decorate('door', door);
  app.decorateRequest('doorDevice', null);

  // A device token is refused on every operation that takes a token but the door's, before its input is even
  // read (the security handler runs after validation). Public operations ignore it, as they ignore any token.
  const withToken = tokenOperations();
  // A callback hook: a request without a token (most of them) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const token = header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (token === undefined) return done();
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === undefined || !withToken.has(operationId)) return done();
    door.deviceOf(token, operationId).then(
      (device) => {
        request.doorDevice ??= device;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

export default fp(doorPlugin, { name: 'door', dependencies: ['database', 'mail', 'rate-limits'] });
