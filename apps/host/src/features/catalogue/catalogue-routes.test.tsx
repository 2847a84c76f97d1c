import type { Schemas } from '@bilheteria/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, fakeApi, jsonResponse, renderApp, type RouteHandler } from '../../testing/render-app';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let handlers: Record<string, RouteHandler> = {};

/** Requests the app made, as "METHOD /path?query" (after /api). */
function calls(method?: string) {
  return fetchMock.mock.calls
    .map(([request]) => {
      const url = new URL(request.url);
      return `${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
    })
    .filter((call) => !method || call.startsWith(`${method} `));
}

function bodyOf(method: string, path: string) {
  const call = fetchMock.mock.calls.find(
    ([request]) => request.method === method && new URL(request.url).pathname === `/api${path}`,
  );
  return call![0].clone().json();
}

const organizer = { _id: 'u1', name: 'Olga', email: 'olga@example.com', role: 'USER' };

function summary(n: number): Schemas['EventSummary'] {
  return {
    _id: `e${n}`,
    title: `Show ${n}`,
    image: `/posters/${n}.svg`,
    venue: `Teatro ${n}`,
    city: 'Fortaleza',
    state: 'CE',
    eventDate: '2025-11-15T22:00:00.000Z',
    startDate: null,
    status: 'published',
    cancelledAt: null,
  };
}

function page(total: number, offset: number, limit: number): Schemas['EventList'] {
  const count = Math.max(0, Math.min(limit, total - offset));
  return {
    items: Array.from({ length: count }, (_, index) => summary(offset + index + 1)),
    total,
    limit,
    offset,
  };
}

const ticketType = (overrides: Partial<Schemas['TicketType']>): Schemas['TicketType'] => ({
  _id: 't1',
  couponOnly: false,
  name: 'PISTA — Lote 1 — Inteira',
  category: 'PISTA',
  lotLabel: 'Lote 1 — Inteira',
  meiaEntrada: false,
  price: 120,
  quantity: 500,
  sold: 0,
  remaining: 500,
  lotNumber: 1,
  perCustomerLimit: 4,
  saleStart: null,
  saleEnd: null,
  ...overrides,
});

const festival: Schemas['Event'] = {
  _id: 'e1',
  title: 'Festival Sertanejo',
  description: 'Três palcos e queima de fogos.',
  image: '/posters/festival.svg',
  mapImage: '/posters/mapa.svg',
  venue: 'Parque do Peão',
  city: 'Barretos',
  state: 'SP',
  eventDate: '2025-11-15T22:00:00.000Z',
  gatesOpenTime: '16:00',
  showStartTime: '19:00',
  startDate: '2025-11-15T19:00:00.000Z',
  endDate: null,
  status: 'published',
  cancelledAt: null,
  organizerId: 'u1',
  ticketTypes: [
    ticketType({ _id: 't1' }),
    ticketType({ _id: 't2', name: 'PISTA — Lote 1 — Meia', price: 60 }),
    ticketType({ _id: 't3', name: 'CAMAROTE — Único', category: 'CAMAROTE', price: 380 }),
  ],
  sellableTicketTypes: [],
  meiaEntradaLei: true,
  meiaEntrada: { total: 0, vendidas: 0, restantes: 0 },
};

const myEvents: Schemas['MyEvent'][] = [
  {
    _id: 'e1',
    title: 'Festival Sertanejo',
    status: 'published',
    cancelledAt: null,
    startDate: '2025-11-15T19:00:00.000Z',
    eventDate: '2025-11-15T22:00:00.000Z',
    city: 'Barretos',
    state: 'SP',
    image: null,
  },
  {
    _id: 'e2',
    title: 'Forró de Rascunho',
    status: 'draft',
    cancelledAt: null,
    startDate: null,
    eventDate: null,
    city: null,
    state: null,
    image: null,
  },
];

beforeEach(() => {
  handlers = {
    'GET /auth/me': () => jsonResponse(organizer),
    'GET /slides': () =>
      jsonResponse([
        {
          _id: 's1',
          imageUrl: '/banner.svg',
          linkUrl: '/event/e1',
          title: 'Festival Sertanejo',
          order: 0,
          active: true,
          startAt: null,
          endAt: null,
        },
      ]),
    'GET /events': (_request, url) =>
      jsonResponse(page(12, Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')))),
    'GET /events/e1': () => jsonResponse(festival),
    'GET /events/mine/list': () => jsonResponse(myEvents),
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

describe('home', () => {
  it('shows the carousel, the total and the first 8 events', async () => {
    renderApp('/');
    expect(await screen.findByText('12 no total')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Eventos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Show 1' })).toHaveAttribute('href', '/event/e1');
    expect(await screen.findByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(calls('GET')).toContain('GET /events?limit=8&offset=0');
  });

  it('searches with q from the address and the stored state', async () => {
    localStorage.setItem('selectedUF', 'CE');
    renderApp('/?q=forr%C3%B3');
    expect(await screen.findByText('Resultados para “forró”')).toBeInTheDocument();
    const request = calls('GET').find((call) => call.startsWith('GET /events?'));
    const query = new URL(`http://x${request!.slice(4)}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'forró', limit: '8', offset: '0', state: 'CE' });
  });

  it('"VER TODOS" loads every page and expands for good', { timeout: 20_000 }, async () => {
    handlers['GET /events'] = (_request, url) =>
      jsonResponse(page(101, Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit'))));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'VER TODOS' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem')).toHaveLength(
        101,
      ),
    );
    expect(calls('GET')).toEqual(
      expect.arrayContaining(['GET /events?limit=100&offset=0', 'GET /events?limit=100&offset=100']),
    );
    expect(screen.queryByRole('button', { name: 'VER TODOS' })).not.toBeInTheDocument();
    expect(screen.getByText('101 no total')).toBeInTheDocument();
  });

  it('shows no carousel when the slides fail, and the events still', async () => {
    handlers['GET /slides'] = () => jsonResponse({ message: 'Falha' }, 500);
    renderApp('/');
    expect(await screen.findByText('12 no total')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });

  it('says when a search finds nothing, naming it', async () => {
    handlers['GET /events'] = () => jsonResponse(page(0, 0, 8));
    renderApp('/?q=pagode');
    expect(await screen.findByText('Nenhum evento encontrado para “pagode”.')).toBeInTheDocument();
    expect(screen.getByText('0 no total')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    handlers['GET /events'] = (_request, url) =>
      fail
        ? jsonResponse({ message: 'Indisponível' }, 400)
        : jsonResponse(page(3, 0, Number(url.searchParams.get('limit'))));
    const user = userEvent.setup();
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos.');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('3 no total')).toBeInTheDocument();
  });
});

