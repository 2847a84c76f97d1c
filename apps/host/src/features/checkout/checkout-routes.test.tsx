import type { Schemas } from '@bilheteria/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDraft } from '../../lib/storage';
import {
  bodiesOf as bodiesOfRequests,
  currentUrl,
  fakeApi,
  jsonResponse,
  renderApp,
  type RouteHandler,
} from '../../testing/render-app';
import { ORDER_POLL_MS } from './payment-route';
import { fakeQuote } from '@bilheteria/client-core/testing/quote';
import { ticketType } from '@bilheteria/client-core/testing/ticket-type';

// Whole-app journeys (lazy routes, typing into forms) on a busy CI machine: give them room.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

const inteira = ticketType('t-pi', 'PISTA — Lote 1 — Inteira');
const meia = ticketType('t-pm', 'PISTA — Lote 1 — Meia', { price: 40 });
const camarote = ticketType('t-c1', 'CAMAROTE — Lote 1 — Inteira', { price: 180, sold: 100, remaining: 0 });

const event: Schemas['Event'] = {
  _id: 'e1',
  title: 'Forró Pé de Serra',
  description: null,
  image: '/posters/forro.svg',
  mapImage: null,
  venue: 'Parque do Cocó',
  city: 'Fortaleza',
  state: 'CE',
  eventDate: '2025-12-06T23:00:00Z',
  gatesOpenTime: '18:00',
  showStartTime: '20:00',
  startDate: null,
  endDate: null,
  status: 'published',
  cancelledAt: null,
  organizerId: 'u9',
  ticketTypes: [inteira, meia, camarote],
  sellableTicketTypes: [inteira, meia],
  meiaEntradaLei: true,
  meiaEntrada: { total: 0, vendidas: 0, restantes: 0 },
};

/** The server's quote; its R$ 2,50 fee is the server's alone, so a client adding up prices would show less. */
const SERVER_FEE = 2.5;
const quoteOf = fakeQuote([inteira, meia, camarote], { fee: SERVER_FEE });
const quoteHandler =
  (quote = quoteOf): RouteHandler =>
  async (request) =>
    jsonResponse(quote((await request.clone().json()) as Schemas['OrderQuoteInput']));

const ana = { _id: 'u1', name: 'Ana Souza', email: 'ana@exemplo.com', role: 'USER' };

const draft: CheckoutDraft = {
  eventId: 'e1',
  eventTitle: 'Forró Pé de Serra',
  eventPoster: '/posters/forro.svg',
  items: [
    { ticketTypeId: 't-pi', quantity: 1, name: 'PISTA — Lote 1 — Inteira', price: 80 },
    { ticketTypeId: 't-pm', quantity: 1, name: 'PISTA — Lote 1 — Meia', price: 40 },
  ],
  coupon: '',
  attendees: [
    { idx: 0, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
    { idx: 1, ticketTypeId: 't-pm', lotName: 'PISTA — Lote 1 — Meia', name: '', email: '' },
  ],
  buyer: { name: '', email: '', cpf: '', whatsapp: '' },
};

const named: CheckoutDraft = {
  ...draft,
  attendees: [
    { ...draft.attendees[0]!, name: 'Ana Souza', email: 'ana@exemplo.com' },
    { ...draft.attendees[1]!, name: 'Clara Souza', email: 'clara@exemplo.com' },
  ],
};

const order = (status: Schemas['OrderStatus']): Schemas['OrderDetail'] => ({
  _id: 'o1',
  couponCode: null,
  createdAt: '2025-11-15T21:00:00Z',
  status,
  subtotal: 120,
  discount: 0,
  fee: 0,
  total: 120,
  expiresAt: '2025-11-15T21:15:00Z',
  eventTitle: 'Forró Pé de Serra',
  eventPoster: '/posters/forro.svg',
  event: {
    _id: 'e1',
    title: 'Forró Pé de Serra',
    image: '/posters/forro.svg',
    eventDate: '2025-12-06T23:00:00Z',
    city: 'Fortaleza',
    state: 'CE',
    venue: 'Parque do Cocó',
  },
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@exemplo.com',
  buyerCpfCnpj: null,
  buyerPhone: null,
  cancellation: { allowed: false, reason: null, refundAmount: 0, deadline: null },
  refund: null,
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 1, unitPrice: 80, discount: 0, total: 80 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40, discount: 0, total: 40 },
  ],
  attendees: [],
});

