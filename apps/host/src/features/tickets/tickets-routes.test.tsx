import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUrl,
  fakeApi,
  jsonResponse,
  renderApp,
  requestOf,
  type RouteHandler,
} from '../../testing/render-app';
import { ACCESS_REFRESH_MS } from './order-tickets-route';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const me = { _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' };
const DAY = 86_400_000;
// Lazy routes load their module first, which is slow on a busy machine.
const LOAD = { timeout: 5000 };

const event = (id: string, title: string, eventDate: string) => ({
  _id: id,
  title,
  image: null,
  eventDate,
  city: 'Fortaleza',
  state: 'CE',
  venue: 'Arena Castelão',
});

const order = (id: string, status: string, ev: ReturnType<typeof event>) => ({
  _id: id,
  event: ev,
  createdAt: '2025-01-10T12:00:00Z',
  items: [{ name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80 }],
  total: 160,
  status,
});

const soon = new Date(Date.now() + 30 * DAY).toISOString();
const orders = [
  order('o-future', 'paid', event('e1', 'Show do Futuro', soon)),
  order('o-past', 'paid', event('e2', 'Show Passado', '2020-03-01T23:00:00Z')),
  order('o-pending', 'pending', event('e3', 'Show Pendente', soon)),
];

const orderTickets = {
  order: { _id: 'o1', status: 'paid', createdAt: '2025-01-10T12:00:00Z' },
  event: {
    ...event('e1', 'Forró na Praia', soon),
    startDate: null,
    gatesOpenTime: '19:00',
    showStartTime: '20:30',
  },
  tickets: [
    {
      _id: 't1',
      code: 'CODEANA',
      ticketTypeName: 'PISTA — Lote 1 — Inteira',
      meiaEntrada: false,
      meiaEntradaTipo: null,
      attendeeName: 'Ana Souza',
      checkedInAt: null,
      access: '1900000000.ACESSOANAACESSOANAACES',
    },
    {
      _id: 't2',
      code: 'CODEBRUNO',
      ticketTypeName: 'PISTA — Lote 1 — Meia',
      meiaEntrada: true,
      meiaEntradaTipo: 'estudante',
      attendeeName: 'Bruno Lima',
      checkedInAt: '2025-11-15T22:47:00Z',
      access: '1900000000.ACESSOBRUNOACESSOBRUNO',
    },
  ],
  accessExpiresAt: '2030-01-01T00:00:00Z',
};
const anaAccess = 'access=1900000000.ACESSOANAACESSOANAACES';

function serve(routes: Record<string, RouteHandler>) {
  fakeApi(fetchMock, { 'GET /auth/me': () => jsonResponse(me), ...routes });
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter((_, index) => {
    const call = requestOf(fetchMock, index);
    return call.method === method && call.path === path;
  }).length;

beforeEach(() => {
  fetchMock.mockReset();
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

describe('/meus-ingressos', () => {
  it('shows paid orders split into upcoming and past, and links to their tickets', async () => {
    serve({ 'GET /orders/mine': () => jsonResponse(orders) });
    const user = userEvent.setup();
    const { router } = renderApp('/meus-ingressos');

    const upcoming = within(await screen.findByRole('region', { name: 'Próximos eventos' }, LOAD));
    expect(upcoming.getByRole('heading', { name: 'Show do Futuro' })).toBeInTheDocument();
    expect(upcoming.getByText('Fortaleza - CE')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Eventos passados' }));
    expect(past.getByRole('heading', { name: 'Show Passado' })).toBeInTheDocument();
    // A pending order has no tickets yet.
    expect(screen.queryByText('Show Pendente')).not.toBeInTheDocument();

    await user.click(upcoming.getByRole('link', { name: 'Ver ingressos' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/meus-ingressos/o-future'));
  });

  it('also lists the orders with tickets transferred to the user, marked "Recebido por transferência"', async () => {
    serve({
      'GET /orders/mine': () => jsonResponse([orders[0]]),
      'GET /tickets/received': () =>
        jsonResponse([{ orderId: 'o-gift', event: event('e9', 'Show Presente', soon), tickets: 1 }]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/meus-ingressos');
    const upcoming = within(await screen.findByRole('region', { name: 'Próximos eventos' }, LOAD));
    const gift = (await upcoming.findByRole('heading', { name: 'Show Presente' }, LOAD)).closest('li')!;
    expect(gift).toHaveTextContent('Recebido por transferência');
    expect(upcoming.getAllByText('Recebido por transferência')).toHaveLength(1);
    await user.click(within(gift as HTMLElement).getByRole('link', { name: 'Ver ingressos' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/meus-ingressos/o-gift'));
  });

  it('says an unconfirmed account must confirm its e-mail to see received tickets, and sends a new link', async () => {
    let resent = 0;
    serve({
      'GET /orders/mine': () => jsonResponse([orders[0]]),
      'GET /tickets/received': () =>
        jsonResponse(
          {
            message:
              'Confirme seu e-mail para abrir os ingressos transferidos para você: use o link que enviamos para ele.',
            code: 'EMAIL_NOT_VERIFIED',
          },
          403,
        ),
      'POST /auth/verify-email/resend': () => {
        resent += 1;
        return jsonResponse(
          { message: 'Enviamos um link de confirmação para o seu e-mail. Confira também a caixa de spam.' },
          202,
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/meus-ingressos');
    const banner = within(await screen.findByRole('region', { name: 'Confirme seu e-mail' }, LOAD));
    // The buyer's own tickets are there all the same.
    expect(screen.getByRole('heading', { name: 'Show do Futuro' })).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Reenviar link de confirmação' }));
    expect(await banner.findByText(/Enviamos um link de confirmação/)).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows both empty sections without paid orders', async () => {
    serve({ 'GET /orders/mine': () => jsonResponse([orders[2]]) });
    renderApp('/meus-ingressos');
    expect(await screen.findByText('Nenhum ingresso disponível', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Nenhuma compra anterior')).toBeInTheDocument();
  });

  it('says "Não foi possível carregar." when the list fails, and retries', async () => {
    let fail = true;
    serve({
      'GET /orders/mine': () =>
        fail ? jsonResponse({ message: 'Erro interno' }, 500) : jsonResponse(orders),
    });
    const user = userEvent.setup();
    renderApp('/meus-ingressos');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Não foi possível carregar.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Show do Futuro' }, LOAD)).toBeInTheDocument();
  });
});

describe('/meus-ingressos/{orderId}', () => {
  it('shows each ticket with its rotating QR (from the API base) and PDF link', async () => {
    serve({ 'GET /orders/o1/tickets': () => jsonResponse(orderTickets) });
    const user = userEvent.setup();
    renderApp('/meus-ingressos/o1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forró na Praia' }, LOAD),
    ).toBeInTheDocument();
    const [ana, bruno] = screen.getAllByRole('listitem');
    const api = `${window.location.origin}/api`;
    const qr = within(ana!).getByRole('img', { name: 'QR code do ingresso CODEANA' });
    // The code alone opens neither: each address carries the signed access the order's answer gave.
    expect(qr).toHaveAttribute('src', `${api}/tickets/CODEANA/qr-rotating?r=0&${anaAccess}`);
    expect(within(ana!).getByRole('link', { name: /Baixar PDF/ })).toHaveAttribute(
      'href',
      `${api}/tickets/CODEANA/pdf?${anaAccess}`,
    );
    expect(within(ana!).getByText('QR atualiza em 60s')).toBeInTheDocument();
    expect(within(bruno!).getByText('Ingresso utilizado')).toBeInTheDocument();
    expect(within(bruno!).getByText('Check-in em 15/11/2025 19:47')).toBeInTheDocument();
    expect(
      within(bruno!).getByText('Leve o documento: Carteira de Identificação Estudantil (CIE)'),
    ).toBeInTheDocument();
    expect(within(ana!).queryByText(/Leve o documento/)).toBeNull();

    await user.click(within(ana!).getByRole('button', { name: 'Atualizar agora' }));
    expect(qr).toHaveAttribute('src', `${api}/tickets/CODEANA/qr-rotating?r=1&${anaAccess}`);
    expect(within(bruno!).getByRole('img')).toHaveAttribute(
      'src',
      `${api}/tickets/CODEBRUNO/qr-rotating?r=1&access=1900000000.ACESSOBRUNOACESSOBRUNO`,
    );
    await waitFor(() => expect(calls('GET', '/orders/o1/tickets')).toBe(2));
  });

  it('transfers a ticket: validates in pt-BR, shows the server refusal, then "Transferido para …" without QR', async () => {
    let transferred = false;
    let refuse = true;
    const bodies: unknown[] = [];
    serve({
      'GET /orders/o1/tickets': () =>
        jsonResponse({
          ...orderTickets,
          tickets: [
            transferred
              ? {
                  ...orderTickets.tickets[0],
                  code: null,
                  attendeeName: 'Diego Rocha',
                  access: null,
                  state: 'valid',
                  transferredTo: {
                    name: 'Diego Rocha',
                    email: 'diego@example.com',
                    at: '2025-11-10T15:30:00Z',
                  },
                }
              : { ...orderTickets.tickets[0], state: 'valid', transferredTo: null },
            { ...orderTickets.tickets[1], state: 'valid', transferredTo: null },
          ],
        }),
      'POST /tickets/CODEANA/transfer': async (request) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return jsonResponse(
            { message: 'A transferência vale até 24 horas antes do início do evento.' },
            409,
          );
        }
        transferred = true;
        return jsonResponse({
          _id: 't1',
          holder: { name: 'Diego Rocha', email: 'diego@example.com' },
          transferredAt: '2025-11-10T15:30:00Z',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/meus-ingressos/o1');
    await screen.findByRole('heading', { level: 1, name: 'Forró na Praia' }, LOAD);
    const [ana, bruno] = screen.getAllByRole('listitem');
    // A ticket already used at the door cannot be transferred.
    expect(within(bruno!).queryByRole('button', { name: 'Transferir ingresso' })).not.toBeInTheDocument();

    const card = within(ana!);
    await user.click(card.getByRole('button', { name: 'Transferir ingresso' }));
    await user.type(card.getByLabelText('E-mail de quem vai receber'), 'diego@');
    await user.click(card.getByRole('button', { name: 'Transferir' }));
    expect(card.getByText('Informe o nome de quem vai receber o ingresso.')).toBeInTheDocument();
    expect(card.getByText('Informe um e-mail válido de quem vai receber o ingresso.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(card.getByLabelText('Nome de quem vai receber'), 'Diego Rocha');
    await user.type(card.getByLabelText('E-mail de quem vai receber'), 'example.com');
    await user.click(card.getByRole('button', { name: 'Transferir' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'A transferência vale até 24 horas antes do início do evento.',
    );
    await user.click(card.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Transferido para Diego R. em 10/11', {}, LOAD)).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Diego Rocha', email: 'diego@example.com' },
      { name: 'Diego Rocha', email: 'diego@example.com' },
    ]);
    const [given] = screen.getAllByRole('listitem');
    expect(within(given!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(given!).queryByRole('link')).not.toBeInTheDocument();
    expect(given!).not.toHaveTextContent('CODEANA');
  });

  it("transfers a half-price ticket with the new holder's own meia-entrada", async () => {
    const bodies: unknown[] = [];
    serve({
      'GET /orders/o1/tickets': () =>
        jsonResponse({
          ...orderTickets,
          tickets: [{ ...orderTickets.tickets[1], checkedInAt: null, state: 'valid', transferredTo: null }],
        }),
      'POST /tickets/CODEBRUNO/transfer': async (request) => {
        bodies.push(await request.json());
        return jsonResponse({
          _id: 't2',
          holder: { name: 'Diego Rocha', email: 'diego@example.com' },
          transferredAt: '2025-11-10T15:30:00Z',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/meus-ingressos/o1');
    await screen.findByRole('heading', { level: 1, name: 'Forró na Praia' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Transferir ingresso' }));
    await user.type(screen.getByLabelText('Nome de quem vai receber'), 'Diego Rocha');
    await user.type(screen.getByLabelText('E-mail de quem vai receber'), 'diego@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de meia-entrada' }), 'idoso');
    await user.type(
      screen.getByRole('textbox', { name: 'Número do documento (CPF ou RG)' }),
      '123.456.789-00',
    );
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name: 'Diego Rocha',
          email: 'diego@example.com',
          meiaEntrada: { tipo: 'idoso', documento: '123.456.789-00' },
        },
      ]),
    );
  });

  it('fetches a new signed access before the old one expires, so a QR left open keeps working', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let served = 0;
      serve({
        'GET /orders/o1/tickets': () => {
          served += 1;
          const access = `1900000000.NOVOACESSO${String(served).padStart(12, '0')}`;
          return jsonResponse({
            ...orderTickets,
            tickets: orderTickets.tickets.map((ticket) => ({ ...ticket, access })),
          });
        },
      });
      renderApp('/meus-ingressos/o1');
      const qr = await screen.findByRole('img', { name: 'QR code do ingresso CODEANA' }, LOAD);
      expect(qr.getAttribute('src')).toContain('access=1900000000.NOVOACESSO000000000001');

      await act(() => vi.advanceTimersByTimeAsync(ACCESS_REFRESH_MS - 60_000));
      expect(served).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
      await waitFor(() =>
        expect(qr.getAttribute('src')).toContain('access=1900000000.NOVOACESSO000000000002'),
      );
      expect(served).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Não foi possível carregar." when the order cannot be read', async () => {
    serve({ 'GET /orders/o1/tickets': () => jsonResponse({ message: 'Pedido não encontrado.' }, 404) });
    renderApp('/meus-ingressos/o1');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Não foi possível carregar.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
  });
});
