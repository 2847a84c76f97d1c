import { authHandlers } from './auth/handlers';
import { couponHandlers } from './coupons/handlers';
import { doorHandlers } from './door/handlers';
import { eventHandlers } from './events/handlers';
import { healthHandlers } from './health/handlers';
import { mailHandlers } from './mail/handlers';
import type { OperationHandlers } from './operations';
import { orderHandlers } from './orders/handlers';
import { paymentHandlers } from './payments/handlers';
import { queueHandlers } from './queue/handlers';
import { payoutHandlers } from './payouts/handlers';
import { reportHandlers } from './reports/handlers';
import { seatingHandlers } from './seating/handlers';
import { slideHandlers } from './slides/handlers';
import { ticketHandlers } from './tickets/handlers';

/**
 * Every operation, keyed by its operationId in openapi.yaml. A module adds its handlers here; the server
 * refuses to start when one is missing (see `handlersForContract`).
 */
export const operationHandlers: OperationHandlers = {
  ...healthHandlers,
  ...authHandlers,
  ...eventHandlers,
  ...couponHandlers,
  ...seatingHandlers,
  ...slideHandlers,
  ...reportHandlers,
  ...ticketHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...payoutHandlers,
  ...mailHandlers,
  ...doorHandlers,
  ...queueHandlers,
};

export { securityHandlers } from './auth/security';