const pixCharge: Schemas['PixCharge'] = {
  paymentId: 'pay_1',
  qrCodeBase64: 'iVBORw0KGgo=',
  copiaECola: '00020126580014br.gov.bcb.pix',
  expiracao: new Date(Date.now() + 15 * 60_000).toISOString(),
  provider: 'local',
};

const tickets: Schemas['OrderTickets'] = {
  order: { _id: 'o1', status: 'paid', createdAt: '2025-11-15T21:00:00Z' },
  event: {
    _id: 'e1',
    title: 'Forró Pé de Serra',
    image: null,
    eventDate: null,
    startDate: null,
    venue: null,
    city: null,
    state: null,
    gatesOpenTime: null,
    showStartTime: null,
  },
  tickets: [
    {
      _id: 'k1',
      code: 'CODE_1',
      ticketTypeName: 'PISTA — Lote 1 — Inteira',
      meiaEntrada: false,
      meiaEntradaTipo: null,
      attendeeName: 'Ana Souza',
      state: 'valid',
      checkedInAt: null,
      access: '1900000000.ACESSOACESSOACESSOACES',
      transferredTo: null,
    },
  ],
  accessExpiresAt: '2030-01-01T00:00:00Z',
};

/** A fake API: `METHOD /path` (after /api) → handler; anything else answers 404. */
function serve(handlers: Record<string, RouteHandler>) {
  const routes: Record<string, RouteHandler> = {
    'GET /auth/me': () => jsonResponse(ana),
    'GET /events/e1': () => jsonResponse(event),
    'GET /orders/o1': () => jsonResponse(order('pending')),
    'GET /orders/o1/payment': () => jsonResponse({ status: 'pending', pix: null }),
    'GET /orders/o1/tickets': () => jsonResponse(tickets),
    'POST /orders/quote': quoteHandler(),
    ...handlers,
  };
  fakeApi(fetchMock, routes);
}

const bodiesOf = (method: string, path: string) => bodiesOfRequests(fetchMock, method, path);

const storedDraft = () =>
  JSON.parse(localStorage.getItem('checkout-draft') ?? 'null') as CheckoutDraft | null;

