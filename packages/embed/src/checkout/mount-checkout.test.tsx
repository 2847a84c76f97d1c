import type { Schemas } from '@bilheteria/api-client';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORAGE_KEYS } from '../session/token-store';
import { fakeApi, json, TEST_API_BASE, type Handler } from '../testing/fake-api';
import type { EmbedHandle } from '../options';
import { mountCheckout } from './mount-checkout';
import { fakeQuote } from '@bilheteria/client-core/testing/quote';
import { ticketType } from '@bilheteria/client-core/testing/ticket-type';

const LOT = 'PISTA — Lote 1 — Inteira';
const CPF = '52998224725';

const lot = ticketType('t1', LOT, { price: 60 });

const event = {
  _id: 'e1',
  title: 'Noite do Forró',
  description: null,
  image: '/posters/forro.svg',
  mapImage: null,
  venue: 'Parque do Cocó',
  city: 'Fortaleza',
  state: 'CE',
  eventDate: '2030-12-06T23:00:00Z',
  gatesOpenTime: null,
  showStartTime: null,
  startDate: null,
  endDate: null,
  status: 'published',
  organizerId: 'u9',
  ticketTypes: [lot],
  sellableTicketTypes: [lot],
} as unknown as Schemas['Event'];

const user = { _id: 'u1', name: 'Rafaela Nogueira', email: 'rafaela@example.com', role: 'USER' };

/**
 * Every widget a test mounts is unmounted after it: a widget left mounted (only its host removed) kept polling and
 * rendering, and React's scheduler ran once the file's DOM was gone ("window is not defined", an unhandled error
 * that failed a whole CI run).
 */
