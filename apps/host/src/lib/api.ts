import { createApiClient } from '@bilheteria/api-client';
import { clearSession, storage } from './storage';

// The error type and the answer helpers are shared with the embedded widgets (@bilheteria/client-core), so
// the message helpers both use recognise the errors of either client.
export { ApiError, errorMessage, unwrap } from '@bilheteria/client-core/api-error';

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
