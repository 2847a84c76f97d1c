import type { Schemas } from '@bilheteria/api-client';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachDay } from '@bilheteria/ui/report';
import { currentUrl, jsonResponse, renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

type Handler = (request: Request) => Response | Promise<Response>;

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

const EVENT_ID = '0b7e5f5e-5a8e-4c39-9d4e-2f3f8a1c0e11';
const REPORT_PATH = `/organizer/reports/${EVENT_ID}`;

const summary = (from: string, to: string): Schemas['ReportSummary'] => ({
  event: { title: 'Forró Pé de Serra', startDate: '2025-12-06T23:00:00Z', city: 'Fortaleza' },
  totals: { ordersPaid: 2, tickets: 5, revenue: 360 },
  coupons: [],
  byLot: [
    {
      ticketTypeId: '6f1c3a52-9a51-4a8e-8f7e-6a3e0f0c1a01',
      name: 'PISTA — Lote 1 — Inteira',
      meiaEntrada: false,
      price: 80,
      plannedQuantity: 100,
      officialSold: 10,
      soldPaid: 4,
      revenuePaid: 320,
      remaining: 90,
    },
    {
      ticketTypeId: '6f1c3a52-9a51-4a8e-8f7e-6a3e0f0c1a02',
      name: 'PISTA — Lote 1 — Meia',
      meiaEntrada: true,
      price: 40,
      plannedQuantity: 100,
      officialSold: 3,
      soldPaid: 1,
      revenuePaid: 40,
      remaining: 97,
    },
  ],
  meiaEntrada: { lei: true, total: 100, vendidas: 3, restantes: 97, percentualVendidos: 23.1 },
  from,
  to,
});

const orders: Schemas['ReportOrder'][] = [
  {
    id: '9d3c1f0a-1111-4c2b-9a0e-00000000a1b2',
    createdAt: '2025-11-14T22:10:00Z',
    discount: 0,
    couponCode: null,
    total: 200,
    items: [
      { name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80, discount: 0, total: 160 },
      { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40, discount: 0, total: 40 },
    ],
    seats: [
      'Setor A · Fileira C · Assento 4',
      'Setor A · Fileira C · Assento 5',
      'Setor A · Fileira C · Assento 6',
    ],
  },
  {
    id: '9d3c1f0a-2222-4c2b-9a0e-00000000c3d4',
    createdAt: '2025-11-12T13:00:00Z',
    discount: 0,
    couponCode: null,
    total: 160,
    items: [{ name: '=PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80, discount: 0, total: 160 }],
    seats: [],
  },
];

/** Sales on two days of the range. */
const sales = new Map([
  ['2025-11-12', { tickets: 2, revenue: 160 }],
  ['2025-11-14', { tickets: 3, revenue: 200 }],
]);

/** The daily answer as the server sends it: every day of the range, days without sales as zeros. */
const daily = (from: string, to: string): Schemas['ReportDaily'] => ({
  daily: eachDay({ from, to }).map((day) => ({ day, tickets: 0, revenue: 0, ...sales.get(day) })),
  from,
  to,
});

/** The report endpoints as the server answers them. */
function reportApi({ fail }: { fail?: Response } = {}): Handler {
  return (request) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const base = `/api/reports/events/${EVENT_ID}`;
    if (url.pathname === '/api/auth/me')
      return jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com' });
    if (fail && url.pathname.startsWith(base)) return fail.clone();
    if (url.pathname === `${base}/summary`) return jsonResponse(summary(from, to));
    if (url.pathname === `${base}/orders`) return jsonResponse(orders);
    if (url.pathname === `${base}/daily`) return jsonResponse(daily(from, to));
    return jsonResponse({ message: 'Não encontrado' }, 404);
  };
}

function useApi(handler: Handler) {
  fetchMock.mockImplementation(async (request) => handler(request));
}

/** The report calls received so far, as "path?query". */
function reportCalls() {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/reports/'))
    .map((url) => `${url.pathname.replace(`/api/reports/events/${EVENT_ID}`, '')}?${url.searchParams}`);
}

/** Blobs handed to the download link, by file name. */
function captureDownloads() {
  const files = new Map<string, Blob>();
  let lastBlob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:report';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.set(this.download, lastBlob);
  });
  return files;
}

