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
  app.decorate('lifecycle', createOrderLifecycle(app.db));
}

export default fp(lifecyclePlugin, { name: 'lifecycle', dependencies: ['database'] });
