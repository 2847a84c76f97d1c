import corsPlugin from '@fastify/cors';
import Fastify, { errorCodes, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config, TrustProxy } from './config';
import { handlersForContract, loadContract, responseOnlyMediaTypes } from './contract';
import type { Database } from './db/client';
import { openDatabase } from './startup/bootstrap';
import errorHandler, { frameworkErrors } from './http/error-handler';
import { corsHeadersWithoutOrigin, corsOptions } from './http/cors-options';
import { serverWithEarlyAnswers } from './http/early-answers';
import { requestId } from './http/request-id';
import { CARD_LOG_REDACTION, serializeRequest } from './http/log-redaction';
import { createValidatorCompiler, refuseUnstorableText, requireDeclaredBody } from './http/validation';
import authPlugin from './modules/auth/auth-plugin';
import couponTriesPlugin from './modules/coupons/coupon-tries';
import doorPlugin from './modules/door/door-plugin';
import ticketsPlugin from './modules/tickets/tickets-plugin';
import lifecyclePlugin from './modules/orders/lifecycle/lifecycle-plugin';
import mailPlugin, { type MailWorkerOptions } from './modules/mail/mail-plugin';
import ordersPlugin from './modules/orders/orders-plugin';
import { seatMapBodyLimit } from './modules/seating/body-limit';
import pagesPlugin from './modules/pages/pages-plugin';
import payoutsPlugin from './modules/payouts/payouts-plugin';
import paymentsPlugin from './modules/payments/payments-plugin';
import queuePlugin from './modules/queue/queue-plugin';
import { queueStatusEarlyAnswer } from './modules/queue/status-early-answer';
import uploadsPlugin, { withoutUploadOperation } from './modules/uploads/uploads-plugin';
import { operationHandlers, securityHandlers } from './modules';
import backgroundJobs from './plugins/background-jobs';
import databasePlugin from './plugins/database';
import rateLimitsPlugin from './plugins/rate-limits';
import securityHeaders, { securityHeaderOptions, staticSecurityHeaders } from './plugins/security-headers';
import hostApp, {
  defaultHostDist,
  resolveHostBuild,
  serveIndexPage,
  serveMissingBuildPage,
} from './plugins/host-app';

export interface AppOptions {
  config: Config;
  /**
   * An open, migrated database (server.ts and the tests own theirs). Without it the app opens and prepares one
   * from `config` and closes it when the app closes.
   */
  database?: Database;
  /** The host app build to serve at `/` when it exists; defaults to apps/host/dist. */
  hostDist?: string;
  /** Registered after the app plugins and before the routes: instrumentation such as the tests' contract check. */
  plugins?: FastifyPluginAsync[];
  /** The clock every module reads (`app.now()`); tests inject one. Defaults to the system clock. */
  now?: () => Date;
  /** Knobs of the e-mail worker (poll interval, retry delay): tests and the bench. */
  mailWorker?: MailWorkerOptions;
  /**
   * The periodic sweeps (expiry, Pix withdrawal and refunds, sessions, rate limits); on unless a suite that checks
   * what one request writes turns them off, so a sweep's writes are not taken for the request's.
   */
  backgroundJobs?: boolean;
  /** Where log lines go instead of stdout (the tests read them: no card number may be in one). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant: the system clock, or the one passed to buildApp. */
    now: () => Date;
    /** The site's public origin (APP_ORIGIN's first entry): absolute links in pages, feeds and calendar files. */
    publicOrigin: string;
    /** The host app build folder served at `/`, or null when there is none (the start banner says so). */
    hostBuild: string | null;
  }
}

/**
 * Fastify reads a number as "trust nothing" (it cannot check that the peer is a proxy); a hop count is a function
 * here: the first `hops` addresses from the socket inwards are proxies, the next one is the client.
 */
function trustProxyOption(trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The whole API as a Fastify instance that is not listening yet: server.ts listens, tests `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const early = serverWithEarlyAnswers();
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            redact: CARD_LOG_REDACTION,
            ...(options.logStream && { stream: options.logStream }),
          },
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    // Ticket codes reach 128 characters in the path.
    routerOptions: { maxParamLength: 256 },
  });

  app.setValidatorCompiler(createValidatorCompiler());
  app.addHook('onRoute', requireDeclaredBody);
  app.addHook('onRoute', seatMapBodyLimit);
  app.addHook('preValidation', refuseUnstorableText);
  // The API speaks JSON only: any other body is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Platform plugins.
  await app.register(securityHeaders);
  const cors = corsOptions(config.appOrigins);
  await app.register(corsPlugin, cors);
  // App plugins.
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('publicOrigin', config.appOrigins[0] ?? '');
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.register(databasePlugin, { database });
  await app.register(backgroundJobs, { enabled: options.backgroundJobs ?? true });
  await app.register(rateLimitsPlugin);
  await app.register(authPlugin, { config });
  await app.register(couponTriesPlugin, { config });
  await app.register(ticketsPlugin, { config });
  await app.register(mailPlugin, { config, worker: options.mailWorker });
  await app.register(doorPlugin, { config });
  await app.register(lifecyclePlugin);
  await app.register(queuePlugin, { config });
  early.answerEarly(
    queueStatusEarlyAnswer(app, {
      ...staticSecurityHeaders(securityHeaderOptions),
      ...corsHeadersWithoutOrigin(cors),
    }),
  );
  await app.register(payoutsPlugin, { config });
  await app.register(ordersPlugin, { config });
  await app.register(paymentsPlugin, { config });
  const hostDist = resolveHostBuild(options.hostDist ?? defaultHostDist);
  app.decorate('hostBuild', hostDist);
  if (hostDist) {
    await app.register(hostApp, { root: hostDist });
    await app.register(pagesPlugin, { root: hostDist });
  }
  await app.register(errorHandler, { servePage: hostDist ? serveIndexPage : serveMissingBuildPage });
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  // Routes: every operation of the contract, validated against it, under /api.
  const contract = loadContract();
  // fastify-openapi-glue checks every media type of the contract against the body parsers, answers included, and
  // warned "ContentTypeParser for 'image/png' not found" at every start. No request may send those types (QR and
  // PDF answers): they get a parser that refuses the body with the 415 any unsupported type gets, so the check
  // finds a parser and nothing is accepted that was not before.
  for (const mediaType of responseOnlyMediaTypes(contract))
    if (!app.hasContentTypeParser(mediaType))
      app.addContentTypeParser(mediaType, (_request, _payload, done) =>
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType), undefined),
      );
  const glued = withoutUploadOperation(contract);
  await app.register(openapiGlue, {
    specification: glued,
    serviceHandlers: handlersForContract(glued, operationHandlers),
    securityHandlers: { ...securityHandlers },
    prefix: '/api',
  });
  // The multipart operation, beside the glue with the same conventions (see uploads-plugin.ts).
  await app.register(uploadsPlugin, { config, contract, apiPrefix: '/api' });

  return app;
}
