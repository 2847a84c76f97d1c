import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAccountsProvider } from '../payments';
import { createPayoutsService, type PayoutsService } from './payouts-service';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

async function payoutsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate(
    'payouts',
    createPayoutsService({
      db: app.db,
      now: app.now,
      provider: createAccountsProvider(config),
      defaultCommissionBps: config.platformCommissionBps,
    }),
  );
}

export default fp(payoutsPlugin, { name: 'payouts', dependencies: ['database'] });
