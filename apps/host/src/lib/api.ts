import { apiErrorMessage, createApiClient } from '@bilheteria/api-client';
import { clearSession, storage } from './storage';

// openapi-fetch builds `new Request(baseUrl + path)`, which needs an absolute address outside the
// browser (tests); resolving against the page keeps `/api` on the app's own origin.
const baseUrl = new URL(import.meta.env.VITE_API_BASE ?? '/api', window.location.origin).href.replace(
  /\/$/,
  '',
);

/**
 * The absolute address of an API path, for what the browser loads itself rather than through `$api`
 * (ticket PDFs and QR images opened in a tab or an <img>): same base as the client, never hard-coded.
 */
export function apiUrl(path: string): string {
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The one API client. Its middleware (from @bilheteria/api-client) adds the bearer token and the
 * `state` query parameter to every request (spec §7) and reports a 401 here.
 */
export const $api = createApiClient({
  baseUrl,
  getToken: () => storage.token.get(),
  getState: () => storage.selectedUF.get(),
  onUnauthorized: clearSession,
  // Looked up on each call rather than captured once, so tests and polyfills can swap `fetch`.
  fetch: (request) => globalThis.fetch(request),
});

/** A non-2xx answer, carrying the message to show (the server's `message`, else the fallback). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an `ApiError` whose message is the
 * server's `message` (else `fallback`, the spec's error text for that situation).
 */
export async function unwrap<T>(request: Promise<ApiResult<T>>, fallback: string): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok || error !== undefined) {
    throw new ApiError(apiErrorMessage(error, fallback), response.status, error);
  }
  return data as T;
}

/** The text to show for a failed call: the server's message when there was one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
