import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** The options Fastify gives a server factory, defaults filled in (fastify.js), that its own server would use. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Answers a request before Fastify's pipeline: true (or a promise of true) when it answered, false to hand the
 * request on to Fastify untouched.
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * The HTTP server Fastify would make (same keep-alive and request timeouts, see fastify/lib/server.js), with one
 * slot for an early answer, set once the app's plugins are registered. Only a listening server has it:
 * `app.inject` goes straight to Fastify.
 */
export function serverWithEarlyAnswers(): {
  serverFactory: FastifyServerFactory;
  answerEarly(answer: EarlyAnswer): void;
} {
  let early: EarlyAnswer | null = null;
  return {
    serverFactory(handler, fastifyOptions) {
      const options = fastifyOptions as ServerOptions;
      const server = http.createServer(options.http ?? {}, (request, response) => {
        const answered = early === null ? false : early(request, response);
        if (answered === false) handler(request, response);
        else if (answered !== true)
          answered.then(
            (done) => {
              if (!done) handler(request, response);
            },
            () => {
              if (!response.headersSent) handler(request, response);
            },
          );
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      if ((options.maxRequestsPerSocket ?? 0) > 0)
        server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
      return server;
    },
    answerEarly(answer) {
      early = answer;
    },
  };
}
