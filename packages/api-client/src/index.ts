import createClient from 'openapi-fetch';
import type { Client, ClientOptions, Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

/** The contract's named schemas: `Schemas['Event']`, `Schemas['OrderDetail']`... */
export type Schemas = components['schemas'];

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API is served, e.g. `/api` (same origin) or `http://localhost:3000/api`. */
  baseUrl: string;
  /** The stored bearer token, if any; read on every request. */
  getToken: () => string | null | undefined;
  /** The stored UF (two letters), if any; read on every request and sent as the `state` query parameter. */
  getState: () => string | null | undefined;
  /** Called for every 401 answer (missing, invalid or expired token; wrong credentials on login). */
  onUnauthorized?: (context: { request: Request; response: Response }) => void;
  /** Replaces `globalThis.fetch` (tests, SSR). */
  fetch?: ClientOptions['fetch'];
}

const UF = /^[A-Za-z]{2}$/;

/**
 * A copy of `request` aimed at `url` (a Request's URL is read-only). The body is copied as bytes rather than
 * through `new Request(url, request)`, which drops it where `Request.body` is missing (Firefox) and throws
 * where it is a stream without `duplex`.
 */
async function withUrl(request: Request, url: URL): Promise<Request> {
  const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: bytes && bytes.byteLength > 0 ? bytes : null,
    cache: request.cache,
    credentials: request.credentials,
    integrity: request.integrity,
    keepalive: request.keepalive,
    mode: request.mode,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    signal: request.signal,
  });
}

/** The one middleware of the client: bearer token, `state` query parameter and 401 handling. */
function sessionMiddleware({ getToken, getState, onUnauthorized }: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      const uf = getState()?.trim();
      if (!uf || !UF.test(uf)) return undefined;
      const url = new URL(request.url);
      // An explicit `state` (e.g. the events filter) wins over the stored one.
      if (url.searchParams.has('state')) return undefined;
      url.searchParams.set('state', uf.toUpperCase());
      return withUrl(request, url);
    },
    onResponse({ request, response }) {
      if (response.status === 401) onUnauthorized?.({ request, response });
      return undefined;
    },
  };
}

/**
 * The typed client of the Bilheteria API (openapi-fetch over the generated `paths`).
 * Creating it has no side effects; storage access happens only through the callbacks given.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware(options));
  return client;
}

function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (error instanceof Error) return error.cause === undefined ? undefined : serverMessage(error.cause);
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The message to show for a failed call: the server's `{ message }` (pt-BR, spec §8) or the fallback.
 * Accepts the `error` of an openapi-fetch result, or an Error whose `cause` is one. Other errors (network
 * failures, `TypeError: Failed to fetch`) give the fallback, so users never read an English stack message.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
