import { createApiClient, type ApiClient } from '@bilheteria/api-client';
import type { TokenStore } from './session/token-store';

/**
 * The typed API client of one widget: the configured base, the widget's own token as the bearer (spec §7),
 * no `state` filter (that is the marketplace's location choice). A 401 ends the session, which sends the
 * widget back to its login.
 */
export function createWidgetApi(apiBase: string, tokens: TokenStore): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    getToken: () => tokens.get(),
    getState: () => null,
    onUnauthorized: ({ request }) => {
      // A wrong password on login is a 401 too; only a rejected token ends the session.
      if (request.headers.has('Authorization')) tokens.clear();
    },
    // Looked up on each call rather than captured once, so tests can swap `fetch`.
    fetch: (request) => globalThis.fetch(request),
  });
}