beforeEach(() => {
  fetchMock.mockReset();
  serve({});
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('step 1 (tickets)', () => {
  it('shows the sellable lots by category and a category without any as sold out', async () => {
    renderApp('/checkout/e1');
    expect(await screen.findByRole('button', { name: 'PISTA' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('R$ 80,00 + taxas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CAMAROTE Esgotado' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('R$ 180,00 + taxas')).not.toBeInTheDocument();
  });

  it('sends an anonymous buyer to register, saving the draft and where to come back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1');
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' }),
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' }));
    await user.click(screen.getByRole('button', { name: 'Possui um cupom?' }));
    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), 'FORRO10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await user.click(screen.getByRole('button', { name: 'COMPRAR' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/register?next=%2Fcheckout%2Fe1%2Fusers'));
    expect(sessionStorage.getItem('postAuthRedirect')).toBe('/checkout/e1/users');
    expect(storedDraft()).toEqual({
      eventId: 'e1',
      eventTitle: 'Forró Pé de Serra',
      eventPoster: '/posters/forro.svg',
      items: [{ ticketTypeId: 't-pi', quantity: 2, name: 'PISTA — Lote 1 — Inteira', price: 80 }],
      coupon: 'FORRO10',
      attendees: [
        { idx: 0, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
        { idx: 1, ticketTypeId: 't-pi', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
      ],
      buyer: { name: '', email: '', cpf: '', whatsapp: '' },
    });
  });

  it('takes a signed-in buyer straight to identification, restoring the selection on return', async () => {
    localStorage.setItem('token', 'tok');
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1');
    await user.type(
      await screen.findByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' }),
      '3',
    );
    await user.click(screen.getByRole('button', { name: 'COMPRAR' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/users'));
    expect(await screen.findAllByRole('group')).toHaveLength(3);
    expect(sessionStorage.getItem('postAuthRedirect')).toBeNull();

    await user.click(screen.getByRole('link', { name: '← Voltar' }));
    expect(
      await screen.findByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' }),
    ).toHaveValue(3);
  });

  it('says to pick a ticket when COMPRAR is pressed at zero', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1');
    await user.click(await screen.findByRole('button', { name: 'COMPRAR' }));
    expect(await screen.findByText('Selecione ao menos 1 ingresso.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/checkout/e1');
    expect(localStorage.getItem('checkout-draft')).toBeNull();
  });

  it("shows the server's prices and cart total, not the event page's (issue #12.3)", async () => {
    // The event was read before the organizer changed the price; the quote has today's.
    serve({ 'POST /orders/quote': quoteHandler(fakeQuote([inteira, { ...meia, price: 45 }])) });
    const user = userEvent.setup();
    renderApp('/checkout/e1');
    expect(await screen.findByText('R$ 45,00 + taxas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Meia' }));
    const cart = within(screen.getByRole('complementary', { name: 'Carrinho' }));
    expect(await cart.findByText('R$ 45,00 + Taxas')).toBeInTheDocument();
  });

  it('keeps the selection as it changes: a reload finds it (issue #13.5)', async () => {
    const user = userEvent.setup();
    const first = renderApp('/checkout/e1');
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Meia' }),
    );
    await user.click(screen.getByRole('button', { name: 'Possui um cupom?' }));
    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), 'FORRO10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    // Saved under the spec's key, word for word, before COMPRAR.
    expect(storedDraft()).toMatchObject({
      eventId: 'e1',
      items: [{ ticketTypeId: 't-pm', quantity: 1, name: 'PISTA — Lote 1 — Meia', price: 40 }],
      coupon: 'FORRO10',
    });
    first.unmount();

    renderApp('/checkout/e1');
    expect(
      await screen.findByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' }),
    ).toHaveValue(1);
    expect(screen.getByRole('textbox', { name: 'Cupom' })).toHaveValue('FORRO10');
  });

  it('clamps each lot to the per-customer limit minus what the buyer holds, and says so (issue #13.3)', async () => {
    localStorage.setItem('token', 'tok');
    serve({ 'POST /orders/quote': quoteHandler(fakeQuote([inteira, meia], { held: { 't-pi': 2 } })) });
    const user = userEvent.setup();
    renderApp('/checkout/e1');
    expect(await screen.findByText('máx. 4 por pessoa · você já tem 2')).toBeInTheDocument();
    expect(screen.getByText('máx. 4 por pessoa')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Inteira' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(quantity).toHaveValue(2);
    expect(
      screen.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'COMPRAR' }));
    expect(storedDraft()?.items).toEqual([
      { ticketTypeId: 't-pi', quantity: 2, name: 'PISTA — Lote 1 — Inteira', price: 80 },
    ]);
  });

  it('says which lot was lost to another buyer and keeps the rest of the selection (issue #13.4)', async () => {
    const gone = { ...inteira, sold: 100, remaining: 0 };
    serve({
      'GET /events/e1': () =>
        jsonResponse({ ...event, ticketTypes: [gone, meia, camarote], sellableTicketTypes: [meia] }),
      'POST /orders/quote': quoteHandler(fakeQuote([gone, meia, camarote])),
    });
    localStorage.setItem('checkout-draft', JSON.stringify(draft));
    const user = userEvent.setup();
    renderApp('/checkout/e1');
    expect(await screen.findByText('Ingressos esgotados para PISTA — Lote 1 — Inteira.')).toBeInTheDocument();
    const kept = screen.getByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' });
    expect(kept).toHaveValue(1);
    // The cart counts and prices what can still be had: the kept lot alone, as the server quotes it.
    const cart = within(screen.getByRole('complementary', { name: 'Carrinho' }));
    expect(await cart.findByText('R$ 40,00 + Taxas')).toBeInTheDocument();
    expect(cart.getByText('1 ingresso')).toBeInTheDocument();
    expect(screen.getByText('Ingressos esgotados para PISTA — Lote 1 — Inteira.')).toBeInTheDocument();

    // Changing the selection settles it: the lost lot is dropped, the message goes.
    await user.click(screen.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Meia' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Ingressos esgotados para PISTA — Lote 1 — Inteira.'),
      ).not.toBeInTheDocument(),
    );
    expect(storedDraft()?.items).toEqual([
      { ticketTypeId: 't-pm', quantity: 2, name: 'PISTA — Lote 1 — Meia', price: 40, meiaEntrada: true },
    ]);
  });

  it('shows "Evento não encontrado" when the event cannot be fetched', async () => {
    serve({ 'GET /events/e1': () => jsonResponse({ message: 'Evento não encontrado' }, 404) });
    renderApp('/checkout/e1');
    expect(await screen.findByRole('heading', { name: 'Evento não encontrado' })).toBeInTheDocument();
  });
});

