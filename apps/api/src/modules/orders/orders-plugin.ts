import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createOrdersService, type OrdersService } from './orders-service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/** How often the sweeper expires pending orders whose hold ended. Reads expire due orders lazily meanwhile. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * The orders service, and the sweeper that gives back the tickets of orders nobody paid in time. Every replica
 * runs one: the expiry is a conditional transition with `FOR UPDATE SKIP LOCKED`, so they never expire an
 * order twice nor wait on each other.
 */
async function ordersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate(
    'orders',
    createOrdersService(app.db, app.lifecycle, app.now, {
      holdMinutes: config.orderHoldMinutes,
      maxTicketsPerOrder: config.hoarding.maxTicketsPerOrder,
      maxPendingOrders: config.hoarding.maxPendingOrders,
      ordersPerIp: config.hoarding.ordersPerIp,
    }),
  );

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    if (sweeping) return;
    sweeping = app.lifecycle
      .sweepExpired(app.now())
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'pedidos expirados');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao expirar pedidos'))
      .finally(() => {
        sweeping = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

export default fp(ordersPlugin, { name: 'orders', dependencies: ['database', 'lifecycle'] });
