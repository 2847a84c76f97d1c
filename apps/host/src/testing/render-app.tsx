import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';

/** The whole app (real route table, providers) at `url`, in a memory router the test can inspect. */
export function renderApp(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Current address of a memory router, as path + query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}

/** A JSON answer for a mocked `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Method and path (after /api) of the n-th request a mocked `fetch` received. */
export function requestOf(fetchMock: { mock: { calls: unknown[][] } }, index: number) {
  const request = fetchMock.mock.calls[index]?.[0] as Request;
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname.replace(/^\/api/, ''), url, request };
}

type FetchMock = {
  mock: { calls: unknown[][] };
  mockImplementation(implementation: (request: Request) => Promise<Response>): unknown;
};

/** Answers a test's request: `url` is the full address, for handlers that read the query. */
export type RouteHandler = (request: Request, url: URL) => Response | Promise<Response>;

/**
 * Makes `fetchMock` answer from a `"METHOD /path"` table (paths after /api), read at each call so a test may
 * change an entry later; a request with no entry gets a JSON 404, as the API would answer.
 */
export function fakeApi(fetchMock: FetchMock, routes: Record<string, RouteHandler>): void {
  fetchMock.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    return handler ? handler(request, url) : jsonResponse({ message: 'Não encontrado' }, 404);
  });
}

/** The JSON bodies a mocked `fetch` received for `METHOD /path` (path after /api), in order. */
export function bodiesOf(fetchMock: FetchMock, method: string, path: string): Promise<unknown[]> {
  const requests = fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === `/api${path}`);
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}