describe('steps 2 to 4 need a draft', () => {
  it.each(['/checkout/e1/users', '/checkout/e1/summary', '/checkout/e1/payment'])(
    'sends %s back to step 1 without a draft',
    async (path) => {
      sessionStorage.setItem('pedidoId', 'o1');
      const { router } = renderApp(path);
      await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1'));
    },
  );

  it("sends a draft of another event's checkout back to step 1", async () => {
    localStorage.setItem('checkout-draft', JSON.stringify({ ...draft, eventId: 'e2' }));
    const { router } = renderApp('/checkout/e1/users');
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1'));
  });

  it('sends the summary back to step 1 when the draft has no items', async () => {
    localStorage.setItem('checkout-draft', JSON.stringify({ ...draft, items: [], attendees: [] }));
    const { router } = renderApp('/checkout/e1/summary');
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1'));
  });

  it('sends the payment step to the summary without a stored order id', async () => {
    localStorage.setItem('checkout-draft', JSON.stringify(named));
    const { router } = renderApp('/checkout/e1/payment');
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/summary'));
  });
});

describe('step 2 (identification)', () => {
  it('asks for every name and e-mail, then saves them and goes to the summary', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('checkout-draft', JSON.stringify(draft));
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/users');
    const names = await screen.findAllByLabelText('Nome completo');
    const emails = screen.getAllByLabelText('E-mail');
    await user.type(names[0]!, 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Preencha nome e e-mail de todos os utilizadores.',
    );
    expect(currentUrl(router)).toBe('/checkout/e1/users');

    await user.type(emails[0]!, 'ana@exemplo.com');
    await user.type(names[1]!, 'Clara Souza');
    await user.type(emails[1]!, 'clara@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/summary'));
    expect(storedDraft()?.attendees).toEqual(named.attendees);
    expect(await screen.findByText('Clara Souza')).toBeInTheDocument();
  });
});

