import { describe, expect, it, vi } from 'vitest';
import { apiErrorMessage, createApiClient } from './index';
import type { ApiClientOptions } from './index';

const EVENT_ID = '3f2b1c4e-8a9d-4e2f-9b1a-0c5d6e7f8a9b';

/** A client whose fetch records each request and answers `status` with a JSON body. */
function setup(options: Partial<ApiClientOptions> = {}, status = 200, body: unknown = []) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = createApiClient({
    baseUrl: 'http://localhost:3000/api',
    getToken: () => null,
    getState: () => null,
    fetch,
    ...options,
  });
  return { client, requests, fetch };
}

describe('createApiClient', () => {
  it('adds the bearer token and the stored UF to every request', async () => {
    const { client, requests } = setup({ getToken: () => 'jwt-1', getState: () => 'ce' });
    await client.GET('/slides');
    const [request] = requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(new URL(request!.url).searchParams.get('state')).toBe('CE');
    expect(new URL(request!.url).pathname).toBe('/api/slides');
  });

  it('keeps the body, method and content type when it adds the UF', async () => {
    const { client, requests } = setup({ getToken: () => 'jwt-1', getState: () => 'SP' }, 200, {});
    await client.POST('/auth/login', { body: { email: 'ana@example.com', password: 'segredo123' } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).search).toBe('?state=SP');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await request?.json()).toEqual({ email: 'ana@example.com', password: 'segredo123' });
  });

  it('keeps the other query parameters and an explicit state', async () => {
    const { client, requests } = setup({ getState: () => 'CE' }, 200, {
      items: [],
      total: 0,
      limit: 8,
      offset: 0,
    });
    await client.GET('/events', { params: { query: { q: 'forró', state: 'PE', limit: 8 } } });
    const params = new URL(requests[0]!.url).searchParams;
    expect(params.getAll('state')).toEqual(['PE']);
    expect(params.get('q')).toBe('forró');
    expect(params.get('limit')).toBe('8');
  });

  it('sends neither header nor state when nothing is stored', async () => {
    const { client, requests } = setup();
    await client.GET('/events/{id}', { params: { path: { id: EVENT_ID } } });
    const [request] = requests;
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(new URL(request!.url).search).toBe('');
    expect(new URL(request!.url).pathname).toBe(`/api/events/${EVENT_ID}`);
  });

  it('ignores a stored state that is not a UF', async () => {
    const { client, requests } = setup({ getState: () => 'Todos os estados' });
    await client.GET('/slides');
    expect(new URL(requests[0]!.url).searchParams.has('state')).toBe(false);
  });

  it('reads token and state on each request, not when created', async () => {
    const getToken = vi.fn(() => 'jwt-2');
    const getState = vi.fn(() => 'RJ');
    const { client } = setup({ getToken, getState });
    expect(getToken).not.toHaveBeenCalled();
    expect(getState).not.toHaveBeenCalled();
    await client.GET('/slides');
    await client.GET('/slides');
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(getState).toHaveBeenCalledTimes(2);
  });

  it('calls onUnauthorized on a 401 answer and hands back the error body', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup({ getToken: () => 'expired', onUnauthorized }, 401, {
      message: 'Sessão expirada',
    });
    const { data, error, response } = await client.GET('/auth/me');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0].response).toBe(response);
    expect(data).toBeUndefined();
    expect(error).toEqual({ message: 'Sessão expirada' });
  });

  it('does not call onUnauthorized on other answers', async () => {
    const onUnauthorized = vi.fn();
    for (const status of [200, 403, 404]) {
      const { client } = setup({ getToken: () => 'jwt', onUnauthorized }, status, { message: 'x' });
      await client.GET('/slides/all');
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiErrorMessage', () => {
  it("returns the server's message", () => {
    expect(apiErrorMessage({ message: 'E-mail já cadastrado', code: 'EMAIL_TAKEN' }, 'Erro')).toBe(
      'E-mail já cadastrado',
    );
  });

  it('returns the message of an error body carried as an Error cause', () => {
    expect(apiErrorMessage(new Error('HTTP 409', { cause: { message: 'Esgotado' } }), 'Erro')).toBe(
      'Esgotado',
    );
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'boom'],
    ['an empty message', { message: '  ' }],
    ['a non-string message', { message: 42 }],
    ['a network error', new TypeError('Failed to fetch')],
  ])('falls back for %s', (_label, error) => {
    expect(apiErrorMessage(error, 'Falha ao carregar')).toBe('Falha ao carregar');
  });
});