beforeEach(() => {
  // Only the clock is faked: São Paulo is at 12:00 on 15 November 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-15T15:00:00Z'));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.setItem('token', 'tok');
  useApi(reportApi());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('event report', () => {
  it('loads the last 30 days by default, in parallel, and writes the range into the address', async () => {
    const { router } = renderApp(REPORT_PATH);

    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forró Pé de Serra' })).toBeInTheDocument();
    expect(reportCalls().sort()).toEqual([
      '/daily?from=2025-10-16&to=2025-11-15',
      '/orders?from=2025-10-16&to=2025-11-15',
      '/summary?from=2025-10-16&to=2025-11-15',
    ]);
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-10-16&to=2025-11-15`));
    expect(router.state.historyAction).toBe('REPLACE');

    const totals = screen.getByRole('region', { name: 'Resumo do período' });
    expect(within(totals).getByText('Total de pedidos pagos').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Ingressos vendidos').nextSibling).toHaveTextContent('5');
    expect(within(totals).getByText('Receita').nextSibling).toHaveTextContent('R$ 360,00');
    expect(screen.getByRole('heading', { level: 2, name: 'Pedidos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '#00a1b2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/organizer');
    expect(screen.getByLabelText('De')).toHaveValue('2025-10-16');
    expect(screen.getByLabelText('Até')).toHaveValue('2025-11-15');
    expect(reportCalls()).toHaveLength(3);
  });

  it('takes today in São Paulo, not UTC, for the default range', async () => {
    // 02:30 UTC on 1 January is still 31 December in São Paulo.
    vi.setSystemTime(new Date('2025-01-01T02:30:00Z'));
    const { router } = renderApp(REPORT_PATH);
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2024-12-01&to=2024-12-31`));
  });

  it('uses the range of the address and keeps the address as it is', async () => {
    const { router } = renderApp(`${REPORT_PATH}?from=2025-11-10&to=2025-11-14`);
    await screen.findByRole('heading', { level: 1, name: 'Forró Pé de Serra' });
    expect(reportCalls()).toContain('/summary?from=2025-11-10&to=2025-11-14');
    expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-11-10&to=2025-11-14`);
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces an invalid range by the default one', async () => {
    const { router } = renderApp(`${REPORT_PATH}?from=2025-11-20&to=2025-11-01`);
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-10-16&to=2025-11-15`));
    expect(reportCalls()).not.toContain('/summary?from=2025-11-20&to=2025-11-01');
  });

  it('reloads with the quick ranges and with typed dates', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${REPORT_PATH}?from=2025-10-16&to=2025-11-15`);
    await screen.findByRole('heading', { level: 1, name: 'Forró Pé de Serra' });

    await user.click(screen.getByRole('button', { name: 'Últimos 7' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-11-08&to=2025-11-15`));
    await waitFor(() => expect(reportCalls()).toContain('/daily?from=2025-11-08&to=2025-11-15'));
    await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' });

    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-11-15&to=2025-11-15`));
    await waitFor(() => expect(screen.getByLabelText('De')).toHaveValue('2025-11-15'));

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-09-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2025-09-30' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${REPORT_PATH}?from=2025-09-01&to=2025-09-30`));
    await waitFor(() => expect(reportCalls()).toContain('/orders?from=2025-09-01&to=2025-09-30'));
  });

  it('asks again when "Aplicar" is pressed on the range already shown', async () => {
    const user = userEvent.setup();
    renderApp(`${REPORT_PATH}?from=2025-11-10&to=2025-11-14`);
    await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' });
    expect(reportCalls()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(reportCalls()).toHaveLength(6));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' })).toBeInTheDocument();
  });

  it("shows the server's message in red and leaves the address alone", async () => {
    useApi(reportApi({ fail: jsonResponse({ message: 'Evento não encontrado' }, 404) }));
    const { router } = renderApp(REPORT_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento não encontrado');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe(REPORT_PATH);
  });

  it('shows "Falha ao carregar relatório" without a server message, and clears it when loading again', async () => {
    useApi(reportApi({ fail: new Response('boom', { status: 500 }) }));
    const user = userEvent.setup();
    renderApp(`${REPORT_PATH}?from=2025-11-10&to=2025-11-14`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Falha ao carregar relatório$/);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ok = reportApi();
    useApi(async (request) => {
      await gate;
      return ok(request);
    });
    await user.click(screen.getByRole('button', { name: 'Últimos 7' }));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the orders and the daily series as CSV files named for the event and range', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    renderApp(`${REPORT_PATH}?from=2025-11-10&to=2025-11-14`);
    await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV de Pedidos' }));
    const ordersCsv = files.get(`orders-${EVENT_ID}-2025-11-10_to_2025-11-14.csv`);
    expect(ordersCsv?.type).toBe('text/csv;charset=utf-8');
    expect(await ordersCsv!.text()).toBe(
      '"orderId","createdAt","total","items","discount","coupon","Assento"\r\n' +
        `"${orders[0]!.id}","2025-11-14T22:10:00.000Z","200.00","PISTA — Lote 1 — Inteira x 2 @ 80.00|PISTA — Lote 1 — Meia x 1 @ 40.00","0.00","",` +
        `"Setor A · Fileira C · Assento 4|Setor A · Fileira C · Assento 5|Setor A · Fileira C · Assento 6"\r\n` +
        `"${orders[1]!.id}","2025-11-12T13:00:00.000Z","160.00","'=PISTA — Lote 1 — Inteira x 2 @ 80.00","0.00","",""\r\n`,
    );

    await user.click(screen.getByRole('button', { name: 'CSV Diário' }));
    const dailyCsv = files.get(`daily-${EVENT_ID}-2025-11-10_to_2025-11-14.csv`);
    expect(await dailyCsv!.text()).toBe(
      '"day","tickets","revenue"\r\n' +
        '"2025-11-10","0","0.00"\r\n' +
        '"2025-11-11","0","0.00"\r\n' +
        '"2025-11-12","2","160.00"\r\n' +
        '"2025-11-13","0","0.00"\r\n' +
        '"2025-11-14","3","200.00"\r\n',
    );
  });

  it('shows the map of sold seats of an event with lugares marcados, and none for an event without a map', async () => {
    const seat = (id: string, label: string, status: string) => ({
      id,
      label,
      x: Number(label) * 10,
      y: 0,
      status,
      accessible: null,
    });
    const seats = {
      version: 'v1',
      sections: [
        {
          id: '1',
          name: 'A',
          category: 'PISTA',
          rows: [
            {
              label: 'C',
              seats: [
                seat('1', '4', 'sold'),
                seat('2', '5', 'sold'),
                seat('3', '6', 'held'),
                seat('4', '7', 'available'),
                seat('5', '8', 'blocked'),
              ],
            },
          ],
        },
      ],
    };
    const report = reportApi();
    useApi((request) =>
      new URL(request.url).pathname === `/api/events/${EVENT_ID}/seats`
        ? jsonResponse(seats)
        : report(request),
    );
    renderApp(REPORT_PATH);
    const map = await screen.findByRole('region', { name: 'Mapa de lugares vendidos' });
    expect(within(map).getByText('Vendidos').nextSibling).toHaveTextContent('2');
    expect(within(map).getByText('Reservados').nextSibling).toHaveTextContent('1');
    expect(within(map).getByText('Disponíveis').nextSibling).toHaveTextContent('1');
    expect(within(map).getByText('Bloqueados').nextSibling).toHaveTextContent('1');
    expect(
      within(map).getByRole('img', { name: 'Mapa de lugares: 2 de 5 assentos vendidos' }),
    ).toBeInTheDocument();
  });

  it('shows no seat map for an event without one (GET /events/{id}/seats answers 404)', async () => {
    renderApp(REPORT_PATH);
    await screen.findByRole('heading', { level: 2, name: 'Pedidos (2)' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([request]) => request.url.endsWith(`/events/${EVENT_ID}/seats`)),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Mapa de lugares vendidos' })).toBeNull();
  });
});
