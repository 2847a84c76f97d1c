// A stand-in for the Bilheteria API in the widgets' jsdom tests: answers from a "METHOD /path" table and
// records every request the widget sent (with its bearer and JSON body).

export const TEST_API_BASE = 'http://api.test/api';

export interface SentRequest {
  method: string;
  /** The path after the API base. */
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Handler = (request: SentRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A `fetch` answering `routes[“METHOD /path”]`; paths with ids may be given with `*` (e.g. `GET /orders/*`).
 * Unknown requests get the API's JSON 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(entry);
    const key = `${entry.method} ${entry.path}`;
    const pattern = Object.keys(routes).find((route) => {
      const expression = new RegExp(
        `^${route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`,
      );
      return expression.test(key);
    });
    return pattern ? routes[pattern]!(entry) : json({ message: 'Não encontrado' }, 404);
  };
  return {
    fetch,
    sent,
    sentTo: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}
