import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderLifecycle, type OrderLifecycle } from '.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The only writer of orders' statuses, lots' stock and tickets (see lifecycle/index.ts). */
    lifecycle: OrderLifecycle;
  }
}

async function lifecyclePlugin(app: FastifyInstance) {
  // The e-mail outbox follows the transitions in their transactions (modules/mail).
  const pool = app.database.kind === 'postgres' ? app.database.pool : undefined;
  app.decorate('lifecycle', createOrderLifecycle(app.db, [app.mail.subscriber], pool));
}

export default fp(lifecyclePlugin, { name: 'lifecycle', dependencies: ['database', 'mail'] });
