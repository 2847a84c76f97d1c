import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createOrdersService, type OrdersService } from './orders-service';
import type { InstallmentSettings } from './installments';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    /** Card installments' settings (INSTALLMENTS_FREE, INSTALLMENT_RATE): the event page, quotes and charges. */
    installments: InstallmentSettings;
  }
}

/** How often the sweeper expires pending orders whose hold ended. Reads show them expired meanwhile (`seenAt`). */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * The orders service, and the sweeper that gives back the tickets of orders nobody paid in time. Every replica
 * runs one: the expiry is a conditional transition with `FOR UPDATE SKIP LOCKED`, so they never expire an
 * order twice nor wait on each other.
 */
async function ordersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const installments = {
    interestFree: config.card.interestFree,
    monthlyRatePercent: config.card.monthlyRatePercent,
  };
  app.decorate('installments', installments);
  app.decorate(
    'orders',
    createOrdersService(app.db, app.lifecycle, app.now, {
      installments,
      holdMinutes: config.orderHoldMinutes,
      maxTicketsPerOrder: config.hoarding.maxTicketsPerOrder,
      maxPendingOrders: config.hoarding.maxPendingOrders,
      ordersPerIp: config.hoarding.ordersPerIp,
      checkPaidSales: app.payouts.ensureTakesPaidOrders,
    }),
  );

  app.every({
    everyMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const expired = await app.lifecycle.sweepExpired(app.now());
      if (expired > 0) app.log.info({ expired }, 'pedidos expirados');
    },
    failure: 'falha ao expirar pedidos',
  });
}

export default fp(ordersPlugin, {
  name: 'orders',
  dependencies: ['database', 'lifecycle', 'background-jobs', 'payouts'],
});
