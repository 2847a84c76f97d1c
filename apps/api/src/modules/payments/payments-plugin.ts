import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAsaasProvider } from './asaas-provider';
import { createLocalProvider } from './local-provider';
import { createPaymentsService, type PaymentsService } from './payments-service';
import type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** Asaas when ASAAS_API_KEY is set, else the local provider (development, offline). */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { apiKey, baseUrl, timeoutMs } = config.asaas;
  return apiKey ? createAsaasProvider({ apiKey, baseUrl, timeoutMs }) : createLocalProvider(config.pix);
}

/** How often every replica withdraws stale Pix charges and asks for due refunds (the expiry sweep's pace). */
export const SETTLE_INTERVAL_MS = 30_000;

async function paymentsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const service = createPaymentsService({
    db: app.db,
    now: app.now,
    log: app.log,
    lifecycle: app.lifecycle,
    provider: createPaymentProvider(config),
    webhookToken: config.asaas.webhookToken,
    pixPerUser: config.hoarding.pixPerUser,
    installments: app.installments,
    cardPerHour: config.card.rateLimit,
    providerTimeoutMs: config.asaas.timeoutMs,
    onPixStored: (tx, pix) => app.mail.enqueuePixWaiting(tx, pix),
    payouts: app.payouts,
  });
  app.decorate('payments', service);

  // At start too: a cancellation or a refund cut short by a crash or a deploy resumes at once, not a sweep later.
  app.every({
    everyMs: SETTLE_INTERVAL_MS,
    run: () => service.settle(),
    failure: 'falha ao acertar Pix e estornos',
    atStart: true,
  });
}

export default fp(paymentsPlugin, {
  name: 'payments',
  dependencies: ['database', 'lifecycle', 'mail', 'background-jobs', 'payouts'],
});
