import { authHandlers } from './auth/handlers';
import { healthHandlers } from './health/handlers';
import type { OperationHandlers } from './operations';

/**
 * Every implemented operation, keyed by its operationId in openapi.yaml. A module adds its handlers here;
 * operations of the contract without a handler answer 501 (see `withUnavailableFallback`).
 */
export const operationHandlers: OperationHandlers = {
  ...healthHandlers,
  ...authHandlers,
};

export { securityHandlers } from './auth/security';
