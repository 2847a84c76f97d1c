import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventQueryOptions, eventsQueryOptions, FIRST_PAGE_SIZE } from '../features/catalogue/api';
import { slidesQueryOptions } from '../features/slides/api';
import { fakeApi, jsonResponse, type RouteHandler } from '../testing/render-app';
import { eventLoader, homeLoader } from './loaders';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let queryClient: QueryClient;

const slide = { _id: 's1', imageUrl: '/posters/banner-1.svg', linkUrl: null, title: 'Festival', order: 0 };
const eventsPage = { items: [], total: 0, limit: FIRST_PAGE_SIZE, offset: 0 };
const event = { _id: 'e1', title: 'Show', image: '/posters/show.svg', sellableTicketTypes: [] };

/** An answer the test releases when it wants, to see what the loader waits for. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler: RouteHandler = async (_request, url) => {
    await gate;
    return url.pathname.endsWith('/slides') ? jsonResponse([slide]) : jsonResponse(eventsPage);
  };
  return { handler, release };
}

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => new URL(link.href).pathname,
  );

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 1 } } });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('homeLoader', () => {
  it('holds the page until the slides and the first events have both answered, and preloads the first banner', async () => {
    const slides = held();
    const events = held();
    fakeApi(fetchMock, { 'GET /slides': slides.handler, 'GET /events': events.handler });
    let done = false;
    const loading = Promise.resolve(homeLoader(queryClient)(args('http://localhost/?q=forr%C3%B3'))).then(
      () => (done = true),
    );

    slides.release();
    await vi.waitFor(() => expect(imagePreloads()).toEqual(['/posters/banner-1.svg']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);

    events.release();
    await loading;
    expect(queryClient.getQueryData(slidesQueryOptions().queryKey)).toEqual([slide]);
    expect(
      queryClient.getQueryData(
        eventsQueryOptions({ q: 'forró', limit: FIRST_PAGE_SIZE, offset: 0 }).queryKey,
      ),
    ).toEqual(eventsPage);
  });

  it('lets the page show a failure: one attempt each, and no error thrown', async () => {
    fakeApi(fetchMock, {
      'GET /slides': () => jsonResponse({ message: 'Falha' }, 500),
      'GET /events': () => jsonResponse({ message: 'Falha' }, 500),
    });
    await expect(homeLoader(queryClient)(args('http://localhost/'))).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(imagePreloads()).toEqual([]);
  });
});

describe('eventLoader', () => {
  it('does not hold the navigation, then fills the cache and preloads the poster', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    fakeApi(fetchMock, {
      'GET /events/e1': async () => {
        await gate;
        return jsonResponse(event);
      },
    });

    expect(
      eventLoader(queryClient, { poster: true })(args('http://localhost/event/e1', { id: 'e1' })),
    ).toBeNull();
    answer();
    await vi.waitFor(() => expect(imagePreloads()).toEqual(['/posters/show.svg']));
    expect(queryClient.getQueryData(eventQueryOptions('e1').queryKey)).toEqual(event);
  });

  it('leaves the poster alone for the checkout', async () => {
    fakeApi(fetchMock, { 'GET /events/e1': () => jsonResponse(event) });
    eventLoader(queryClient, { poster: false })(args('http://localhost/checkout/e1', { id: 'e1' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(eventQueryOptions('e1').queryKey)).toEqual(event));
    expect(imagePreloads()).toEqual([]);
  });
});