const mounted: EmbedHandle[] = [];
const mount: typeof mountCheckout = (...args) => {
  const handle = mountCheckout(...args);
  mounted.push(handle);
  return handle;
};

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  host.id = 'loja';
  document.body.append(host);
});
afterEach(() => {
  act(() => {
    for (const handle of mounted.splice(0)) handle.unmount();
  });
  host.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(routes: Record<string, Handler>) {
  const api = fakeApi({
    'GET /events/e1': () => json(event),
    // The server's quote, with a fee of its own: the widget shows and sends it, adding nothing up itself.
    'POST /orders/quote': (request) => json(fakeQuote([lot], { fee: 1.5 })(request.body as never)),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

/** The routes of a purchase that goes through: login, order, Pix, confirmation, tickets. */
function purchaseRoutes() {
  let paid = false;
  return {
    'POST /auth/login': () => json({ token: 'tok-1', user }),
    'GET /auth/me': () => json(user),
    'POST /orders': () => json({ _id: 'o1', total: 121.5, status: 'pending' }, 201),
    'GET /orders/o1': () => json({ _id: 'o1', total: 121.5, status: paid ? 'paid' : 'pending' }),
    'POST /pagamento/asaas/pix': () =>
      json({
        provider: 'local',
        paymentId: 'pay_1',
        qrCodeBase64: 'iVBORw0KGgo=',
        copiaECola: '000201...',
        expiracao: '2030-01-01T00:00:00Z',
      }),
    'POST /pagamento/local/pay_1/confirm': () => {
      paid = true;
      return json({ status: 'paid' });
    },
    'GET /orders/o1/tickets': () =>
      json({
        order: { _id: 'o1', status: 'paid', createdAt: '2030-01-01T00:00:00Z' },
        event,
        tickets: [
          {
            _id: 'k1',
            code: 'cod-1',
            ticketTypeName: LOT,
            attendeeName: 'Rafaela Nogueira',
            checkedInAt: null,
            access: '1900000000.ACESSO1ACESSO1ACESSO1A',
          },
          {
            _id: 'k2',
            code: 'cod-2',
            ticketTypeName: LOT,
            attendeeName: 'Tiago Nogueira',
            checkedInAt: null,
            access: '1900000000.ACESSO2ACESSO2ACESSO2A',
          },
        ],
        accessExpiresAt: '2030-01-01T00:30:00Z',
      }),
  } satisfies Record<string, Handler>;
}

// Whole journeys typing into forms on a busy 2-core machine: give them room.
vi.setConfig({ testTimeout: 30_000 });

const widget = () => within(host);

async function chooseTwoTickets(type: ReturnType<typeof userEvent.setup>) {
  const plus = await widget().findByRole('button', { name: `Adicionar um ingresso ${LOT}` });
  await type.click(plus);
  await type.click(plus);
  await type.click(widget().getByRole('button', { name: 'COMPRAR' }));
}

async function logIn(type: ReturnType<typeof userEvent.setup>) {
  const form = await widget().findByRole('form', { name: 'Entrar' });
  await type.type(within(form).getByLabelText('E-mail'), user.email);
  await type.type(within(form).getByLabelText('Senha'), 'senha-segura-123');
  await type.click(within(form).getByRole('button', { name: 'Entrar' }));
}

describe('mountCheckout', () => {
  it('buys two tickets: register or log in inline, name both attendees, pay the Pix, get the tickets', async () => {
    const api = serve(purchaseRoutes());
    const onComplete = vi.fn();
    const steps: string[] = [];
    const completed = vi.fn();
    host.addEventListener('bilheteria:complete', (e) => completed((e as CustomEvent).detail));
    const handle = mount('#loja', {
      apiBase: `${TEST_API_BASE}/`,
      eventId: 'e1',
      onComplete,
      onStepChange: (step) => steps.push(step),
    });
    const type = userEvent.setup();

    // The widget renders into its own element, the one the stylesheet is scoped to.
    const root = host.querySelector('.bilheteria-embed')!;
    expect(root).not.toBeNull();
    // The poster is a path of the marketplace: it loads from the API's address, not the page's.
    const poster = await widget().findByRole('img', { name: /Noite do Forró/ });
    expect(poster.getAttribute('src')).toBe('http://api.test/posters/forro.svg');

    await chooseTwoTickets(type);
    // Anonymous: register first (spec §2), with a link to login.
    expect(await widget().findByRole('heading', { name: 'Cadastrar' })).toBeVisible();
    const toLogin = widget().getByRole('link', { name: 'Já tenho conta' });
    expect(toLogin.getAttribute('href')).toBe('#bilheteria:login');
    await type.click(toLogin);
    // A widget link moves the widget, never the page.
    expect(window.location.hash).toBe('');
    await logIn(type);

    expect(await widget().findByRole('heading', { name: 'Quem vai usar os ingressos?' })).toBeVisible();
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.checkout)).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(widget().getByText('Conectado como Rafaela Nogueira')).toBeVisible();

    await type.click(widget().getByRole('button', { name: 'Continuar' }));
    expect(await widget().findByText('Preencha nome e e-mail de todos os utilizadores.')).toBeVisible();
    const attendees = [
      { name: 'Rafaela Nogueira', email: user.email },
      { name: 'Tiago Nogueira', email: 'tiago@example.com' },
    ];
    for (const [index, attendee] of attendees.entries()) {
      const card = widget().getByRole('group', { name: new RegExp(`^Ingresso ${index + 1}(?!\\d)`) });
      await type.type(within(card).getByLabelText('Nome completo'), attendee.name);
      await type.type(within(card).getByLabelText('E-mail'), attendee.email);
    }
    await type.click(widget().getByRole('button', { name: 'Continuar' }));

    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));
    const buyerForm = await widget().findByRole('form', { name: 'Dados do comprador' });
    const [order] = api.sentTo('POST', '/orders');
    expect(order?.authorization).toBe('Bearer tok-1');
    expect(order?.body).toMatchObject({
      eventId: 'e1',
      items: [{ ticketTypeId: 't1', quantity: 2, name: LOT, price: 60 }],
      attendees: attendees.map((attendee, idx) => ({ idx, ticketTypeId: 't1', lotName: LOT, ...attendee })),
      subtotal: 120,
      fee: 1.5,
      total: 121.5,
      statusPagamento: 'pendente',
      metodoPagamento: 'pix',
    });

    // The buyer form starts from the signed-in user; a wrong CPF is refused with the spec's message.
    expect(within(buyerForm).getByLabelText('Nome completo')).toHaveValue(user.name);
    expect(within(buyerForm).getByLabelText('E-mail')).toHaveValue(user.email);
    await type.type(within(buyerForm).getByLabelText('CPF/CNPJ'), '123');
    await type.click(within(buyerForm).getByRole('button', { name: 'Gerar Pix' }));
    expect(await within(buyerForm).findByRole('alert')).toHaveTextContent(
      'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
    );
    expect(api.sentTo('POST', '/pagamento/asaas/pix')).toHaveLength(0);
    await type.clear(within(buyerForm).getByLabelText('CPF/CNPJ'));
    await type.type(within(buyerForm).getByLabelText('CPF/CNPJ'), CPF);
    await type.click(within(buyerForm).getByRole('button', { name: 'Gerar Pix' }));

    await type.click(await widget().findByRole('button', { name: 'Simular pagamento' }));
    expect(api.sentTo('POST', '/pagamento/asaas/pix')[0]?.body).toMatchObject({
      pedidoId: 'o1',
      totalPedido: 121.5,
      nomeVaqueiro: user.name,
      cpfCnpj: CPF,
      eventoid: 'e1',
    });

    expect(await widget().findByRole('heading', { name: 'Compra concluída com sucesso!' })).toBeVisible();
    expect(widget().getByText('Pedido: o1')).toBeVisible();
    const pdf = widget().getAllByRole('link', { name: /Baixar PDF/ })[0]!;
    // A signed link: the code alone does not open the PDF.
    expect(pdf.getAttribute('href')).toBe(
      'http://api.test/api/tickets/cod-1/pdf?access=1900000000.ACESSO1ACESSO1ACESSO1A',
    );
    const purchase = {
      orderId: 'o1',
      tickets: [
        {
          code: 'cod-1',
          ticketTypeName: LOT,
          attendeeName: 'Rafaela Nogueira',
          pdfUrl: 'http://api.test/api/tickets/cod-1/pdf?access=1900000000.ACESSO1ACESSO1ACESSO1A',
        },
        {
          code: 'cod-2',
          ticketTypeName: LOT,
          attendeeName: 'Tiago Nogueira',
          pdfUrl: 'http://api.test/api/tickets/cod-2/pdf?access=1900000000.ACESSO2ACESSO2ACESSO2A',
        },
      ],
    };
    expect(onComplete).toHaveBeenCalledWith(purchase);
    expect(completed).toHaveBeenCalledWith(purchase);
    await waitFor(() =>
      expect(steps).toEqual(['tickets', 'register', 'login', 'users', 'summary', 'payment', 'success']),
    );

    // "Voltar ao início" starts a new purchase of the same event.
    await type.click(widget().getByRole('link', { name: 'Voltar ao início' }));
    expect(await widget().findByRole('button', { name: 'COMPRAR' })).toHaveAttribute('aria-disabled', 'true');
    expect(widget().getByText('0 ingressos')).toBeVisible();

    act(() => handle.unmount());
    expect(host.querySelector('.bilheteria-embed')).toBeNull();
    expect(host.childElementCount).toBe(0);
  });

  it('shows "Evento não encontrado" when the event cannot be read (missing, or the API refused the page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(host, { apiBase: TEST_API_BASE, eventId: 'e1' });
    expect(await widget().findByText('Evento não encontrado')).toBeVisible();
    // The page's developer learns why: most often the page's origin is not in the server's APP_ORIGIN.
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('APP_ORIGIN'), expect.any(TypeError));
  });

  it('asks for login again when the API refuses the token, then carries on where the buyer was', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'vencido');
    const routes = purchaseRoutes();
    let refused = false;
    const api = serve({
      ...routes,
      'GET /auth/me': (request) =>
        request.authorization === 'Bearer vencido' ? json(user) : routes['GET /auth/me'](),
      'POST /orders': (request) => {
        if (request.authorization === 'Bearer vencido') {
          refused = true;
          return json({ message: 'Sessão expirada.' }, 401);
        }
        return routes['POST /orders']();
      },
    });
    mount(host, { apiBase: TEST_API_BASE, eventId: 'e1' });
    const type = userEvent.setup();

    await chooseTwoTickets(type);
    // Signed in: straight to identification.
    for (const [index, name] of ['Ana', 'Bia'].entries()) {
      const card = await widget().findByRole('group', { name: new RegExp(`^Ingresso ${index + 1}(?!\\d)`) });
      await type.type(within(card).getByLabelText('Nome completo'), name);
      await type.type(within(card).getByLabelText('E-mail'), `${name.toLowerCase()}@example.com`);
    }
    await type.click(widget().getByRole('button', { name: 'Continuar' }));
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));

    await logIn(type);
    expect(refused).toBe(true);
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.checkout)).toBe('tok-1');
    // Back on the summary with the attendees kept; this time the order is created.
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));
    expect(await widget().findByRole('form', { name: 'Dados do comprador' })).toBeVisible();
    await waitFor(() => expect(api.sentTo('POST', '/orders').at(-1)?.authorization).toBe('Bearer tok-1'));
    expect(api.sentTo('POST', '/orders').at(-1)?.body).toMatchObject({
      attendees: [{ name: 'Ana' }, { name: 'Bia' }],
    });
  });

  it("shows the server's message when the order is refused, e.g. sold out", async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'tok-1');
    serve({
      'GET /auth/me': () => json(user),
      'POST /orders': () => json({ message: 'Ingressos esgotados para PISTA — Lote 1 — Inteira.' }, 409),
    });
    mount(host, { apiBase: TEST_API_BASE, eventId: 'e1' });
    const type = userEvent.setup();
    await chooseTwoTickets(type);
    for (const index of [1, 2]) {
      const card = await widget().findByRole('group', { name: new RegExp(`^Ingresso ${index}(?!\\d)`) });
      await type.type(within(card).getByLabelText('Nome completo'), `Pessoa ${index}`);
      await type.type(within(card).getByLabelText('E-mail'), `p${index}@example.com`);
    }
    await type.click(widget().getByRole('button', { name: 'Continuar' }));
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));
    expect(await widget().findByText('Ingressos esgotados para PISTA — Lote 1 — Inteira.')).toBeVisible();
    expect(widget().getByRole('heading', { name: 'Verifique seus ingressos' })).toBeVisible();
  });

  it('reuses the order when the buyer goes back from payment to the summary and on again (issue #13.1)', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'tok-1');
    const people = [
      { name: 'Pessoa 1', email: 'p1@example.com' },
      { name: 'Pessoa 2', email: 'p2@example.com' },
    ];
    const api = serve({
      'GET /auth/me': () => json(user),
      'POST /orders': () => json({ _id: 'o1', total: 121.5, status: 'pending' }, 201),
      // The server's copy of the order: the draft's lots and people, at the quoted total.
      'GET /orders/o1': () =>
        json({
          _id: 'o1',
          status: 'pending',
          total: 121.5,
          subtotal: 120,
          fee: 1.5,
          event: { _id: 'e1' },
          items: [{ name: LOT, quantity: 2, unitPrice: 60, discount: 0, total: 120 }],
          attendees: people.map((person) => ({ ...person, ticketTypeName: LOT })),
        }),
    });
    mount(host, { apiBase: TEST_API_BASE, eventId: 'e1' });
    const type = userEvent.setup();
    await chooseTwoTickets(type);
    for (const [index, person] of people.entries()) {
      const card = await widget().findByRole('group', { name: new RegExp(`^Ingresso ${index + 1}(?!\\d)`) });
      await type.type(within(card).getByLabelText('Nome completo'), person.name);
      await type.type(within(card).getByLabelText('E-mail'), person.email);
    }
    await type.click(widget().getByRole('button', { name: 'Continuar' }));
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));
    await widget().findByRole('form', { name: 'Dados do comprador' });

    await type.click(widget().getByRole('link', { name: /Voltar/ }));
    const again = await widget().findByRole('button', { name: 'Ir para pagamento' });
    await waitFor(() => expect(again).toBeEnabled());
    await type.click(again);
    await widget().findByRole('form', { name: 'Dados do comprador' });
    expect(api.sentTo('POST', '/orders')).toHaveLength(1);
    expect(api.sentTo('POST', '/orders/o1/cancel')).toHaveLength(0);
  });

  it('refuses a mount without what it needs, saying what is missing', () => {
    expect(() => mount(host, { apiBase: '', eventId: 'e1' })).toThrow('informe apiBase');
    expect(() => mount(host, { apiBase: TEST_API_BASE, eventId: ' ' })).toThrow(
      'a opção eventId é obrigatória',
    );
    expect(() => mount('#nao-existe', { apiBase: TEST_API_BASE, eventId: 'e1' })).toThrow(
      'nenhum elemento corresponde',
    );
    expect(host.childElementCount).toBe(0);
  });
});

