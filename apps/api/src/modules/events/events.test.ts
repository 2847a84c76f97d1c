import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { events, orderItems, orders, payments, ticketTypes, users } from '../../db/schema';
import { eventEndsAt } from '@bilheteria/rules';
import { testClock } from '../../../test/orders-fixtures';
import { lotConflict } from './events-repository';

const DAY = 24 * 60 * 60 * 1000;
// One instant for the whole file, so "the same day" is the same instant for every event.
const now = Date.now();
const inDays = (days: number, hours = 0) => new Date(now + days * DAY + hours * 3_600_000).toISOString();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const clock = testClock();

interface TypeBody {
  _id: string;
  name: string;
  category: string;
  lotLabel: string;
  meiaEntrada: boolean;
  price: number;
  quantity: number;
  sold: number;
  remaining: number;
  lotNumber: number;
  perCustomerLimit: number;
  saleStart: string | null;
  saleEnd: string | null;
}
interface EventBody {
  _id: string;
  title: string;
  state: string | null;
  status: string;
  organizerId: string;
  ticketTypes: TypeBody[];
  sellableTicketTypes: TypeBody[];
  [field: string]: unknown;
}

const lot = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  price: 80,
  quantity: 100,
  lotNumber: 1,
  perCustomerLimit: 4,
  saleStart: null,
  saleEnd: null,
  ...extra,
});

const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Noite do Forró',
  description: 'Forró pé de serra a noite toda.',
  image: '/posters/forro.svg',
  mapImage: null,
  venue: 'Centro de Eventos',
  city: 'Fortaleza',
  state: 'CE',
  status: 'published',
  eventDate: inDays(10),
  gatesOpenTime: '20:00',
  showStartTime: '22:00',
  startDate: inDays(10, -2),
  endDate: inDays(10, 4),
  ticketTypes: [lot('PISTA — Lote 1 — Inteira'), lot('PISTA — Lote 1 — Meia', { price: 40 })],
  // These tests are about events and lots; the meia-entrada rules have their own (meia-entrada.test.ts).
  meiaEntradaLei: false,
  ...extra,
});

async function createEvent(ctx: TestContext, token: string, extra: Record<string, unknown> = {}) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: eventBody(extra),
  });
  if (response.statusCode !== 201) throw new Error(`criação falhou: ${response.body}`);
  return response.json<EventBody>();
}

