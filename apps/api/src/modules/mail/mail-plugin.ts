import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainEventSubscriber } from '../orders';
import {
  createMailSubscriber,
  enqueueEmailVerification,
  enqueuePasswordReset,
  enqueuePixWaiting,
  type PixGenerated,
} from './messages';
import { createMailWorker, type MailWorker, type WorkerDeps } from './worker';
import type { MailSite } from './templates';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox: what writes messages (in their cause's transaction) and the worker that sends them. */
    mail: MailService;
  }
}

export interface MailService {
  site: MailSite;
  /** Follows the lifecycle's order.paid / order.cancelled / order.refunded (registered by the lifecycle plugin). */
  subscriber: DomainEventSubscriber;
  enqueuePixWaiting(tx: Db, pix: PixGenerated): Promise<void>;
  enqueuePasswordReset(
    tx: Db,
    input: { resetId: string; email: string; name: string; link: string; validMinutes: number; now: Date },
  ): Promise<void>;
  enqueueEmailVerification(
    tx: Db,
    input: {
      verificationId: string;
      token: string;
      email: string;
      name: string;
      validHours: number;
      now: Date;
    },
  ): Promise<void>;
  /** Sends what is due now (undefined without SMTP_URL: messages are only kept). */
  worker: MailWorker | undefined;
}

/** Test and bench knobs for the worker (the defaults suit production). */
export type MailWorkerOptions = Partial<
  Pick<WorkerDeps, 'pollMs' | 'retryBaseMs' | 'leaseMs' | 'batch' | 'onSent'>
>;

async function mailPlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, 'mail' | 'appOrigins'>; worker?: MailWorkerOptions },
) {
  const { config } = options;
  const site: MailSite = { origin: config.appOrigins[0] ?? 'http://localhost:3000' };

  let worker: MailWorker | undefined;
  if (config.mail.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    worker = createMailWorker({
      db: app.database.background,
      transport,
      from: config.mail.from,
      now: app.now,
      ticketPdf: (code) => app.tickets.pdf(code, app.database.background),
      log: app.log,
      ...options.worker,
    });
    app.addHook('onReady', async () => worker!.start());
    app.addHook('onClose', async () => {
      await worker!.stop();
      transport.close();
    });
  }

  const service: MailService = {
    site,
    subscriber: createMailSubscriber(site),
    enqueuePixWaiting: (tx, pix) => enqueuePixWaiting(tx, site, pix),
    enqueuePasswordReset: (tx, input) => enqueuePasswordReset(tx, site, input),
    enqueueEmailVerification: (tx, input) => enqueueEmailVerification(tx, site, input),
    worker,
  };
  app.decorate('mail', service);
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database', 'tickets'] });