describe('step 3 (summary)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('checkout-draft', JSON.stringify(named));
  });

  it('creates the order with the spec payload, keeps its id and goes to payment', async () => {
    serve({
      'POST /orders': () => jsonResponse({ pedidoId: 'o1', _id: 'o1', status: 'pending', total: 120 }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/payment'));
    expect(sessionStorage.getItem('pedidoId')).toBe('o1');
    expect(await bodiesOf('POST', '/orders')).toEqual([
      {
        eventId: 'e1',
        items: named.items,
        attendees: named.attendees,
        subtotal: 120,
        fee: SERVER_FEE,
        total: 120 + SERVER_FEE,
        statusPagamento: 'pendente',
        metodoPagamento: 'pix',
      },
    ]);
  });

  it('an order of R$ 0,00 comes back paid: no Pix step, straight to its tickets (issue #25)', async () => {
    serve({
      'POST /orders': () => jsonResponse({ pedidoId: 'o1', _id: 'o1', status: 'paid', total: 0 }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/success/o1'));
    expect(await screen.findByRole('heading', { name: 'Compra concluída com sucesso!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Baixar PDF/ })).toHaveAttribute(
      'href',
      new URL('/api/tickets/CODE_1/pdf?access=1900000000.ACESSOACESSOACESSOACES', window.location.origin)
        .href,
    );
    expect(localStorage.getItem('checkout-draft')).toBeNull();
    expect(sessionStorage.getItem('pedidoId')).toBeNull();
  });

  it("shows the server's fee and total, computing none (issue #12.3)", async () => {
    renderApp('/checkout/e1/summary');
    const totals = within(await screen.findByRole('complementary', { name: 'Pagamento' }));
    expect(await totals.findByText('R$ 2,50')).toBeInTheDocument();
    expect(totals.getByText('R$ 122,50')).toBeInTheDocument();
  });

  it('reuses the pending order of an unchanged draft when coming back from payment (issue #13.1)', async () => {
    sessionStorage.setItem('pedidoId', 'o1');
    const same: Schemas['OrderDetail'] = {
      ...order('pending'),
      total: 120 + SERVER_FEE,
      attendees: named.attendees.map((a) => ({
        name: a.name,
        email: a.email,
        ticketTypeName: a.lotName,
        meiaEntrada: null,
      })),
    };
    serve({
      'GET /orders/o1': () => jsonResponse(same),
      'POST /orders': () => jsonResponse({ pedidoId: 'o2' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/payment'));
    expect(sessionStorage.getItem('pedidoId')).toBe('o1');
    expect(await bodiesOf('POST', '/orders')).toEqual([]);
    expect(await bodiesOf('POST', '/orders/o1/cancel')).toEqual([]);
  });

  it('cancels the pending order of a changed draft before creating the new one (issue #13.1)', async () => {
    sessionStorage.setItem('pedidoId', 'o1');
    // The order was made before the second attendee's name changed.
    const before: Schemas['OrderDetail'] = {
      ...order('pending'),
      total: 120 + SERVER_FEE,
      attendees: [
        {
          name: 'Ana Souza',
          email: 'ana@exemplo.com',
          ticketTypeName: 'PISTA — Lote 1 — Inteira',
          meiaEntrada: null,
        },
        {
          name: 'Bia Souza',
          email: 'bia@exemplo.com',
          ticketTypeName: 'PISTA — Lote 1 — Meia',
          meiaEntrada: null,
        },
      ],
    };
    serve({
      'GET /orders/o1': () => jsonResponse(before),
      'POST /orders/o1/cancel': () => jsonResponse({ ...before, status: 'cancelled' }),
      'POST /orders': () => jsonResponse({ pedidoId: 'o2' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/payment'));
    expect(sessionStorage.getItem('pedidoId')).toBe('o2');
    const calls = fetchMock.mock.calls
      .map(([request]) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((call) => call.startsWith('POST /api/orders/o1') || call === 'POST /api/orders');
    expect(calls).toEqual(['POST /api/orders/o1/cancel', 'POST /api/orders']);
  });

  it('tells the refusal of the quote and keeps "Ir para pagamento" disabled while it stands (issue #13.4)', async () => {
    const gone = { ...meia, sold: 100, remaining: 0 };
    serve({ 'POST /orders/quote': quoteHandler(fakeQuote([inteira, gone])) });
    renderApp('/checkout/e1/summary');
    expect(await screen.findByText('Ingressos esgotados para PISTA — Lote 1 — Meia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para pagamento' })).toBeDisabled();
    expect(await bodiesOf('POST', '/orders')).toEqual([]);
  });

  it('asks the quote again when the last tickets went at "Ir para pagamento", and says so', async () => {
    let gone = false;
    serve({
      'POST /orders': () => {
        gone = true;
        return jsonResponse({ message: 'Ingressos esgotados para PISTA — Lote 1 — Meia.' }, 409);
      },
      'POST /orders/quote': async (request) =>
        jsonResponse(
          fakeQuote([inteira, gone ? { ...meia, sold: 100 } : meia])(
            (await request.clone().json()) as Schemas['OrderQuoteInput'],
          ),
        ),
    });
    const user = userEvent.setup();
    renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ir para pagamento' })).toBeDisabled());
    expect(screen.getByText('Ingressos esgotados para PISTA — Lote 1 — Meia.')).toBeInTheDocument();
  });

  it('reads the id from _id or id when pedidoId is missing', async () => {
    serve({ 'POST /orders': () => jsonResponse({ id: 'o1' }, 201) });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/payment'));
    expect(sessionStorage.getItem('pedidoId')).toBe('o1');
  });

  it.each([
    [
      'the server message',
      () => jsonResponse({ message: 'Ingressos esgotados para PISTA.' }, 409),
      'Ingressos esgotados para PISTA.',
    ],
    [
      'the status without a message',
      () => new Response('boom', { status: 500 }),
      'Falha ao criar pedido (500)',
    ],
    [
      '"?" when the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Falha ao criar pedido (?)',
    ],
    [
      '"Resposta sem pedidoId" without an id',
      () => jsonResponse({ status: 'pending' }, 201),
      'Resposta sem pedidoId',
    ],
  ])('shows %s when the order fails', async (_case, handler: RouteHandler, message) => {
    serve({ 'POST /orders': handler });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/summary');
    await user.click(await screen.findByRole('button', { name: 'Ir para pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentUrl(router)).toBe('/checkout/e1/summary');
    expect(sessionStorage.getItem('pedidoId')).toBeNull();
  });
});

describe('step 4 (payment)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('checkout-draft', JSON.stringify(named));
    sessionStorage.setItem('pedidoId', 'o1');
  });

  async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
    // The signed-in user fills name and e-mail in.
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza'));
    await user.type(screen.getByLabelText('CPF/CNPJ'), '529.982.247-25');
    await user.type(screen.getByLabelText('WhatsApp'), '(85) 99999-0000');
  }

  it('joins every buyer problem in one alert', async () => {
    localStorage.removeItem('user');
    serve({ 'GET /auth/me': () => jsonResponse({ ...ana, name: '', email: '' }) });
    const user = userEvent.setup();
    renderApp('/checkout/e1/payment');
    await user.type(await screen.findByLabelText('CPF/CNPJ'), '12345678900');
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    const alert = await screen.findByText(/Informe seu nome completo\./);
    expect(alert).toHaveTextContent(
      'Informe seu nome completo. Informe um e-mail válido. Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
    );
    expect(await bodiesOf('POST', '/pagamento/asaas/pix')).toEqual([]);
  });

  it('generates the Pix with the spec payload, keeping the buyer in the draft', async () => {
    localStorage.setItem('user', JSON.stringify(ana));
    serve({ 'POST /pagamento/asaas/pix': () => jsonResponse(pixCharge) });
    const user = userEvent.setup();
    renderApp('/checkout/e1/payment');
    await fillBuyer(user);
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('52998224725');
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));

    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(pixCharge.copiaECola);
    expect(screen.getByRole('progressbar', { name: 'Tempo para pagar' })).toHaveAttribute(
      'aria-valuenow',
      '600',
    );
    expect(screen.getByRole('button', { name: 'Regerar Pix' })).toBeInTheDocument();
    expect(await bodiesOf('POST', '/pagamento/asaas/pix')).toEqual([
      {
        pedidoId: 'o1',
        totalPedido: 120,
        nomeVaqueiro: 'Ana Souza',
        email: 'ana@exemplo.com',
        cpfCnpj: '52998224725',
        phone: '85999990000',
        eventoid: 'e1',
        descricao: 'Ingressos: Forró Pé de Serra',
      },
    ]);
    expect(storedDraft()?.buyer).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      cpf: '52998224725',
      whatsapp: '85999990000',
    });
    expect(sessionStorage.getItem('metodoSelecionado')).toBe('pix');
  });

  it('shows why the Pix failed and tries again', async () => {
    localStorage.setItem('user', JSON.stringify(ana));
    serve({
      'POST /pagamento/asaas/pix': () =>
        jsonResponse({ message: 'Provedor de pagamento indisponível.' }, 503),
    });
    const user = userEvent.setup();
    renderApp('/checkout/e1/payment');
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText('Provedor de pagamento indisponível.')).toBeInTheDocument();

    serve({ 'POST /pagamento/asaas/pix': () => new Response('', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Falha ao gerar Pix.')).toBeInTheDocument();
    expect(await bodiesOf('POST', '/pagamento/asaas/pix')).toHaveLength(2);
  });

  it('offers "Simular pagamento" only for a Pix of the local provider', async () => {
    localStorage.setItem('user', JSON.stringify(ana));
    serve({ 'POST /pagamento/asaas/pix': () => jsonResponse({ ...pixCharge, provider: 'asaas' }) });
    const user = userEvent.setup();
    renderApp('/checkout/e1/payment');
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();
  });

  it('"Simular pagamento" confirms the Pix; once paid, the draft is cleared and the tickets shown', async () => {
    localStorage.setItem('user', JSON.stringify(ana));
    let paid = false;
    serve({
      'POST /pagamento/asaas/pix': () => jsonResponse(pixCharge),
      'POST /pagamento/local/pay_1/confirm': () => {
        paid = true;
        return jsonResponse({ status: 'paid' });
      },
      'GET /orders/o1': () => jsonResponse(order(paid ? 'paid' : 'pending')),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/payment');
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await user.click(await screen.findByRole('button', { name: 'Simular pagamento' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/success/o1'));
    expect(await screen.findByRole('heading', { name: 'Compra concluída com sucesso!' })).toBeInTheDocument();
    expect(screen.getByText('Pedido: o1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Baixar PDF/ })).toHaveAttribute(
      'href',
      new URL('/api/tickets/CODE_1/pdf?access=1900000000.ACESSOACESSOACESSOACES', window.location.origin)
        .href,
    );
    expect(localStorage.getItem('checkout-draft')).toBeNull();
    expect(sessionStorage.getItem('pedidoId')).toBeNull();
  });

  it('polls the order while the Pix is shown and leaves when the webhook marks it paid', async () => {
    localStorage.setItem('user', JSON.stringify(ana));
    let polls = 0;
    serve({
      'POST /pagamento/asaas/pix': () => jsonResponse(pixCharge),
      'GET /orders/o1': () => {
        polls += 1;
        return jsonResponse(order(polls >= 3 ? 'paid' : 'pending'));
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/e1/payment');
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/success/o1'), { timeout: ORDER_POLL_MS * 2 });
    expect(await screen.findByText('PISTA — Lote 1 — Inteira')).toBeInTheDocument();
  });

  it('shows the order’s last Pix after a reload', async () => {
    serve({
      'GET /orders/o1/payment': () =>
        jsonResponse({
          status: 'pending',
          pix: { paymentId: 'pay_1', base64: 'QUJD', copiaECola: 'codigo', expiracao: pixCharge.expiracao },
        }),
    });
    renderApp('/checkout/e1/payment');
    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toHaveAttribute(
      'src',
      'data:image/png;base64,QUJD',
    );
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue('codigo');
  });

  it('remembers the card tab in the session', async () => {
    const user = userEvent.setup();
    renderApp('/checkout/e1/payment');
    await user.click(await screen.findByRole('tab', { name: 'Cartão' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'Número do cartão' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('metodoSelecionado')).toBe('cartao');
  });
});

describe('purchase success', () => {
  it('says where the tickets are when opened without them', async () => {
    renderApp('/success/o1');
    expect(await screen.findByRole('heading', { name: 'Compra concluída com sucesso!' })).toBeInTheDocument();
    expect(screen.getByText('Pedido: o1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute('href', '/meus-ingressos');
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });
});

describe('checkout with lugares marcados (issue #29)', () => {
  const seated = { ...event, seatedCategories: ['PISTA'] } as Schemas['Event'];
  const geometry = {
    version: 'v1',
    sections: [
      {
        id: '1',
        name: 'B',
        category: 'PISTA',
        rows: [
          {
            label: 'F',
            seats: ['11', '12', '13'].map((label, i) => ({
              id: String(i + 1),
              label,
              x: i * 10,
              y: 0,
              status: 'available' as const,
              accessible: null,
            })),
          },
        ],
      },
    ],
  };
  let statuses = 'aaa';
  beforeEach(() => {
    statuses = 'aaa';
    localStorage.setItem('token', 'tok');
    serve({
      'GET /events/e1': () => jsonResponse(seated),
      'GET /events/e1/seats': () => jsonResponse(geometry),
      'GET /events/e1/seats/statuses': () => jsonResponse({ version: 'v1', statuses }),
    });
  });

  async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(await screen.findByText('Escolher pela lista (teclado e leitor de tela)'));
    await user.click(await screen.findByRole('button', { name }));
  }

  it('keeps the seats picked with the draft: a reload brings them back, steps 2 and 3 show them', async () => {
    const user = userEvent.setup();
    const first = renderApp('/checkout/e1');
    await pick(user, 'Fileira F, assento 12, disponível');
    await waitFor(() =>
      expect(storedDraft()?.items).toEqual([
        expect.objectContaining({
          ticketTypeId: 't-pi',
          quantity: 1,
          seatIds: ['2'],
          seats: ['Setor B · Fileira F · Assento 12'],
        }),
      ]),
    );
    first.unmount();

    const { router } = renderApp('/checkout/e1');
    const picks = await screen.findByRole('list', { name: 'Lugares escolhidos' });
    expect(within(picks).getByText(/Setor B · Fileira F · Assento 12/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'COMPRAR' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout/e1/users'));
    expect(await screen.findByRole('list', { name: 'Lugares' })).toHaveTextContent(
      'Setor B · Fileira F · Assento 12',
    );
  });

  it('drops a kept seat sold meanwhile, saying so in pt-BR, and keeps the others', async () => {
    localStorage.setItem(
      'checkout-draft',
      JSON.stringify({
        ...draft,
        items: [
          {
            ticketTypeId: 't-pi',
            quantity: 2,
            name: 'PISTA — Lote 1 — Inteira',
            price: 80,
            seatIds: ['1', '3'],
            seats: ['Setor B · Fileira F · Assento 11', 'Setor B · Fileira F · Assento 13'],
          },
        ],
        attendees: [],
      }),
    );
    statuses = 'sah';
    renderApp('/checkout/e1');
    expect(
      await screen.findByText('Os assentos F11 e F13 não estão mais disponíveis e saíram da sua seleção.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedDraft()?.items ?? []).toEqual([]));
    expect(screen.queryByRole('list', { name: 'Lugares escolhidos' })).toBeNull();
  });
});
