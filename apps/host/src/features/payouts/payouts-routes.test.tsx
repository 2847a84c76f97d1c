import type { Schemas } from '@bilheteria/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, fakeApi, jsonResponse, renderApp, type RouteHandler } from '../../testing/render-app';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let handlers: Record<string, RouteHandler> = {};

const organizer = { _id: 'u1', name: 'Olga', email: 'olga@example.com', role: 'USER' };
const none: Schemas['PayoutAccount'] = {
  status: 'none',
  statusMessage: 'Cadastre sua conta de recebimento para vender ingressos pagos.',
  commissionPercent: 0,
  blocked: false,
};

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  handlers = {
    'GET /auth/me': () => jsonResponse(organizer),
    'GET /events/mine/list': () => jsonResponse([]),
    'GET /organizers/me/payout-account': () => jsonResponse(none),
  };
  fetchMock.mockReset();
  fakeApi(fetchMock, handlers);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Recebimentos (/organizer/recebimentos)', () => {
  it('sends the form with Asaas field names and shows the status answered', { timeout: 20_000 }, async () => {
    handlers['PUT /organizers/me/payout-account'] = async (request) => {
      const body = (await request.clone().json()) as Schemas['PayoutAccountInput'];
      return jsonResponse({ ...none, ...body, status: 'approved', statusMessage: 'Conta aprovada.' });
    };
    const user = userEvent.setup();
    renderApp('/organizer/recebimentos');
    await user.type(
      await screen.findByRole('textbox', { name: 'Nome completo' }, { timeout: 5000 }),
      'Olga Benário',
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'olga@example.com');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.type(screen.getByLabelText(/Data de nascimento/), '1990-05-20');
    await user.type(screen.getByRole('textbox', { name: 'Celular com DDD' }), '(11) 98765-4321');
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01310-100');
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '1000');
    await user.type(screen.getByRole('textbox', { name: /Renda mensal/ }), '5.000,00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar conta de recebimento' }));

    expect(await screen.findByText('Aprovada')).toBeInTheDocument();
    const [body] = await bodiesOf(fetchMock, 'PUT', '/organizers/me/payout-account');
    expect(body).toMatchObject({ name: 'Olga Benário', birthDate: '1990-05-20', incomeValue: 5000 });
  });

  it('says so when the account cannot be loaded, and tries again', { timeout: 20_000 }, async () => {
    handlers['GET /organizers/me/payout-account'] = () => jsonResponse({ message: 'Falhou' }, 500);
    const user = userEvent.setup();
    renderApp('/organizer/recebimentos');
    expect(
      await screen.findByText('Não foi possível carregar sua conta de recebimento.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    handlers['GET /organizers/me/payout-account'] = () => jsonResponse(none);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Cadastrar conta de recebimento' })).toBeInTheDocument();
  });
});

describe('Extrato (/organizer/extrato)', () => {
  it(
    'loads the statement of the period in the address and reloads another',
    { timeout: 20_000 },
    async () => {
      const statement = (from: string, to: string, net: number): Schemas['Statement'] => ({
        from,
        to,
        gross: net,
        discounts: 0,
        refunds: 0,
        chargebacks: 0,
        platformFee: 0,
        providerFees: 0,
        net,
        credited: net,
      });
      handlers['GET /organizers/me/statement'] = (_request, url) => {
        const from = url.searchParams.get('from')!;
        const to = url.searchParams.get('to')!;
        return jsonResponse(statement(from, to, from === '2030-05-01' ? 160 : 0));
      };
      const user = userEvent.setup();
      renderApp('/organizer/extrato?from=2030-05-01&to=2030-05-31');
      const figures = await screen.findByRole('figure', { name: 'Do bruto ao líquido' }, { timeout: 5000 });
      expect(figures).toHaveTextContent('R$ 160,00');
      await user.clear(screen.getByLabelText('De'));
      await user.type(screen.getByLabelText('De'), '2030-04-01');
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      expect(await screen.findByText('Nenhuma venda no período.')).toBeInTheDocument();
    },
  );
});

describe('Organizadores (/admin/organizadores)', () => {
  const row: Schemas['AdminOrganizer'] = {
    _id: 'o1',
    name: 'Forró Produções',
    email: 'forro@example.com',
    events: 2,
    accountStatus: 'approved',
    sales: 160,
    platformRevenue: 8,
    commissionPercent: 5,
    customCommission: false,
    blocked: false,
  };

  it('blocks an organizer and shows the list again from the server', { timeout: 20_000 }, async () => {
    let blocked = false;
    handlers['GET /auth/me'] = () => jsonResponse({ ...organizer, role: 'ADMIN' });
    handlers['GET /admin/organizers'] = () =>
      jsonResponse({ items: [{ ...row, blocked }], defaultCommissionPercent: 5 });
    handlers['PATCH /admin/organizers/o1'] = async (request) => {
      blocked = ((await request.clone().json()) as { blocked: boolean }).blocked;
      return jsonResponse({ ...row, blocked });
    };
    const user = userEvent.setup();
    renderApp('/admin/organizadores');
    const card = within(await screen.findByRole('listitem', { name: 'Forró Produções' }, { timeout: 5000 }));
    expect(card.getByText('R$ 160,00')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Bloquear vendas pagas' }));
    expect(await card.findByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'PATCH', '/admin/organizers/o1')).toEqual([{ blocked: true }]);
  });

  it("is the ADMIN's only", { timeout: 20_000 }, async () => {
    renderApp('/admin/organizadores');
    expect(await screen.findByText('Acesso restrito ao ADMIN.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the event form', () => {
  it('links the 409 PAYOUT_ACCOUNT_REQUIRED message to Recebimentos', { timeout: 20_000 }, async () => {
    handlers['POST /events'] = () =>
      jsonResponse(
        {
          message: 'Para vender ingressos pagos, cadastre sua conta de recebimento.',
          code: 'PAYOUT_ACCOUNT_REQUIRED',
          link: '/organizer/recebimentos',
        },
        409,
      );
    const user = userEvent.setup();
    const { router } = renderApp('/organizer/new');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 }), 'Show');
    await user.type(screen.getByLabelText(/^Data do evento/), '2025-12-13');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Para vender ingressos pagos, cadastre sua conta de recebimento.');
    await user.click(within(alert).getByRole('link', { name: 'Ir para Recebimentos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer/recebimentos'));
  });
});
