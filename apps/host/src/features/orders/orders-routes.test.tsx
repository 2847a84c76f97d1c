import type { Schemas } from '@bilheteria/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodiesOf as bodiesOfRequests,
  fakeApi,
  jsonResponse,
  renderApp,
  type RouteHandler,
} from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

const event: Schemas['OrderEvent'] = {
  _id: 'e1',
  title: 'Forró Pé de Serra',
  image: '/posters/forro.svg',
  eventDate: '2025-12-06T23:00:00Z',
  city: 'Fortaleza',
  state: 'CE',
  venue: 'Parque do Cocó',
};

const listed = (id: string, status: Schemas['OrderStatus']): Schemas['OrderListItem'] => ({
  _id: id,
  event,
  createdAt: '2025-11-15T21:04:00Z',
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80, discount: 0, total: 160 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40, discount: 0, total: 40 },
  ],
  total: 200,
  status,
});

const detail = (status: Schemas['OrderStatus']): Schemas['OrderDetail'] => ({
  _id: 'o1',
  couponCode: null,
  createdAt: '2025-11-15T21:04:00Z',
  status,
  subtotal: 200,
  discount: 0,
  fee: 0,
  total: 200,
  expiresAt: '2025-11-15T21:19:00Z',
  eventTitle: 'Forró Pé de Serra',
  eventPoster: '/posters/forro.svg',
  event,
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@exemplo.com',
  buyerCpfCnpj: '52998224725',
  buyerPhone: '85999990000',
  cancellation: { allowed: false, reason: null, refundAmount: 0, deadline: null },
  refund: null,
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80, discount: 0, total: 160 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40, discount: 0, total: 40 },
  ],
  attendees: [],
});

const pix: Schemas['Pix'] = {
  paymentId: 'pay_1',
  base64: 'QUJD',
  copiaECola: '00020126580014br.gov.bcb.pix',
  expiracao: new Date(Date.now() + 15 * 60_000).toISOString(),
  provider: 'local',
};

function serve(handlers: Record<string, RouteHandler>) {
  const routes: Record<string, RouteHandler> = {
    'GET /auth/me': () =>
      jsonResponse({ _id: 'u1', name: 'Ana Souza', email: 'ana@exemplo.com', role: 'USER' }),
    ...handlers,
  };
  fakeApi(fetchMock, routes);
}

const bodiesOf = (method: string, path: string) => bodiesOfRequests(fetchMock, method, path);

