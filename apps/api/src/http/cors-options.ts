import type { FastifyCorsOptions } from '@fastify/cors';

/** The API's CORS: the app's own origins (the embeds' host pages are listed in APP_ORIGIN) and what they may read. */
export function corsOptions(appOrigins: string[]) {
  return {
    origin: appOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  } satisfies FastifyCorsOptions;
}

/**
 * What @fastify/cors adds to the answer of a request without an `Origin` header (same-origin GETs, servers):
 * `Vary: Origin` (the origin option is a list) and the exposed headers. An early answer (early-answers.ts) sends
 * these itself; a request with an `Origin` goes through the plugin.
 */
export function corsHeadersWithoutOrigin(options: ReturnType<typeof corsOptions>): Record<string, string> {
  return { vary: 'Origin', 'access-control-expose-headers': options.exposedHeaders.join(', ') };
}
