import type { FastifyRequest } from 'fastify';

/**
 * fastify-openapi-glue `securityHandlers`, keyed by the contract's security schemes. An operation declaring
 * `bearer` reaches its handler only with a valid token of an existing user, in `request.user`; one declaring
 * `[bearer, {}]` (optional token) reaches it anonymously when the token is missing or invalid.
 */
export const securityHandlers = {
  async bearer(request: FastifyRequest) {
    await request.server.auth.authenticate(request);
  },
};