beforeEach(() => {
  fetchMock.mockReset();
  serve({});
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('my orders', () => {
  it('lists the orders with number, event, items, value, status and a link to each', async () => {
    serve({
      'GET /orders/mine': () =>
        jsonResponse([listed('0b7e4f1c-7f3a9c', 'pending'), listed('x-2e41b8', 'paid')]),
    });
    renderApp('/meus-pedidos');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('#7f3a9c');
    expect(rows[0]).toHaveTextContent('Forró Pé de Serra');
    expect(rows[0]).toHaveTextContent('R$ 200,00');
    expect(rows[0]).toHaveTextContent('Aguardando aprovação');
    expect(within(rows[0]!).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Ver pedido #2e41b8' })).toHaveAttribute(
      'href',
      '/meus-pedidos/x-2e41b8',
    );
    // Only the paid order has tickets to show.
    expect(within(rows[1]!).getByRole('link', { name: 'Ver ingressos do pedido #2e41b8' })).toHaveAttribute(
      'href',
      '/meus-ingressos/x-2e41b8',
    );
    expect(within(rows[0]!).queryByRole('link', { name: /Ver ingressos/ })).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no orders', async () => {
    serve({ 'GET /orders/mine': () => jsonResponse([]) });
    renderApp('/meus-pedidos');
    expect(await screen.findByText('Você ainda não tem pedidos.')).toBeInTheDocument();
  });

  it('shows an empty list, silently, when the orders cannot be loaded (spec §8)', async () => {
    serve({ 'GET /orders/mine': () => jsonResponse({ message: 'Erro interno' }, 500) });
    renderApp('/meus-pedidos');
    expect(await screen.findByText('Você ainda não tem pedidos.')).toBeInTheDocument();
    expect(screen.queryByText('Erro interno')).not.toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('shows a pending order with its Pix and regenerates it without eventoid', async () => {
    serve({
      'GET /orders/o1': () => jsonResponse(detail('pending')),
      'GET /orders/o1/payment': () => jsonResponse({ status: 'pending', pix }),
      'POST /pagamento/asaas/pix': () =>
        jsonResponse({
          paymentId: 'pay_2',
          qrCodeBase64: 'REVG',
          copiaECola: 'novo',
          expiracao: pix.expiracao,
        }),
    });
    const user = userEvent.setup();
    renderApp('/meus-pedidos/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forró Pé de Serra' })).toBeInTheDocument();
    expect(screen.getByText('o1')).toBeInTheDocument();
    expect(screen.getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toHaveAttribute(
      'src',
      'data:image/png;base64,QUJD',
    );
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(pix.copiaECola);
    expect(screen.getByText('2 × R$ 80,00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regerar Pix' }));
    await waitFor(async () =>
      expect(await bodiesOf('POST', '/pagamento/asaas/pix')).toEqual([
        {
          pedidoId: 'o1',
          totalPedido: 200,
          nomeVaqueiro: 'Ana Souza',
          email: 'ana@exemplo.com',
          cpfCnpj: '52998224725',
          phone: '85999990000',
          descricao: 'Ingressos: Forró Pé de Serra',
        },
      ]),
    );
    // The payment is asked again after regenerating.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([r]) => new URL(r.url).pathname === '/api/orders/o1/payment'),
      ).toHaveLength(2),
    );
  });

  it('says "Falha ao regerar Pix." when regenerating fails', async () => {
    serve({
      'GET /orders/o1': () => jsonResponse(detail('pending')),
      'GET /orders/o1/payment': () => jsonResponse({ status: 'pending', pix }),
      'POST /pagamento/asaas/pix': () => jsonResponse({ message: 'Provedor indisponível.' }, 503),
    });
    const user = userEvent.setup();
    renderApp('/meus-pedidos/o1');
    await user.click(await screen.findByRole('button', { name: 'Regerar Pix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao regerar Pix.');
  });

  it.each([
    ['paid', 'Nenhum QR disponível (pedido Pago).'],
    ['expired', 'Nenhum QR disponível (pedido Cancelado).'],
  ] as const)('shows no Pix for a %s order', async (status, message) => {
    serve({
      'GET /orders/o1': () => jsonResponse(detail(status)),
      'GET /orders/o1/payment': () => jsonResponse({ status, pix }),
    });
    renderApp('/meus-pedidos/o1');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
  });

  it('cancels a paid order after the confirm dialog and shows the refund, never the provider error', async () => {
    let cancels = 0;
    let current: Schemas['OrderDetail'] = {
      ...detail('paid'),
      cancellation: { allowed: true, reason: null, refundAmount: 200, deadline: '2025-11-22T21:04:00Z' },
    };
    serve({
      'GET /orders/o1': () => jsonResponse(current),
      'GET /orders/o1/payment': () => jsonResponse({ status: current.status, pix: null }),
      'POST /orders/o1/cancel': () => {
        cancels += 1;
        current = {
          ...detail('refunded'),
          cancellation: {
            allowed: false,
            reason: 'Este pedido não pode mais ser cancelado.',
            refundAmount: 0,
            deadline: null,
          },
          refund: {
            status: 'requested',
            amount: 200,
            reason: 'buyer_cancelled',
            requestedAt: '2025-11-16T13:05:00Z',
            confirmedAt: null,
            lastError: 'Saldo insuficiente na conta Asaas',
          },
        };
        return jsonResponse(current);
      },
    });
    const user = userEvent.setup();
    renderApp('/meus-pedidos/o1');
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido?' });
    expect(dialog).toHaveTextContent('Você receberá R$ 200,00 de volta pelo Pix.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    const refund = await screen.findByRole('region', { name: 'Reembolso' });
    expect(refund).toHaveTextContent('Em processamento');
    expect(refund).toHaveTextContent('R$ 200,00');
    expect(screen.queryByText(/Saldo insuficiente/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver ingressos' })).not.toBeInTheDocument();
    expect(cancels).toBe(1);
  });

  it("shows the server's refusal when the cancellation is refused (409)", async () => {
    serve({
      'GET /orders/o1': () =>
        jsonResponse({
          ...detail('paid'),
          cancellation: { allowed: true, reason: null, refundAmount: 200, deadline: '2025-11-22T21:04:00Z' },
        }),
      'GET /orders/o1/payment': () => jsonResponse({ status: 'paid', pix: null }),
      'POST /orders/o1/cancel': () =>
        jsonResponse(
          {
            message:
              'Não é mais possível cancelar: o cancelamento com estorno vale até 48 horas antes do início do evento.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderApp('/meus-pedidos/o1');
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('48 horas antes do início do evento');
  });

  it('links a paid order to its tickets ("Ver ingressos")', async () => {
    serve({
      'GET /orders/o1': () => jsonResponse(detail('paid')),
      'GET /orders/o1/payment': () => jsonResponse({ status: 'paid', pix: null }),
    });
    renderApp('/meus-pedidos/o1');
    expect(await screen.findByText('Nenhum QR disponível (pedido Pago).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ingressos' })).toHaveAttribute('href', '/meus-ingressos/o1');
  });

  it('shows no Pix for a pending order that has none yet', async () => {
    serve({
      'GET /orders/o1': () => jsonResponse(detail('pending')),
      'GET /orders/o1/payment': () => jsonResponse({ status: 'pending', pix: null }),
    });
    renderApp('/meus-pedidos/o1');
    expect(
      await screen.findByText('Nenhum QR disponível (pedido Aguardando aprovação).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver ingressos' })).not.toBeInTheDocument();
  });

  it.each([
    [
      '"Pedido não encontrado." for a 404',
      () => jsonResponse({ message: 'Não encontrado' }, 404),
      'Pedido não encontrado.',
    ],
    [
      "the server's message",
      () => jsonResponse({ message: 'Serviço indisponível.' }, 503),
      'Serviço indisponível.',
    ],
    [
      '"Falha ao carregar pedido" without one',
      () => new Response('', { status: 500 }),
      'Falha ao carregar pedido',
    ],
  ])('shows %s', async (_case, handler: RouteHandler, message) => {
    serve({ 'GET /orders/o1': handler, 'GET /orders/o1/payment': handler });
    renderApp('/meus-pedidos/o1');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(message);
  });
});