describeEachDatabase('events: listing', (ctx) => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { token } = await ctx.signUp();
    const make = async (key: string, extra: Record<string, unknown>) => {
      ids[key] = (await createEvent(ctx, token, { ticketTypes: [], ...extra }))._id;
    };
    await make('forro', { title: 'Forró no Ceará', city: 'Fortaleza', state: 'CE', eventDate: inDays(10) });
    await make('saopaulo', {
      title: 'Show de Verão',
      venue: 'Arena',
      city: 'São Paulo',
      state: 'SP',
      eventDate: inDays(5),
      startDate: inDays(5, -2),
    });
    // Same day and start as "saopaulo": the title decides.
    await make('amanhecer', {
      title: 'Amanhecer Sertanejo',
      venue: 'Casa de Shows',
      city: 'Campinas',
      state: 'sp',
      eventDate: inDays(5),
      startDate: inDays(5, -2),
    });
    await make('teatro', {
      title: 'Teatro Infantil',
      venue: 'Teatro São Paulo',
      city: 'Santos',
      state: 'São Paulo',
      eventDate: inDays(20),
    });
    await make('rock', {
      title: '100% Rock_n Roll',
      city: 'Rio de Janeiro',
      state: 'RJ',
      eventDate: inDays(30),
    });
    await make('rascunho', {
      title: 'Rascunho em São Paulo',
      city: 'São Paulo',
      state: 'SP',
      status: 'draft',
      eventDate: inDays(1),
    });
  });

  const list = async (query = '') => {
    const response = await ctx.inject({ method: 'GET', url: `/api/events${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Array<{ _id: string; [key: string]: unknown }>; total: number }>();
  };
  const titles = (body: { items: Array<{ _id: string }> }) =>
    body.items.map((item) => Object.entries(ids).find(([, id]) => id === item._id)?.[0]);

  it('lists published events to anyone, soonest first (date, start, title), with the total', async () => {
    const body = await list();
    expect(titles(body)).toEqual(['amanhecer', 'saopaulo', 'forro', 'teatro', 'rock']);
    expect(body).toMatchObject({ total: 5, limit: 20, offset: 0 });
  });

  it('answers only the fields a card needs', async () => {
    const body = await list('?limit=1');
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      [
        '_id',
        'cancelledAt',
        'city',
        'eventDate',
        'image',
        'startDate',
        'state',
        'status',
        'title',
        'venue',
      ].sort(),
    );
    expect(body.items[0]).toMatchObject({ title: 'Amanhecer Sertanejo', state: 'SP', status: 'published' });
  });

  it('searches title, venue and city ignoring case and accents', async () => {
    expect(titles(await list('?q=sao%20paulo'))).toEqual(['saopaulo', 'teatro']);
    expect(titles(await list('?q=ceara'))).toEqual(['forro']);
    expect(titles(await list('?q=FORR%C3%93'))).toEqual(['forro']);
    expect(titles(await list('?q=%20%20Casa%20de%20SHOWS%20'))).toEqual(['amanhecer']);
    expect(await list('?q=inexistente')).toMatchObject({ items: [], total: 0 });
    expect((await list('?q=%20')).total).toBe(5);
  });

  it('takes LIKE wildcards in q literally', async () => {
    expect(titles(await list('?q=%25'))).toEqual(['rock']);
    expect(titles(await list('?q=_'))).toEqual(['rock']);
    expect(titles(await list('?q=rock_n'))).toEqual(['rock']);
    expect((await list('?q=%5C')).total).toBe(0);
  });

  it('filters by UF, in any case, together with q', async () => {
    expect(titles(await list('?state=sp'))).toEqual(['amanhecer', 'saopaulo', 'teatro']);
    expect(titles(await list('?state=CE'))).toEqual(['forro']);
    expect(titles(await list('?state=SP&q=teatro'))).toEqual(['teatro']);
    expect(await list('?state=AM')).toMatchObject({ items: [], total: 0 });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await list('?limit=2');
    expect(titles(first)).toEqual(['amanhecer', 'saopaulo']);
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    const second = await list('?limit=2&offset=2');
    expect(titles(second)).toEqual(['forro', 'teatro']);
    expect(second.total).toBe(5);
    const past = await list('?limit=2&offset=50');
    expect(past).toMatchObject({ items: [], total: 5, offset: 50 });
    expect((await list('?state=SP&limit=1&offset=10')).total).toBe(3);
  });

  it.each([
    ['?limit=0', 'Dados inválidos: o parâmetro "limit" deve ser maior ou igual a 1.'],
    ['?limit=101', 'Dados inválidos: o parâmetro "limit" deve ser menor ou igual a 100.'],
    ['?offset=-1', 'Dados inválidos: o parâmetro "offset" deve ser maior ou igual a 0.'],
    ['?limit=abc', 'Dados inválidos: o parâmetro "limit" deve ser um número inteiro.'],
    [`?q=${'a'.repeat(201)}`, 'Dados inválidos: o parâmetro "q" deve ter no máximo 200 caracteres.'],
    ['?state=S%C3%A3', 'Dados inválidos: o parâmetro "state" está em um formato inválido.'],
  ])('refuses %s with 400 in pt-BR', async (query, message) => {
    const response = await ctx.inject({ method: 'GET', url: `/api/events${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('keeps the totals exact through publishing, moving, deleting and direct SQL writes', async () => {
    const { token } = await ctx.signUp();
    const owner = await ctx.adminToken();
    const totals = async () => ({
      all: (await list('?limit=1')).total,
      SP: (await list('?state=SP&limit=1')).total,
      RJ: (await list('?state=RJ&limit=1')).total,
      PE: (await list('?state=PE&limit=1')).total,
    });
    const edit = (key: string, payload: Record<string, unknown>) =>
      ctx.inject({ method: 'PATCH', url: `/api/events/${ids[key]}`, headers: bearer(owner), payload });
    expect(await totals()).toEqual({ all: 5, SP: 3, RJ: 1, PE: 0 });

    expect((await edit('rock', { title: '100% Rock_n Roll', status: 'draft' })).statusCode).toBe(200);
    expect((await edit('forro', { title: 'Forró no Ceará', state: 'PE' })).statusCode).toBe(200);
    expect((await edit('rascunho', { title: 'Rascunho em São Paulo', status: 'published' })).statusCode).toBe(
      200,
    );
    expect((await edit('teatro', { title: 'Teatro Infantil', state: null })).statusCode).toBe(200);
    expect(await totals()).toEqual({ all: 5, SP: 3, RJ: 0, PE: 1 });

    const gone = await ctx.inject({
      method: 'DELETE',
      url: `/api/events/${ids.amanhecer}`,
      headers: bearer(owner),
    });
    expect(gone.statusCode).toBe(204);
    const created = await Promise.all(
      ['RJ', 'RJ', 'PE', null].map((state) => createEvent(ctx, token, { state, ticketTypes: [] })),
    );
    expect(created).toHaveLength(4);
    const [organizer] = await ctx.database.db.select({ id: events.organizerId }).from(events).limit(1);
    await ctx.database.db.insert(events).values([
      { organizerId: organizer!.id, title: 'Direto no banco', status: 'published', state: 'SP' },
      { organizerId: organizer!.id, title: 'Rascunho direto', status: 'draft', state: 'SP' },
    ]);
    expect(await totals()).toEqual({ all: 9, SP: 3, RJ: 2, PE: 2 });
    expect((await list('?limit=100')).items).toHaveLength(9);
    expect((await list('?limit=2&offset=100')).total).toBe(9);
  });
});

describeEachDatabase('events: one event', (ctx) => {
  let organizer: { token: string; userId: string };
  let other: { token: string; userId: string };

  beforeAll(async () => {
    organizer = await ctx.signUp();
    other = await ctx.signUp();
  });

  it('creates an event with its lots: 201, cents exact, category from the name, nothing sold', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(organizer.token),
      payload: eventBody({
        title: '  Noite do Forró  ',
        gatesOpenTime: '20:00:00',
        ticketTypes: [
          lot('PISTA — Lote 1 — Inteira', { price: 19.99 }),
          lot('PISTA — Lote 1 — Meia', { price: 22.5, perCustomerLimit: 0 }),
          lot('Ingresso único', { price: 0, quantity: 0 }),
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<EventBody>();
    expect(event).toMatchObject({
      title: 'Noite do Forró',
      state: 'CE',
      status: 'published',
      organizerId: organizer.userId,
      gatesOpenTime: '20:00',
      showStartTime: '22:00',
      image: '/posters/forro.svg',
      mapImage: null,
    });
    expect(event.ticketTypes.map(({ _id, ...type }) => type)).toEqual([
      {
        name: 'PISTA — Lote 1 — Inteira',
        category: 'PISTA',
        lotLabel: 'Lote 1 — Inteira',
        meiaEntrada: false,
        price: 19.99,
        quantity: 100,
        sold: 0,
        remaining: 100,
        lotNumber: 1,
        perCustomerLimit: 4,
        saleStart: null,
        saleEnd: null,
        couponOnly: false,
        // R$ 19,99: 4x of R$ 5,25 with interest (a fifth would be under R$ 5,00).
        installments: { count: 4, value: 5.25, total: 21, interestFree: false },
      },
      expect.objectContaining({
        name: 'PISTA — Lote 1 — Meia',
        lotLabel: 'Lote 1 — Meia',
        meiaEntrada: true,
        price: 22.5,
        perCustomerLimit: 0,
      }),
      expect.objectContaining({
        name: 'Ingresso único',
        category: 'Ingressos',
        lotLabel: 'Ingresso único',
        price: 0,
        remaining: 0,
      }),
    ]);
    expect(event.sellableTicketTypes.map((type) => type.name)).toEqual([
      'PISTA — Lote 1 — Inteira',
      'PISTA — Lote 1 — Meia',
    ]);
    const [stored] = await ctx.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, event.ticketTypes[0]!._id));
    expect(stored?.priceCents).toBe(1999);
  });

  it('stores category, lot label and meia-entrada as given, composing the name; a name alone is parsed once', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(organizer.token),
      payload: eventBody({
        ticketTypes: [
          // Half price the label does not say, and a "Meia" label the organizer marked full price.
          {
            ...lot(''),
            name: undefined,
            category: 'CAMAROTE',
            lotLabel: 'Lote 1 — Estudante',
            meiaEntrada: true,
          },
          { ...lot(''), name: undefined, category: 'PISTA', lotLabel: 'Lote 1 — Meia', meiaEntrada: false },
          lot('ÁREA VIP — Lote 2 — Meia'),
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<EventBody>();
    const fields = ['name', 'category', 'lotLabel', 'meiaEntrada'] as const;
    const pick = (type: { name: string; category: string; lotLabel: string; meiaEntrada: boolean }) =>
      Object.fromEntries(fields.map((field) => [field, type[field]]));
    const expected = [
      {
        name: 'CAMAROTE — Lote 1 — Estudante',
        category: 'CAMAROTE',
        lotLabel: 'Lote 1 — Estudante',
        meiaEntrada: true,
      },
      { name: 'PISTA — Lote 1 — Meia', category: 'PISTA', lotLabel: 'Lote 1 — Meia', meiaEntrada: false },
      {
        name: 'ÁREA VIP — Lote 2 — Meia',
        category: 'ÁREA VIP',
        lotLabel: 'Lote 2 — Meia',
        meiaEntrada: true,
      },
    ];
    expect(event.ticketTypes.map(pick)).toEqual(expected);
    // They are columns: the stored rows carry them, and the event page reads them back as stored.
    const stored = await ctx.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event._id))
      .orderBy(ticketTypes.position);
    expect(stored.map(pick)).toEqual(expected);
    const page = await ctx.inject({ method: 'GET', url: `/api/events/${event._id}` });
    expect(page.json<EventBody>().ticketTypes.map(pick)).toEqual(expected);
  });

  it('creates a draft with only a title and a date; absent fields are null', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(organizer.token),
      payload: { title: 'Só o título', eventDate: inDays(3) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'draft',
      description: null,
      image: null,
      venue: null,
      city: null,
      state: null,
      gatesOpenTime: null,
      startDate: null,
      ticketTypes: [],
      sellableTicketTypes: [],
    });
  });

  it.each([
    ['Ceará', 'CE'],
    ['sao paulo', 'SP'],
    ['  rio grande do sul ', 'RS'],
    ['pe', 'PE'],
    ['', null],
    [null, null],
  ])('maps the state %j to %j', async (state, uf) => {
    const event = await createEvent(ctx, organizer.token, { state, ticketTypes: [] });
    expect(event.state).toBe(uf);
  });

  it('shows a published event to anyone, with the lot on sale now', async () => {
    const created = await createEvent(ctx, organizer.token, {
      ticketTypes: [
        lot('PISTA — Lote 1 — Inteira', { quantity: 10 }),
        lot('PISTA — Lote 2 — Inteira', { lotNumber: 2, price: 100 }),
        lot('CAMAROTE — Lote 1', { saleStart: inDays(2) }),
        lot('CAMAROTE — Lote 2', { lotNumber: 2 }),
      ],
    });
    const url = `/api/events/${created._id}`;
    const anonymous = await ctx.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<EventBody>().sellableTicketTypes.map((type) => type.name)).toEqual([
      'PISTA — Lote 1 — Inteira',
    ]);

    // Lot 1 sells out: lot 2 opens by itself. CAMAROTE waits for its lot 1 to start.
    await ctx.database.db
      .update(ticketTypes)
      .set({ sold: 10 })
      .where(eq(ticketTypes.id, created.ticketTypes[0]!._id));
    const after = (await ctx.inject({ method: 'GET', url })).json<EventBody>();
    expect(after.sellableTicketTypes.map((type) => type.name)).toEqual(['PISTA — Lote 2 — Inteira']);
    expect(after.ticketTypes[0]).toMatchObject({ sold: 10, remaining: 0 });

    const withBadToken = await ctx.inject({ method: 'GET', url, headers: bearer('nao-e-um-token') });
    expect(withBadToken.statusCode).toBe(200);
  });

  it('hides drafts from everyone but their organizer and ADMIN (404, even with a bad token)', async () => {
    const draft = await createEvent(ctx, organizer.token, { status: 'draft' });
    const url = `/api/events/${draft._id}`;
    const notFound = { message: 'Evento não encontrado.', code: 'EVENT_NOT_FOUND' };
    for (const headers of [{}, bearer(other.token), bearer('lixo.lixo.lixo')]) {
      const response = await ctx.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await ctx.inject({ method: 'GET', url, headers: bearer(organizer.token) })).statusCode).toBe(200);
    const admin = await ctx.adminToken();
    expect((await ctx.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);

    const list = await ctx.inject({ method: 'GET', url: '/api/events?limit=100' });
    expect(list.json<{ items: Array<{ _id: string }> }>().items.map((item) => item._id)).not.toContain(
      draft._id,
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await ctx.inject({
      method: 'GET',
      url: '/api/events/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Evento não encontrado.');
    expect((await ctx.inject({ method: 'GET', url: '/api/events/123' })).statusCode).toBe(400);
  });

  describe('GET /events/mine/list', () => {
    it("lists the caller's events only, drafts included: upcoming soonest first, then past latest first", async () => {
      const owner = await ctx.signUp();
      const early = await createEvent(ctx, owner.token, { title: 'Cedo', eventDate: inDays(2) });
      const late = await createEvent(ctx, owner.token, {
        title: 'Tarde',
        eventDate: inDays(40),
        status: 'draft',
      });
      const past = await createEvent(ctx, owner.token, {
        title: 'Passado',
        eventDate: inDays(-30),
        startDate: inDays(-30),
        endDate: inDays(-30, 4),
      });
      const older = await createEvent(ctx, owner.token, {
        title: 'Mais antigo',
        eventDate: inDays(-60),
        startDate: inDays(-60),
        endDate: inDays(-60, 4),
      });
      await createEvent(ctx, other.token, { title: 'De outra pessoa' });
      const response = await ctx.inject({
        method: 'GET',
        url: '/api/events/mine/list',
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((event: { title: string }) => event.title)).toEqual([
        'Cedo',
        'Tarde',
        'Passado',
        'Mais antigo',
      ]);
      expect([past._id, older._id]).toEqual(
        response
          .json()
          .slice(2)
          .map((event: { _id: string }) => event._id),
      );
      expect(response.json().slice(0, 2)).toEqual([
        expect.objectContaining({ _id: early._id, title: 'Cedo', status: 'published' }),
        {
          _id: late._id,
          title: 'Tarde',
          status: 'draft',
          startDate: late.startDate,
          eventDate: late.eventDate,
          city: 'Fortaleza',
          state: 'CE',
          image: '/posters/forro.svg',
          cancelledAt: null,
        },
      ]);
    });

    it('is "mine" for an ADMIN too, and needs a token', async () => {
      const admin = await ctx.adminToken();
      const response = await ctx.inject({
        method: 'GET',
        url: '/api/events/mine/list',
        headers: bearer(admin),
      });
      expect(response.json()).toEqual([]);
      const anonymous = await ctx.inject({ method: 'GET', url: '/api/events/mine/list' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Não autenticado.' });
    });
  });

  describe('POST /events validation', () => {
    const post = (payload: unknown, token = organizer.token) =>
      ctx.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });

    it('needs a token', async () => {
      const response = await ctx.inject({ method: 'POST', url: '/api/events', payload: eventBody() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Não autenticado.' });
    });

    it.each([
      [{ title: '   ' }, 'Informe o título do evento.'],
      [{ eventDate: undefined }, 'Informe a data do evento.'],
      [{ eventDate: null }, 'Informe a data do evento.'],
      [{ state: 'XX' }, 'UF inválida.'],
      [{ state: 'Estado de Nada' }, 'UF inválida.'],
      [
        { image: 'javascript:alert(1)' },
        'O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { image: 'data:image/svg+xml;base64,PHN2Zz4=' },
        'O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { image: '//evil.example/x.png' },
        'O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { image: 'posters/x.png' },
        'O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { mapImage: 'ftp://example.com/mapa.png' },
        'O mapa do evento deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [{ startDate: inDays(5), endDate: inDays(4) }, 'O fim do evento deve ser depois do início.'],
      [{ ticketTypes: [lot('  ')] }, 'Informe o nome do lote 1.'],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { price: 10.001 })] },
        'O preço do lote "PISTA — Lote 1" deve ter no máximo 2 casas decimais.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { saleStart: inDays(2), saleEnd: inDays(1) })] },
        'O fim das vendas do lote "PISTA — Lote 1" deve ser depois do início.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { price: -1 })] },
        'Dados inválidos: o campo "ticketTypes[0].price" deve ser maior ou igual a 0.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { quantity: -1 })] },
        'Dados inválidos: o campo "ticketTypes[0].quantity" deve ser maior ou igual a 0.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { quantity: 1.5 })] },
        'Dados inválidos: o campo "ticketTypes[0].quantity" deve ser um número inteiro.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { perCustomerLimit: -1 })] },
        'Dados inválidos: o campo "ticketTypes[0].perCustomerLimit" deve ser maior ou igual a 0.',
      ],
      [
        { ticketTypes: [lot('PISTA — Lote 1', { lotNumber: 0 })] },
        'Dados inválidos: o campo "ticketTypes[0].lotNumber" deve ser maior ou igual a 1.',
      ],
      [{ gatesOpenTime: '25:00' }, 'Dados inválidos: o campo "gatesOpenTime" está em um formato inválido.'],
      [{ showStartTime: '8h' }, 'Dados inválidos: o campo "showStartTime" está em um formato inválido.'],
      [
        { status: 'archived' },
        'Dados inválidos: o campo "status" deve ser um dos valores: draft, published.',
      ],
      [
        { eventDate: 'amanhã' },
        'Dados inválidos: o campo "eventDate" deve ser uma data e hora válida (ISO 8601).',
      ],
      [
        { organizerId: '00000000-0000-4000-8000-000000000000' },
        'Dados inválidos: o campo "organizerId" não é permitido.',
      ],
      [{ title: '' }, 'Dados inválidos: o campo "title" não pode ficar vazio.'],
    ])('refuses %j with 400 "%s"', async (changes, message) => {
      const response = await post(eventBody(changes));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('joins every problem in one message', async () => {
      const response = await post(eventBody({ title: ' ', state: 'ZZ', image: 'javascript:x' }));
      expect(response.json()).toEqual({
        message:
          'Informe o título do evento. UF inválida. O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
      });
    });

    it('accepts http(s) URLs and site paths for the images', async () => {
      const event = await createEvent(ctx, organizer.token, {
        image: 'https://cdn.example.com/cartaz.png?v=2',
        mapImage: 'http://example.com/mapa.png',
      });
      expect(event).toMatchObject({
        image: 'https://cdn.example.com/cartaz.png?v=2',
        mapImage: 'http://example.com/mapa.png',
      });
    });
  });
});

describeEachDatabase('events: edit and delete', (ctx) => {
  let organizer: { token: string; userId: string };
  let other: { token: string; userId: string };
  let adminToken: string;

  beforeAll(async () => {
    organizer = await ctx.signUp();
    other = await ctx.signUp();
    adminToken = await ctx.adminToken();
  });

  const patch = (id: string, payload: unknown, token = organizer.token) =>
    ctx.inject({
      method: 'PATCH',
      url: `/api/events/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const remove = (id: string, token?: string) =>
    ctx.inject({
      method: 'DELETE',
      url: `/api/events/${id}`,
      headers: token === undefined ? {} : bearer(token),
    });
  const setSold = (typeId: string, sold: number) =>
    ctx.database.db.update(ticketTypes).set({ sold }).where(eq(ticketTypes.id, typeId));
  const insertOrder = async (
    eventId: string,
    status: 'pending' | 'paid' | 'expired' | 'cancelled',
    options: { ticketTypeId?: string; expiresAt?: Date } = {},
  ) => {
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        buyerId: other.userId,
        eventId,
        status,
        subtotalCents: 8000,
        totalCents: 8000,
        expiresAt: options.expiresAt ?? new Date(Date.now() - 60_000),
        paidAt: status === 'paid' ? new Date() : null,
      })
      .returning();
    if (options.ticketTypeId) {
      await ctx.database.db.insert(orderItems).values({
        orderId: order!.id,
        ticketTypeId: options.ticketTypeId,
        name: 'PISTA — Lote 1 — Inteira',
        quantity: 1,
        unitPriceCents: 8000,
      });
    }
    return order!;
  };

  describe('PATCH /events/{id}', () => {
    it('changes only the fields sent and keeps the search text current', async () => {
      const event = await createEvent(ctx, organizer.token);
      const response = await patch(event._id, { title: 'Forró Renovado', city: 'Maceió', state: 'alagoas' });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json<EventBody>();
      expect(updated).toMatchObject({
        title: 'Forró Renovado',
        city: 'Maceió',
        state: 'AL',
        venue: 'Centro de Eventos',
        gatesOpenTime: '20:00',
        eventDate: event.eventDate,
      });
      expect(updated.ticketTypes).toEqual(event.ticketTypes);
      const found = await ctx.inject({ method: 'GET', url: '/api/events?q=forro%20renovado%20' });
      expect(found.json<{ items: Array<{ _id: string }> }>().items.map((item) => item._id)).toEqual([
        event._id,
      ]);
      const byCity = await ctx.inject({ method: 'GET', url: '/api/events?q=maceio' });
      expect(byCity.json<{ items: Array<{ _id: string }> }>().items.map((item) => item._id)).toEqual([
        event._id,
      ]);
    });

    it("sets the event's card installments (1 to 12, 12 when never set) and refuses others (issue #27)", async () => {
      const event = await createEvent(ctx, organizer.token);
      expect(event).toMatchObject({ maxInstallments: 12 });
      const six = await patch(event._id, { title: event.title, maxInstallments: 6 });
      expect(six.statusCode, six.body).toBe(200);
      expect(six.json<EventBody>()).toMatchObject({ maxInstallments: 6 });
      expect(
        six
          .json<{ sellableTicketTypes: Array<{ installments: { count: number } | null }> }>()
          .sellableTicketTypes.every((type) => !type.installments || type.installments.count <= 6),
      ).toBe(true);
      for (const wrong of [0, 13, 2.5]) {
        const refused = await patch(event._id, { title: event.title, maxInstallments: wrong });
        expect(refused.statusCode).toBe(400);
      }
    });

    it('edits lots in place keeping ids and sold, creates new ones and drops the missing, in list order', async () => {
      const event = await createEvent(ctx, organizer.token);
      const [inteira, meia] = event.ticketTypes;
      await setSold(inteira!._id, 3);
      const response = await patch(event._id, {
        title: event.title,
        ticketTypes: [
          lot('PISTA — Lote 2 — Extra', { lotNumber: 2, price: 120 }),
          { ...lot('PISTA — Lote 1 — Inteira promocional', { price: 70, quantity: 50 }), _id: inteira!._id },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json<EventBody>();
      expect(
        updated.ticketTypes.map(({ _id, name, price, quantity, sold, remaining }) => ({
          _id,
          name,
          price,
          quantity,
          sold,
          remaining,
        })),
      ).toEqual([
        {
          _id: expect.any(String),
          name: 'PISTA — Lote 2 — Extra',
          price: 120,
          quantity: 100,
          sold: 0,
          remaining: 100,
        },
        {
          _id: inteira!._id,
          name: 'PISTA — Lote 1 — Inteira promocional',
          price: 70,
          quantity: 50,
          sold: 3,
          remaining: 47,
        },
      ]);
      const stored = await ctx.database.db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, event._id));
      expect(stored.map((type) => type.id)).not.toContain(meia!._id);
      expect(stored).toHaveLength(2);
    });

    it('refuses a quantity below what is sold (409) and changes nothing', async () => {
      const event = await createEvent(ctx, organizer.token);
      const [inteira, meia] = event.ticketTypes;
      await setSold(inteira!._id, 7);
      const response = await patch(event._id, {
        title: 'Não deve mudar',
        ticketTypes: [
          { ...lot('PISTA — Lote 1 — Inteira', { quantity: 6 }), _id: inteira!._id },
          { ...lot('PISTA — Lote 1 — Meia'), _id: meia!._id },
        ],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'A quantidade do lote "PISTA — Lote 1 — Inteira" não pode ficar abaixo dos 7 já vendidos.',
        code: 'QUANTITY_BELOW_SOLD',
      });
      const [stored] = await ctx.database.db.select().from(events).where(eq(events.id, event._id));
      expect(stored?.title).toBe('Noite do Forró');

      const atSold = await patch(event._id, {
        title: event.title,
        ticketTypes: [
          { ...lot('PISTA — Lote 1 — Inteira', { quantity: 7 }), _id: inteira!._id },
          { ...lot('PISTA — Lote 1 — Meia'), _id: meia!._id },
        ],
      });
      expect(atSold.statusCode).toBe(200);
      expect(atSold.json<EventBody>().ticketTypes[0]).toMatchObject({ quantity: 7, sold: 7, remaining: 0 });
    });

    it('refuses to drop a lot with sales, or with orders on record (409)', async () => {
      const event = await createEvent(ctx, organizer.token);
      const [inteira, meia] = event.ticketTypes;
      await setSold(meia!._id, 1);
      const sold = await patch(event._id, {
        title: event.title,
        ticketTypes: [{ ...lot('PISTA — Lote 1 — Inteira'), _id: inteira!._id }],
      });
      expect(sold.statusCode).toBe(409);
      expect(sold.json()).toEqual({
        message: 'O lote "PISTA — Lote 1 — Meia" já tem ingressos vendidos (1) e não pode ser removido.',
        code: 'TICKET_TYPE_SOLD',
      });

      // An expired order gave its ticket back (sold 0) but still names the lot.
      await setSold(meia!._id, 0);
      await insertOrder(event._id, 'expired', { ticketTypeId: meia!._id });
      const ordered = await patch(event._id, {
        title: event.title,
        ticketTypes: [{ ...lot('PISTA — Lote 1 — Inteira'), _id: inteira!._id }],
      });
      expect(ordered.statusCode).toBe(409);
      expect(ordered.json().message).toBe(
        'O lote "PISTA — Lote 1 — Meia" tem pedidos registrados e não pode ser removido; zere a quantidade para encerrar as vendas.',
      );
    });

    it('maps the database guards on lots with sales to 409 (CHECK sold <= quantity, order items FK)', async () => {
      const event = await createEvent(ctx, organizer.token);
      const [inteira, meia] = event.ticketTypes;
      await setSold(inteira!._id, 3);
      const below = await ctx.database.db
        .update(ticketTypes)
        .set({ quantity: 2 })
        .where(eq(ticketTypes.id, inteira!._id))
        .catch((error: unknown) => error);
      expect(lotConflict(below)).toMatchObject({ statusCode: 409, code: 'QUANTITY_BELOW_SOLD' });
      await insertOrder(event._id, 'expired', { ticketTypeId: meia!._id });
      const named = await ctx.database.db
        .delete(ticketTypes)
        .where(eq(ticketTypes.id, meia!._id))
        .catch((error: unknown) => error);
      expect(lotConflict(named)).toMatchObject({ statusCode: 409, code: 'TICKET_TYPE_IN_USE' });
      expect(lotConflict(new Error('outro'))).toBeUndefined();
    });

    it("refuses another event's lot id (400) and a repeated id (400)", async () => {
      const event = await createEvent(ctx, organizer.token);
      const foreign = await createEvent(ctx, other.token);
      const stranger = await patch(event._id, {
        title: event.title,
        ticketTypes: [{ ...lot('Intruso'), _id: foreign.ticketTypes[0]!._id }],
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toEqual({ message: 'O lote "Intruso" não pertence a este evento.' });
      const id = event.ticketTypes[0]!._id;
      const twice = await patch(event._id, {
        title: event.title,
        ticketTypes: [
          { ...lot('A'), _id: id },
          { ...lot('B'), _id: id },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: 'O lote "B" aparece mais de uma vez na lista.' });
    });

    it.each([
      [{ title: 'X', eventDate: null }, 'Informe a data do evento.'],
      [{ title: 'X', state: 'Atlântida' }, 'UF inválida.'],
      [{ title: 'X', endDate: '2000-01-01T00:00:00.000Z' }, 'O fim do evento deve ser depois do início.'],
      [{ eventDate: '2030-01-01T00:00:00.000Z' }, 'Dados inválidos: o campo "title" é obrigatório.'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const event = await createEvent(ctx, organizer.token);
      const response = await patch(event._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it("answers 404 for someone else's event, 401 without a token; ADMIN may edit any", async () => {
      const event = await createEvent(ctx, organizer.token);
      const stranger = await patch(event._id, { title: 'Invasão' }, other.token);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Evento não encontrado.', code: 'EVENT_NOT_FOUND' });
      const anonymous = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${event._id}`,
        payload: { title: 'Invasão' },
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await patch('00000000-0000-4000-8000-000000000000', { title: 'Nada' });
      expect(unknown.statusCode).toBe(404);
      const byAdmin = await patch(event._id, { title: 'Revisado pelo ADMIN' }, adminToken);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toMatchObject({ title: 'Revisado pelo ADMIN', organizerId: organizer.userId });
    });

    it('never lets a concurrent edit take the quantity below what reservations sold', async () => {
      const event = await createEvent(ctx, organizer.token, {
        ticketTypes: [lot('PISTA — Lote 1 — Inteira', { quantity: 20 })],
      });
      const type = event.ticketTypes[0]!;
      const reserve = () =>
        ctx.database.db.execute(
          sql`update ticket_types set sold = sold + 1 where id = ${type._id} and sold + 1 <= quantity`,
        );
      const shrink = () =>
        patch(event._id, {
          title: event.title,
          ticketTypes: [{ ...lot(type.name, { quantity: 5 }), _id: type._id }],
        });
      const outcomes = await Promise.all([
        ...Array.from({ length: 4 }, reserve),
        shrink(),
        ...Array.from({ length: 4 }, reserve),
      ]);
      const edit = outcomes[4] as { statusCode: number };
      expect([200, 409]).toContain(edit.statusCode);
      const [stored] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, type._id));
      expect(stored!.sold).toBeLessThanOrEqual(stored!.quantity);
      expect(stored!.quantity).toBe(edit.statusCode === 200 ? 5 : 20);
    });

    it('applies concurrent edits of the lot list one after the other', async () => {
      const event = await createEvent(ctx, organizer.token);
      const kept = event.ticketTypes[0]!;
      const edits = await Promise.all(
        ['X', 'Y', 'Z', 'W'].map((name) =>
          patch(event._id, {
            title: event.title,
            ticketTypes: [
              { ...lot(kept.name), _id: kept._id },
              lot(`PISTA — Lote 2 — ${name}`, { lotNumber: 2 }),
            ],
          }),
        ),
      );
      expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = await ctx.database.db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, event._id));
      expect(stored).toHaveLength(2);
      expect(stored.map((type) => type.id)).toContain(kept._id);
    });
  });

  describe('DELETE /events/{id}', () => {
    it('deletes the event with its lots: 204, then 404', async () => {
      const event = await createEvent(ctx, organizer.token);
      const response = await remove(event._id, organizer.token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await ctx.inject({ method: 'GET', url: `/api/events/${event._id}` })).statusCode).toBe(404);
      const types = await ctx.database.db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, event._id));
      expect(types).toEqual([]);
      expect((await remove(event._id, organizer.token)).statusCode).toBe(404);
    });

    it('refuses an event with a paid order (409) and keeps it', async () => {
      const event = await createEvent(ctx, organizer.token);
      await insertOrder(event._id, 'paid', { ticketTypeId: event.ticketTypes[0]!._id });
      const response = await remove(event._id, organizer.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Este evento possui pedidos pagos e não pode ser excluído.',
        code: 'EVENT_HAS_PAID_ORDERS',
      });
      expect((await remove(event._id, adminToken)).statusCode).toBe(409);
      expect((await ctx.inject({ method: 'GET', url: `/api/events/${event._id}` })).statusCode).toBe(200);
    });

    it('refuses while an order may still be paid: pending in its hold, or a Pix not yet expired (409)', async () => {
      const holding = await createEvent(ctx, organizer.token);
      await insertOrder(holding._id, 'pending', {
        ticketTypeId: holding.ticketTypes[0]!._id,
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
      const refused = await remove(holding._id, organizer.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('EVENT_HAS_PENDING_ORDERS');

      const withPix = await createEvent(ctx, organizer.token);
      const order = await insertOrder(withPix._id, 'expired', { ticketTypeId: withPix.ticketTypes[0]!._id });
      await ctx.database.db.insert(payments).values({
        orderId: order.id,
        provider: 'local',
        providerPaymentId: `pay_${order.id}`,
        status: 'PENDING',
        copiaECola: '000201',
        qrCodeBase64: 'iVBORw0KGgo=',
        expiresAt: new Date(Date.now() + 5 * 60_000),
        valueCents: 8000,
      });
      expect((await remove(withPix._id, organizer.token)).statusCode).toBe(409);
    });

    it('deletes unpaid orders that can no longer be paid along with the event', async () => {
      const event = await createEvent(ctx, organizer.token);
      const typeId = event.ticketTypes[0]!._id;
      const expired = await insertOrder(event._id, 'expired', { ticketTypeId: typeId });
      const cancelled = await insertOrder(event._id, 'cancelled', { ticketTypeId: typeId });
      const lapsed = await insertOrder(event._id, 'pending', { ticketTypeId: typeId });
      const response = await remove(event._id, organizer.token);
      expect(response.statusCode).toBe(204);
      const left = await ctx.database.db.select().from(orders).where(eq(orders.eventId, event._id));
      expect(left).toEqual([]);
      for (const order of [expired, cancelled, lapsed]) {
        const items = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        expect(items).toEqual([]);
      }
    });

    it('races reservations safely: 409 with their pending orders, or 204 with nothing left behind', async () => {
      const event = await createEvent(ctx, organizer.token, {
        ticketTypes: [lot('PISTA — Lote 1 — Inteira', { quantity: 1000 })],
      });
      const typeId = event.ticketTypes[0]!._id;
      // The reservation of POST /orders in one statement: stock first, then the order (checking the event).
      const reserve = () =>
        ctx.database.db.execute(sql`
          with reserved as (
            update ticket_types set sold = sold + 1 where id = ${typeId} and sold + 1 <= quantity returning id
          )
          insert into orders (buyer_id, event_id, subtotal_cents, total_cents, expires_at)
          select ${other.userId}, ${event._id}, 8000, 8000, now() + interval '15 minutes'
          where exists (select 1 from reserved)`);
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 6 }, reserve),
        remove(event._id, organizer.token),
        ...Array.from({ length: 6 }, reserve),
      ]);
      const deletion = outcomes[6]!;
      expect(deletion.status).toBe('fulfilled');
      const status =
        deletion.status === 'fulfilled' ? (deletion.value as { statusCode: number }).statusCode : 0;
      expect([204, 409]).toContain(status);
      const left = await ctx.database.db.select().from(orders).where(eq(orders.eventId, event._id));
      const [stored] = await ctx.database.db.select().from(events).where(eq(events.id, event._id));
      if (status === 204) {
        expect(stored).toBeUndefined();
        expect(left).toEqual([]);
      } else {
        expect(stored).toBeDefined();
        expect(left.length).toBeGreaterThan(0);
        const [type] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
        expect(type?.sold).toBe(left.length);
      }
    });

    it("answers 404 for someone else's event and 401 without a token; ADMIN may delete any", async () => {
      const event = await createEvent(ctx, organizer.token);
      const stranger = await remove(event._id, other.token);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Evento não encontrado.', code: 'EVENT_NOT_FOUND' });
      const anonymous = await remove(event._id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Não autenticado.' });
      expect((await remove(event._id, adminToken)).statusCode).toBe(204);
    });
  });
});

