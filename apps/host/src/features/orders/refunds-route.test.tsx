import type { Schemas } from '@bilheteria/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../testing/render-app';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let role = 'ADMIN';

const refused: Schemas['AdminRefund'] = {
  _id: 'r1',
  orderId: 'o1',
  eventTitle: 'Forró da Conceição',
  buyerEmail: 'ana@exemplo.com.br',
  status: 'requested',
  amount: 160.5,
  reason: 'buyer_cancelled',
  attempts: 2,
  lastError: 'Asaas recusou o estorno (400): Saldo insuficiente para realizar o estorno.',
  requestedAt: '2030-06-01T15:00:00Z',
  nextAttemptAt: '2030-06-01T15:03:00Z',
  confirmedAt: null,
};

const paths = (method: string) =>
  fetchMock.mock.calls
    .map(([request]) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`)
    .filter((call) => call.startsWith(`${method} `));

beforeEach(() => {
  role = 'ADMIN';
  localStorage.setItem('token', 'tok');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/auth/me') return jsonResponse({ _id: 'u1', name: 'Ana', email: 'a@example.com', role });
    if (path === '/admin/refunds') return jsonResponse({ items: [refused], total: 1, awaiting: 1 });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/admin/estornos', () => {
  it('shows the ADMIN each refund still owed, with the provider refusal and a link to the order', async () => {
    renderApp('/admin/estornos');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: '1 estorno aguardando o provedor.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const [item] = screen.getAllByRole('listitem').filter((li) => li.dataset.slot === 'refund');
    const refund = within(item!);
    expect(refund.getByText(/Saldo insuficiente para realizar o estorno/)).toBeInTheDocument();
    expect(refund.getByText('R$ 160,50')).toBeInTheDocument();
    expect(refund.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute('href', '/meus-pedidos/o1');
    expect(document.title).toMatch(/^Estornos/);
  });

  it('restricts a non-admin and asks nothing of the refunds', async () => {
    role = 'USER';
    renderApp('/admin/estornos');
    expect(await screen.findByText('Acesso restrito ao ADMIN.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(paths('GET')).not.toContain('GET /admin/refunds');
  });
});
