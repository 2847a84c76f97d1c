import 'fake-indexeddb/auto';
import type { Schemas } from '@bilheteria/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, fakeApi, jsonResponse, renderApp } from '../../testing/render-app';
import { doorDb } from './door-db';

configure({ asyncUtilTimeout: 8_000 });

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const EVENT = '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11';
const DEVICE = '7d0c1e52-0000-4000-8000-000000000001';
const me = { _id: 'u1', name: 'Olga', email: 'olga@example.com', role: 'USER' };

const summary = {
  event: { title: 'Forró na Praça', startDate: '2026-03-10T23:00:00Z', city: 'Recife' },
  totals: { ordersPaid: 2, tickets: 3, revenue: 240 },
  byLot: [],
  coupons: [],
  meiaEntrada: null,
  from: '2026-02-08',
  to: '2026-03-10',
  checkIn: {
    checkedIn: 2,
    sold: 3,
    byLot: [
      { ticketTypeId: '6f1c3a52-9a51-4a8e-8f7e-6a3e0f0c1a01', name: 'PISTA — Lote 1', checkedIn: 2, sold: 3 },
    ],
    byHour: [{ hour: '2026-03-10T23:00:00Z', checkedIn: 2 }],
    duplicates: [
      {
        ticketId: '0b8f3c1e-0000-4000-8000-00000000a001',
        attendeeName: 'Ana Souza',
        ticketTypeName: 'PISTA — Lote 1',
        first: { deviceName: 'Portão 1', at: '2026-03-10T23:05:00Z' },
        second: { deviceName: 'Portão 2', at: '2026-03-10T23:07:00Z' },
      },
    ],
  },
} as unknown as Schemas['ReportSummary'];

const devices: Schemas['DoorDevice'][] = [
  {
    _id: DEVICE,
    name: 'Portão 1',
    pairedAt: '2026-03-10T20:00:00Z',
    lastSyncAt: '2026-03-10T23:10:00Z',
    scans: 12,
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await doorDb.wipe();
});