describe('mountCheckout with "lugares marcados" (issue #29)', () => {
  const seatedEvent = { ...event, seatedCategories: ['PISTA'] } as Schemas['Event'];
  const seatRow = (statuses: string) => ({
    label: 'A',
    seats: [...statuses].map((_, i) => ({
      id: String(i + 1),
      label: String(i + 1),
      x: i * 10,
      y: 0,
      status: 'available',
      accessible: null,
    })),
  });
  const seatedRoutes = (statuses: string) => ({
    'GET /events/e1': () => json(seatedEvent),
    'GET /auth/me': () => json(user),
    'GET /events/e1/seats': () =>
      json({
        version: 'v1',
        sections: [{ id: '1', name: 'B', category: 'PISTA', rows: [seatRow(statuses)] }],
      }),
    'GET /events/e1/seats/statuses': () => json({ version: 'v1', statuses }),
  });

  async function pickSeat(type: ReturnType<typeof userEvent.setup>, name: string) {
    await type.click(await widget().findByText('Escolher pela lista (teclado e leitor de tela)'));
    await type.click(await widget().findByRole('button', { name }));
  }

  it('offers the seat map for the category, shows the seat at steps 2 and 3, and sends its id with the order', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'tok-1');
    const api = serve({ ...purchaseRoutes(), ...seatedRoutes('asaa') });
    mount('#loja', { apiBase: TEST_API_BASE, eventId: 'e1' });
    const type = userEvent.setup();

    // Sold seat 2 is offered as sold; seat 3 is picked from the keyboard list.
    await pickSeat(type, 'Fileira A, assento 3, disponível');
    expect(widget().getByRole('button', { name: 'Fileira A, assento 2, vendido' })).toBeVisible();
    await type.click(widget().getByRole('button', { name: 'COMPRAR' }));

    expect(await widget().findByRole('heading', { name: 'Quem vai usar os ingressos?' })).toBeVisible();
    expect(
      within(widget().getByRole('list', { name: 'Lugares' })).getByText('Setor B · Fileira A · Assento 3'),
    ).toBeVisible();
    const card = widget().getByRole('group', { name: /^Ingresso 1(?!\d)/ });
    await type.type(within(card).getByLabelText('Nome completo'), 'Rafaela Nogueira');
    await type.type(within(card).getByLabelText('E-mail'), user.email);
    await type.click(widget().getByRole('button', { name: 'Continuar' }));

    expect(await widget().findByText('Setor B · Fileira A · Assento 3')).toBeVisible();
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));
    await widget().findByRole('form', { name: 'Dados do comprador' });
    expect(api.sentTo('POST', '/orders')[0]?.body).toMatchObject({
      items: [{ ticketTypeId: 't1', quantity: 1, seatIds: ['3'] }],
    });
  });

  it('a seat lost at the summary comes back to the map with the server’s words, unpicked', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'tok-1');
    serve({
      ...purchaseRoutes(),
      ...seatedRoutes('aaaa'),
      'POST /orders': () =>
        json({ message: 'O assento A1 acabou de ser reservado', code: 'SEAT_TAKEN', seatIds: ['1'] }, 409),
    });
    mount('#loja', { apiBase: TEST_API_BASE, eventId: 'e1' });
    const type = userEvent.setup();
    await pickSeat(type, 'Fileira A, assento 1, disponível');
    await type.click(widget().getByRole('button', { name: 'COMPRAR' }));
    const card = await widget().findByRole('group', { name: /^Ingresso 1(?!\d)/ });
    await type.type(within(card).getByLabelText('Nome completo'), 'Rafaela Nogueira');
    await type.type(within(card).getByLabelText('E-mail'), user.email);
    await type.click(widget().getByRole('button', { name: 'Continuar' }));
    await type.click(await widget().findByRole('button', { name: 'Ir para pagamento' }));

    expect(await widget().findByText('O assento A1 acabou de ser reservado')).toBeVisible();
    expect(widget().queryByRole('list', { name: 'Lugares escolhidos' })).toBeNull();
  });
});