describe('event detail', () => {
  // The festival is on 2025-11-15 at 19:00 in São Paulo, without an end date: sold until that day ends.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-16T02:59:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the event and links to its checkout', async () => {
    renderApp('/event/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Sertanejo' })).toBeInTheDocument();
    expect(screen.getByText('Sábado, 15 de novembro de 2025')).toBeInTheDocument();
    expect(screen.getByText('Barretos / SP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COMPRAR INGRESSOS' })).toHaveAttribute('href', '/checkout/e1');
    expect(screen.getByRole('heading', { name: 'Mapa do Evento' })).toBeInTheDocument();
    expect(screen.getByText('Três palcos e queima de fogos.')).toBeInTheDocument();
  });

  it('offers sharing, the calendar file and directions to the venue (#21)', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/event/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Sertanejo' })).toBeInTheDocument();
    const pageUrl = `${window.location.origin}/event/e1`;
    // jsdom has no Web Share API: WhatsApp and "Copiar link" instead.
    expect(screen.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(pageUrl),
    );
    expect(screen.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/events/e1/calendar.ics`,
    );
    expect(screen.getByRole('link', { name: /^Como chegar/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(await screen.findByText('Link copiado!')).toHaveAttribute('role', 'status');
  });

  it('says an event that is over is not sold, offering no purchase', async () => {
    vi.setSystemTime(new Date('2025-11-16T03:00:00Z'));
    renderApp('/event/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Sertanejo' })).toBeInTheDocument();
    expect(screen.getByText('Este evento já foi encerrado e não vende mais ingressos.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'COMPRAR INGRESSOS' })).not.toBeInTheDocument();
  });

  it('reads "Evento não encontrado" for a missing event', async () => {
    renderApp('/event/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'COMPRAR INGRESSOS' })).not.toBeInTheDocument();
  });
});

describe('my events', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('lists the events with their links', async () => {
    renderApp('/organizer');
    expect(await screen.findByRole('heading', { name: 'Festival Sertanejo' })).toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByText('15/11/2025 16:00')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Editar' })[0]).toHaveAttribute('href', '/organizer/edit/e1');
    expect(screen.getAllByRole('link', { name: 'Relatório' })[1]).toHaveAttribute(
      'href',
      '/organizer/reports/e2',
    );
    expect(screen.getByRole('link', { name: '+ Criar evento' })).toHaveAttribute('href', '/organizer/new');
  });

  it('links Meus Eventos and the scanner from the top bar for a user with events, Slides for ADMIN', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Gerenciar' }));
    expect(screen.getByRole('link', { name: 'Meus Eventos' })).toHaveAttribute('href', '/organizer');
    expect(screen.getByRole('link', { name: 'Leitor de Ingressos' })).toHaveAttribute('href', '/scanner');
    expect(screen.queryByRole('link', { name: 'Slides' })).not.toBeInTheDocument();
  });

  it('offers no organizer links to a user without events, and Slides alone to an ADMIN without events', async () => {
    handlers['GET /events/mine/list'] = () => jsonResponse([]);
    const { unmount } = renderApp('/');
    await screen.findByRole('link', { name: 'Meus pedidos' });
    await waitFor(() => expect(calls('GET')).toContain('GET /events/mine/list'));
    expect(screen.queryByRole('button', { name: 'Gerenciar' })).not.toBeInTheDocument();
    unmount();

    handlers['GET /auth/me'] = () => jsonResponse({ ...organizer, role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Gerenciar' }));
    expect(screen.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', '/admin/slides');
    expect(screen.queryByRole('link', { name: 'Meus Eventos' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation, then reloads the list', async () => {
    let list = myEvents;
    handlers['GET /events/mine/list'] = () => jsonResponse(list);
    handlers['DELETE /events/e2'] = () => {
      list = myEvents.slice(0, 1);
      return new Response(null, { status: 204 });
    };
    const user = userEvent.setup();
    renderApp('/organizer');
    await screen.findByRole('heading', { name: 'Forró de Rascunho' });
    await user.click(screen.getAllByRole('button', { name: 'Excluir' })[1]!);

    const dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    expect(dialog).toHaveTextContent('Excluir este evento? Esta ação é irreversível.');
    expect(calls('DELETE')).toEqual([]);
    // The top bar reads the same list (does the user have events?): count the reloads from here.
    const listCalls = () => calls('GET').filter((call) => call === 'GET /events/mine/list').length;
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Forró de Rascunho' })).not.toBeInTheDocument(),
    );
    expect(calls('DELETE')).toEqual(['DELETE /events/e2']);
    expect(listCalls()).toBe(before + 1);
  });

  it("shows a failed delete's message", async () => {
    handlers['DELETE /events/e1'] = () => jsonResponse({ message: 'Evento com pedidos pagos.' }, 409);
    const user = userEvent.setup();
    renderApp('/organizer');
    await user.click((await screen.findAllByRole('button', { name: 'Excluir' }))[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento com pedidos pagos.');
  });

  it('cancels an event after showing the dry run, then marks it "Evento cancelado"', async () => {
    let list = myEvents;
    const bodies: unknown[] = [];
    handlers['GET /events/mine/list'] = () => jsonResponse(list);
    handlers['POST /events/e1/cancel'] = async (request) => {
      const body = (await request.json()) as { dryRun?: boolean };
      bodies.push(body);
      const cancelledAt = body.dryRun ? null : '2025-11-10T12:00:00Z';
      if (cancelledAt) list = [{ ...myEvents[0]!, cancelledAt }, ...myEvents.slice(1)];
      return jsonResponse({
        eventId: 'e1',
        dryRun: Boolean(body.dryRun),
        cancelledAt,
        paidOrders: 2,
        pendingOrders: 1,
        tickets: 5,
        refundAmount: 400,
      });
    };
    const user = userEvent.setup();
    renderApp('/organizer');
    await screen.findByRole('heading', { name: 'Festival Sertanejo' });
    // Only the published event offers it.
    expect(screen.getAllByRole('button', { name: 'Cancelar evento' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento' });
    expect(
      await within(dialog).findByText(
        '2 pedidos pagos serão reembolsados (R$ 400,00), 1 pedido pendente cancelado, 5 ingressos deixam de valer.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ dryRun: true }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar evento' }));
    expect(await screen.findByText('Evento cancelado')).toBeInTheDocument();
    expect(bodies).toEqual([{ dryRun: true }, { dryRun: false }]);
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).not.toBeInTheDocument();
  });

  it('shows "Erro" when the list fails without a message', async () => {
    handlers['GET /events/mine/list'] = () => new Response('boom', { status: 400 });
    renderApp('/organizer');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro$/);
  });
});

describe('event form', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  // A whole form re-renders per keystroke in jsdom: typing takes a few seconds.
  it('creates a draft with the default lots, then goes to /organizer', { timeout: 20_000 }, async () => {
    handlers['POST /events'] = () => jsonResponse({ ...festival, _id: 'e9' }, 201);
    const user = userEvent.setup();
    const { router } = renderApp('/organizer/new');
    // The first visit loads the form's code (zod, react-hook-form): more than findBy's default second.
    await screen.findByRole('heading', { level: 1, name: 'Novo evento' }, { timeout: 5000 });

    // Spec §5: Título and Data do evento are required; nothing is sent until they are.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o título do evento.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data do evento.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveFocus());
    expect(calls('POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Forró no Parque');
    await waitFor(() => expect(screen.queryByText('Informe o título do evento.')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Data do evento/), '2025-12-13');
    await user.type(screen.getByLabelText('Início do show'), '21:30');
    await user.type(screen.getByRole('textbox', { name: 'UF' }), 'ce');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/organizer'));
    expect(await bodyOf('POST', '/events')).toEqual({
      title: 'Forró no Parque',
      description: null,
      image: null,
      mapImage: null,
      venue: null,
      city: null,
      state: 'CE',
      status: 'draft',
      meiaEntradaLei: true,
      maxInstallments: 12,
      eventDate: '2025-12-14T00:30:00.000Z',
      gatesOpenTime: null,
      showStartTime: '21:30',
      startDate: null,
      endDate: null,
      ticketTypes: [
        {
          name: 'PISTA — Lote 1 — Inteira',
          price: 80,
          quantity: 100,
          lotNumber: 1,
          perCustomerLimit: 4,
          saleStart: null,
          saleEnd: null,
        },
        {
          name: 'PISTA — Lote 1 — Meia',
          price: 40,
          quantity: 100,
          lotNumber: 1,
          perCustomerLimit: 4,
          saleStart: null,
          saleEnd: null,
        },
      ],
    });
  });

  it('shows "Erro ao salvar" when saving fails without a message', { timeout: 20_000 }, async () => {
    handlers['POST /events'] = () => new Response('boom', { status: 400 });
    const user = userEvent.setup();
    const { router } = renderApp('/organizer/new');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 }), 'Show');
    await user.type(screen.getByLabelText(/^Data do evento/), '2025-12-13');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar');
    expect(currentUrl(router)).toBe('/organizer/new');
  });

  it(
    'fills the form from the event and PATCHes it keeping the ticket type ids',
    { timeout: 20_000 },
    async () => {
      handlers['PATCH /events/e1'] = () => jsonResponse(festival);
      const user = userEvent.setup();
      const { router } = renderApp('/organizer/edit/e1');
      const title = await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 });
      expect(screen.getByRole('heading', { level: 1, name: 'Editar evento' })).toBeInTheDocument();
      expect(title).toHaveValue('Festival Sertanejo');
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
      expect(screen.getByLabelText(/^Data do evento/)).toHaveValue('2025-11-15');

      const camarote = within(screen.getByRole('group', { name: 'CAMAROTE' }));
      await user.clear(camarote.getByLabelText('Preço (R$)'));
      await user.type(camarote.getByLabelText('Preço (R$)'), '400');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      await waitFor(() => expect(currentUrl(router)).toBe('/organizer'));
      const body = await bodyOf('PATCH', '/events/e1');
      expect(body).toMatchObject({
        title: 'Festival Sertanejo',
        eventDate: '2025-11-15T22:00:00.000Z',
        status: 'published',
      });
      expect(body.ticketTypes).toEqual([
        expect.objectContaining({ _id: 't1', name: 'PISTA — Lote 1 — Inteira', price: 120 }),
        expect.objectContaining({ _id: 't2', name: 'PISTA — Lote 1 — Meia', price: 60 }),
        expect.objectContaining({ _id: 't3', name: 'CAMAROTE — Único', price: 400 }),
      ]);
    },
  );

  it('flags a "só com cupom" lot that no usable coupon names (issue #30)', { timeout: 20_000 }, async () => {
    const couponOnly = {
      ...festival,
      ticketTypes: festival.ticketTypes.map((type) =>
        type._id === 't1' || type._id === 't3' ? { ...type, couponOnly: true } : type,
      ),
    };
    handlers['GET /events/e1'] = () => jsonResponse(couponOnly);
    const coupon = (ticketTypeIds: string[]): Schemas['Coupon'] => ({
      _id: '7d0a6c62-3a43-4d0e-9d36-0c3c0d1f2a11',
      code: 'FORRO10',
      kind: 'percent',
      value: 10,
      ticketTypeIds,
      maxUses: null,
      used: 0,
      validFrom: null,
      validUntil: null,
      active: true,
      paidOrders: 0,
      discount: 0,
    });
    // A coupon for every lot is a discount, not a key to the lot.
    handlers['GET /events/e1/coupons'] = () => jsonResponse([coupon([])]);
    const first = renderApp('/organizer/edit/e1');
    const camarote = within(await screen.findByRole('group', { name: 'CAMAROTE' }, { timeout: 5000 }));
    expect(await camarote.findByText('Nenhum cupom libera este lote')).toBeInTheDocument();
    first.unmount();

    handlers['GET /events/e1/coupons'] = () => jsonResponse([coupon(['t3'])]);
    renderApp('/organizer/edit/e1');
    // The coupon names CAMAROTE's lot only: PISTA's stays flagged, CAMAROTE's is not.
    const pista = within(await screen.findByRole('group', { name: 'PISTA' }, { timeout: 5000 }));
    expect(await pista.findByText('Nenhum cupom libera este lote')).toBeInTheDocument();
    const opened = within(screen.getByRole('group', { name: 'CAMAROTE' }));
    expect(opened.queryByText('Nenhum cupom libera este lote')).not.toBeInTheDocument();
  });

  it('reads "Evento não encontrado" for another organizer\'s event, with no form', async () => {
    handlers['GET /events/e1'] = () => jsonResponse({ ...festival, organizerId: 'someone-else' });
    renderApp('/organizer/edit/e1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento não encontrado');
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('lets an ADMIN edit any event', async () => {
    handlers['GET /auth/me'] = () => jsonResponse({ ...organizer, _id: 'admin', role: 'ADMIN' });
    handlers['GET /events/e1'] = () => jsonResponse({ ...festival, organizerId: 'someone-else' });
    renderApp('/organizer/edit/e1');
    expect(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 5000 })).toHaveValue(
      'Festival Sertanejo',
    );
  });

  it('shows why the event to edit could not be loaded, and no form', async () => {
    renderApp('/organizer/edit/e404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontrado');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
