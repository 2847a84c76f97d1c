import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set, computed once: they do not depend on the request (no CSP nonces here). */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The door scanner's QR decoder is WebAssembly (zxing-wasm): compiling it needs this, and nothing else.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  // The Vite dev server (another port, same site) shows QR images served here. Images get `cross-origin`
  // (see EMBEDDABLE_CONTENT).
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Answers other sites may show. The embedded checkout and scanner (packages/embed) run on pages of other
 * origins and show event posters and ticket QR codes served here; an `<img>` is a no-cors request, which
 * Cross-Origin-Resource-Policy `same-site` blocks. An image holds nothing its address does not already give
 * away (posters are public; a ticket QR's address carries the ticket's code, its capability), so images say
 * `cross-origin`. Everything else (JSON, the app's pages and scripts, PDFs) keeps `same-site`: other sites read
 * the API through CORS, which CORP does not affect.
 */
export const EMBEDDABLE_CONTENT = /^image\//i;

/**
 * Security headers (CSP, no-sniff, frame options, ...) on every response. @fastify/helmet rebuilds helmet's
 * middleware on every request, which cost about a tenth of the API's CPU on GET /events; the headers are
 * the same for every request, so they are computed once.
 */
export default fp(
  async (app) => {
    const headers = staticSecurityHeaders(securityHeaderOptions);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && EMBEDDABLE_CONTENT.test(type)) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
