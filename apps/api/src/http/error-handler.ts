import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors';
import type { AjvError } from '../lib/ajv';
import { HttpError, messages } from './errors';
import { validationMessage } from './validation';

interface ErrorAnswer {
  statusCode: number;
  body: { message: string; code?: string; [field: string]: unknown };
}

const answer = (statusCode: number, message: string, code?: string): ErrorAnswer => ({
  statusCode,
  body: code === undefined ? { message } : { message, code },
});

/** What fastify-openapi-glue throws when no security requirement of the operation is met. */
interface SecurityError extends Error {
  statusCode: number;
  errors: unknown[];
}

const isSecurityError = (error: unknown): error is SecurityError =>
  error instanceof Error &&
  error.name === 'Unauthorized' &&
  Array.isArray((error as Partial<SecurityError>).errors);

const frameworkAnswers: Record<string, () => ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => answer(400, messages.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => answer(400, messages.emptyJson),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => answer(415, messages.unsupportedMediaType),
  FST_ERR_CTP_BODY_TOO_LARGE: () => answer(413, messages.bodyTooLarge),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => answer(400, messages.badContentLength),
};

/** Messages for the 4xx Fastify or a plugin raise in English. */
const genericClientMessages: Record<number, string> = {
  401: messages.unauthenticated,
  404: messages.routeNotFound,
  429: messages.tooManyAttempts,
};

function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const body = {
      ...error.extra,
      message: error.message,
      ...(error.code === undefined ? {} : { code: error.code }),
    };
    return { statusCode: error.statusCode, body };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: AjvError[] };
  if (Array.isArray(fastifyError.validation)) {
    return answer(400, validationMessage(fastifyError.validation, fastifyError.validationContext));
  }
  if (isSecurityError(error)) {
    // A failing security handler may have failed for a reason other than the token (the database is down).
    const unexpected = error.errors.find((cause) => !(cause instanceof HttpError));
    if (unexpected !== undefined) return answerFor(unexpected);
    const reason = error.errors.find((cause): cause is HttpError => cause instanceof HttpError);
    return reason ? answerFor(reason) : answer(401, messages.unauthenticated);
  }
  const known = fastifyError.code === undefined ? undefined : frameworkAnswers[fastifyError.code];
  if (known) return known();
  if (isDatabaseUnavailable(error)) return answer(503, messages.unavailable);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(status, genericClientMessages[status] ?? messages.badRequest);
  }
  return answer(500, messages.internal);
}

/** Error fields safe to log: Drizzle puts the query's parameters (e-mails, password hashes) in its message. */
function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    ...(withCode.code === undefined ? {} : { code: withCode.code }),
    ...(error.stack === undefined ? {} : { stack: error.stack.split('\nparams:')[0] }),
    ...(withCode.cause === undefined ? {} : { cause: loggableError(withCode.cause) }),
  };
}

export interface ErrorHandlerOptions {
  /** Answers a page request no route matched (the single-page app's index.html); absent when there is no build. */
  servePage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** A browser navigating to a client-side route: GET outside /api that accepts HTML. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/api(\/|\?|$)/.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * The one place errors become responses: `{ message }` in pt-BR, the status that fits, and never a stack
 * trace or SQL in the body.
 */
async function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions) {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = answerFor(error);
    if (statusCode < 500) request.log.info({ statusCode, message: body.message }, 'request refused');
    else if (error instanceof HttpError)
      request.log.warn({ statusCode, message: body.message }, 'request not served');
    else {
      const cause = isSecurityError(error)
        ? (error.errors.find((item) => !(item instanceof HttpError)) ?? error)
        : error;
      request.log.error({ error: loggableError(cause) }, 'request failed');
    }
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.servePage && isPageRequest(request)) return options.servePage(request, reply);
    throw new HttpError(404, messages.routeNotFound);
  });
}

/** Fastify's `frameworkErrors`: a URL it cannot even route (bad percent-encoding, too long a parameter). */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(400).type('application/json; charset=utf-8').send({ message: messages.badUrl });
}

export default fp(errorHandler, { name: 'error-handler' });