describeEachDatabase(
  'events: listing leaves out events that are over',
  (ctx) => {
    const ids: Record<string, string> = {};
    const at = (iso: string) => new Date(iso);

    beforeAll(async () => {
      clock.set(at('2030-06-10T15:00:00Z')); // 12:00 in São Paulo
      const [{ id: organizerId }] = (await ctx.database.db
        .insert(users)
        .values({ name: 'Organizadora', email: `listing-${Date.now()}@example.com`, passwordHash: 'x' })
        .returning({ id: users.id })) as [{ id: string }];
      const make = async (
        key: string,
        dates: Partial<Record<'eventDate' | 'startDate' | 'endDate', Date>>,
      ) => {
        const [row] = await ctx.database.db
          .insert(events)
          .values({ organizerId, title: key, status: 'published', state: 'SP', searchText: key, ...dates })
          .returning({ id: events.id });
        ids[key] = row!.id;
      };
      // Ended: its end date passed an hour ago.
      await make('encerrado', { eventDate: at('2030-06-09T23:00:00Z'), endDate: at('2030-06-10T14:00:00Z') });
      // Ended: no end date, started yesterday (São Paulo), so it was over at midnight.
      await make('ontem', { eventDate: at('2030-06-10T01:00:00Z') });
      // Started this morning without an end date: sold until the end of today in São Paulo (03:00Z tomorrow).
      await make('hoje', { eventDate: at('2030-06-10T12:00:00Z') });
      // A festival that began last week and ends tomorrow.
      await make('festival', { eventDate: at('2030-06-03T20:00:00Z'), endDate: at('2030-06-11T05:00:00Z') });
      await make('futuro', { eventDate: at('2030-07-01T23:00:00Z') });
      // No date at all: never over.
      await make('sem-data', {});
    });

    const list = async (query = '') => {
      const response = await ctx.inject({ method: 'GET', url: `/api/events${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ items: Array<{ _id: string }>; total: number }>();
      return {
        keys: body.items.map((item) => Object.entries(ids).find(([, id]) => id === item._id)?.[0]),
        total: body.total,
      };
    };

    it('lists upcoming events only, soonest first, and counts only them', async () => {
      expect(await list()).toEqual({ keys: ['festival', 'hoje', 'futuro', 'sem-data'], total: 4 });
      expect(await list('?state=SP')).toEqual({ keys: ['festival', 'hoje', 'futuro', 'sem-data'], total: 4 });
      expect(await list('?q=o')).toEqual({ keys: ['hoje', 'futuro'], total: 2 });
      expect(await list('?limit=1&offset=10')).toEqual({ keys: [], total: 4 });
    });

    it('drops an event at the instant it ends (end of the São Paulo day without an end date)', async () => {
      clock.set(at('2030-06-11T02:59:59Z'));
      expect((await list()).keys).toEqual(['festival', 'hoje', 'futuro', 'sem-data']);
      clock.set(at('2030-06-11T03:00:00Z'));
      expect((await list()).keys).toEqual(['festival', 'futuro', 'sem-data']);
      clock.set(at('2030-06-11T05:00:00Z'));
      expect(await list('?state=SP&limit=1&offset=5')).toEqual({ keys: [], total: 2 });
    });

    it("computes listed_until as the rules' eventEndsAt (the sale refuses by it)", async () => {
      const rows = await ctx.database.db.select().from(events);
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows)
        expect([row.title, row.listedUntil?.getTime() ?? null]).toEqual([
          row.title,
          eventEndsAt(row)?.getTime() ?? null,
        ]);
    });
  },
  { app: { now: () => clock.now() } },
);
