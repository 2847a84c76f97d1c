import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderApp } from '../../testing/render-app';

/*
 * /fila/{eventId} of an event without a line (an old link, a typed address): nothing to wait for, so the visitor is
 * sent to the event's page instead of an error with a "Tentar de novo" that can never work.
 */

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  fakeApi(fetchMock, {
    'POST /queue/e1/join': () => jsonResponse({ message: 'Este evento não tem fila de compra.' }, 404),
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the waiting room (/fila/{eventId})', () => {
  it('sends a visitor to the event page when the event has no line', { timeout: 20_000 }, async () => {
    const { router } = renderApp('/fila/e1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e1'), { timeout: 10_000 });
  });
});