describe('/organizer/portaria/{id}', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('shows the devices and the live entries with duplicates, makes a pairing code and revokes a device', async () => {
    fakeApi(fetchMock, {
      'GET /auth/me': () => jsonResponse(me),
      'GET /events/mine/list': () => jsonResponse([]),
      [`GET /reports/events/${EVENT}/summary`]: () => jsonResponse(summary),
      [`GET /events/${EVENT}/door-devices`]: () => jsonResponse(devices),
      [`POST /events/${EVENT}/door-devices/pairing`]: () =>
        jsonResponse(
          {
            code: 'K7QM-2XRD',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
            url: 'http://localhost/scanner?parear=K7QM-2XRD',
            qrCodeBase64: 'iVBORw0KGgo=',
          },
          201,
        ),
      [`DELETE /events/${EVENT}/door-devices/${DEVICE}`]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/organizer/portaria/${EVENT}`);

    expect(await screen.findByText('Entrada de Forró na Praça')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Aparelhos da portaria' });
    expect(within(list).getByText('Portão 1')).toBeInTheDocument();
    expect(within(list).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('2 de 3 vendidos')).toBeInTheDocument();
    const duplicates = document.querySelector('[data-slot="duplicate-admissions"]') as HTMLElement;
    expect(duplicates).toHaveTextContent('Entradas duplicadas (1)');
    expect(duplicates).toHaveTextContent('Portão 2');

    await userEvent.click(screen.getByRole('button', { name: 'Gerar código de pareamento' }));
    expect(await screen.findByText('K7QM-2XRD')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Válido por (10:00|09:\d\d) · uso único/);
    expect(screen.getByRole('img', { name: 'QR code do código de pareamento K7QM-2XRD' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Revogar o aparelho Portão 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revogar aparelho' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([request]) =>
            request.method === 'DELETE' && request.url.endsWith(`/events/${EVENT}/door-devices/${DEVICE}`),
        ),
      ).toBe(true),
    );
  });
});

describe('/scanner', () => {
  const checkinData = {
    format: 1,
    eventId: EVENT,
    eventTitle: 'Forró na Praça',
    generatedAt: '2026-03-10T20:00:00Z',
    cursor: 'c0',
    publicKey: 'A'.repeat(43),
    stepSeconds: 60,
    ticketTypes: [],
    tickets: [],
    checkedIn: [],
    cancelled: [],
  };

  it('pairs a phone without an account: the code from the address, a name, then the event at the door', async () => {
    fakeApi(fetchMock, {
      'POST /door-devices/pair': () =>
        jsonResponse(
          { deviceId: DEVICE, token: 'porta_secreto', eventId: EVENT, eventTitle: 'Forró na Praça' },
          201,
        ),
      [`GET /events/${EVENT}/checkin-data`]: () => jsonResponse(checkinData),
      'POST /checkins/sync': () =>
        jsonResponse({ results: [], admitted: [], cancelled: [], tickets: [], cursor: 'c1' }),
    });
    renderApp('/scanner?parear=K7QM-2XRD');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conectar este aparelho à portaria' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código de pareamento')).toHaveValue('K7QM-2XRD');
    expect(screen.getByRole('link', { name: 'Entrar com a sua conta' })).toHaveAttribute(
      'href',
      '/login?next=%2Fscanner',
    );
    await userEvent.type(screen.getByLabelText('Nome deste aparelho'), 'Portão 1');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar aparelho' }));

    // The door at work: the event's data downloaded, the status badge up.
    expect(await screen.findByRole('status', { name: 'Situação da conexão' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forró na Praça' })).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'POST', '/door-devices/pair')).toEqual([
      { code: 'K7QM-2XRD', name: 'Portão 1' },
    ]);
    // The device's own credential, never a session, from then on; it syncs with its device id.
    await waitFor(async () =>
      expect(await bodiesOf(fetchMock, 'POST', '/checkins/sync')).toEqual([
        { deviceId: DEVICE, since: 'c0', scans: [] },
      ]),
    );
    const sync = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => request.url.endsWith('/checkins/sync'))!;
    expect(sync.headers.get('Authorization')).toBe('Bearer porta_secreto');
    expect(screen.getByRole('status', { name: 'Situação da conexão' })).toHaveTextContent('Conectado');
    // A paired device belongs to one event: no "Trocar evento".
    expect(screen.queryByRole('button', { name: 'Trocar evento' })).not.toBeInTheDocument();
    expect(await doorDb.identity()).toMatchObject({ deviceId: DEVICE, eventId: EVENT, name: 'Portão 1' });
  });

  it('says a refused pairing code in the server words', async () => {
    fakeApi(fetchMock, {
      'POST /door-devices/pair': () =>
        jsonResponse({ message: 'Código de pareamento expirado.', code: 'PAIRING_CODE_EXPIRED' }, 400),
    });
    renderApp('/scanner');
    await userEvent.type(await screen.findByLabelText('Código de pareamento'), 'K7QM-2XRD');
    await userEvent.type(screen.getByLabelText('Nome deste aparelho'), 'Portão 1');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar aparelho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de pareamento expirado.');
    expect(await doorDb.identity()).toBeUndefined();
  });

  it("opens the organizer's events, the next one first, and downloads the one picked", async () => {
    localStorage.setItem('token', 'tok');
    fakeApi(fetchMock, {
      'GET /events/mine/list': () =>
        jsonResponse([
          {
            _id: 'e-later',
            title: 'Festival de Inverno',
            status: 'published',
            startDate: '2099-07-01T22:00:00Z',
            eventDate: null,
            city: 'Garanhuns',
            state: 'PE',
            image: null,
            cancelledAt: null,
          },
          {
            _id: EVENT,
            title: 'Forró na Praça',
            status: 'published',
            startDate: '2099-03-10T23:00:00Z',
            eventDate: null,
            city: 'Recife',
            state: 'PE',
            image: null,
            cancelledAt: null,
          },
        ]),
      [`GET /events/${EVENT}/checkin-data`]: () => jsonResponse(checkinData),
      'POST /checkins/sync': () =>
        jsonResponse({ results: [], admitted: [], cancelled: [], tickets: [], cursor: 'c1' }),
    });
    renderApp('/scanner');
    const upcoming = await screen.findByRole('region', { name: 'Próximos' });
    const buttons = within(upcoming).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Forró na Praça'),
      expect.stringContaining('Festival de Inverno'),
    ]);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('button', { name: 'Trocar evento' })).toBeInTheDocument();
    await waitFor(async () => {
      const [body] = (await bodiesOf(fetchMock, 'POST', '/checkins/sync')) as Array<Record<string, unknown>>;
      expect(body).toMatchObject({ eventId: EVENT, since: 'c0', scans: [] });
    });
    expect(await doorDb.checkinData(EVENT)).toMatchObject({ eventId: EVENT });
  });
});
