import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createEmailVerification } from '../../../apps/api/src/modules/auth/email-verification';
import type { OperationId } from '../../../apps/api/src/modules/operations';
import { rotatingToken } from '../../../apps/api/src/modules/tickets/tokens';
import type { TestContext } from '../../../apps/api/test/helper';
import { multipartBody } from '../../../apps/api/test/multipart';

/*
 * The people and things the contract suites act on, made through the API as a real client would: a buyer, an
 * organizer, a stranger and the ADMIN; fresh resources of each kind; and, for every operation of openapi.yaml, a
 * valid request on a resource.
 */

export type Identity = 'anonymous' | 'user' | 'buyer' | 'organizer' | 'admin';

export interface Person {
  token: string;
  userId: string;
  email: string;
  password: string;
}

export interface World {
  ctx: TestContext;
  people: Record<Exclude<Identity, 'anonymous'>, Person>;
  /** `ctx.inject` as `identity`: with its bearer token, unless anonymous. */
  call(identity: Identity, request: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The smallest PNG there is (1 × 1), as a poster to upload. */
const onePixel = {
  filename: 'cartaz.png',
  contentType: 'image/png',
  data: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Requests that end the token they carry (logout): callers that must keep theirs sign in again or use another. */
export const sessionEnding: ReadonlySet<string> = new Set(['/api/auth/logout', '/api/auth/logout-all']);

export async function createWorld(ctx: TestContext): Promise<World> {
  const [buyer, organizer, user] = await Promise.all([
    ctx.signUp({ name: 'Compradora Sigilosa' }),
    ctx.signUp({ name: 'Organizador' }),
    ctx.signUp({ name: 'Estranho' }),
  ]);
  const admin = await ctx.adminToken();
  const adminMe = await ctx.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${admin}` },
  });
  const people = {
    buyer,
    organizer,
    user,
    admin: {
      token: admin,
      userId: adminMe.json<{ _id: string }>()._id,
      email: ctx.config.admin.email,
      password: ctx.config.admin.password,
    },
  };
  return {
    ctx,
    people,
    async call(identity, request) {
      const headers = { ...(request.headers ?? {}) } as Record<string, string>;
      if (identity !== 'anonymous') headers.authorization = `Bearer ${people[identity].token}`;
      const response = await ctx.inject({ ...request, headers });
      // Logging out ends the token the world holds: sign in again, so later calls act as that person still.
      if (identity !== 'anonymous' && sessionEnding.has(String(request.url)) && response.statusCode === 204) {
        const person = people[identity];
        person.token = await ctx.login(person.email, person.password);
      }
      return response;
    },
  };
}

export type ResourceKind =
  | 'none'
  | 'slide'
  | 'draftEvent'
  | 'publishedEvent'
  | 'seatedEvent'
  | 'queuedEvent'
  | 'coupon'
  | 'pendingOrder'
  | 'paidOrder'
  | 'ticket'
  | 'passwordReset'
  | 'emailVerification'
  | 'doorPairing'
  | 'doorDevice';

export const resourceKinds: readonly ResourceKind[] = [
  'none',
  'slide',
  'draftEvent',
  'publishedEvent',
  'seatedEvent',
  'queuedEvent',
  'coupon',
  'pendingOrder',
  'paidOrder',
  'ticket',
  'passwordReset',
  'emailVerification',
  'doorPairing',
  'doorDevice',
];

/** Who a resource of each kind belongs to (the `owner` column of the authorization matrix, by default). */
export const usualOwner: Record<ResourceKind, Identity> = {
  none: 'buyer',
  slide: 'buyer',
  draftEvent: 'organizer',
  publishedEvent: 'organizer',
  seatedEvent: 'organizer',
  queuedEvent: 'organizer',
  coupon: 'organizer',
  pendingOrder: 'buyer',
  paidOrder: 'buyer',
  ticket: 'buyer',
  passwordReset: 'buyer',
  emailVerification: 'buyer',
  doorPairing: 'organizer',
  doorDevice: 'organizer',
};

export interface Fixture {
  kind: ResourceKind;
  slideId?: string;
  eventId?: string;
  couponId?: string;
  ticketTypeId?: string;
  /** Reais, the price of the ticket type. */
  price?: number;
  orderId?: string;
  /** Reais, the order's total. */
  total?: number;
  paymentId?: string;
  ticketCode?: string;
  /** A password reset link's token (of a throwaway account), read from its e-mail in the outbox. */
  resetToken?: string;
  /** A fresh e-mail confirmation link's token of the buyer's account. */
  verifyToken?: string;
  /** The "Pix waiting" e-mail of a pending (or paid) order, in the outbox. */
  mailId?: string;
  /** A door pairing code of the event (#17), fresh: not used yet. */
  pairingCode?: string;
  /** A door device paired to the event, and its bearer token. */
  deviceId?: string;
  deviceToken?: string;
  /** Strings only those who may see the resource may read in a response: ids, private texts, codes. */
  secrets: string[];
  /** Identifiers in requests about this resource: replaced by unknown ones, they ask about nothing. */
  ids: string[];
}

const TICKET_PRICE = 50;

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status)
    throw new Error(`${what}: esperado ${status}, veio ${response.statusCode} ${response.body}`);
}

async function publishedEvent(world: World, tag: string): Promise<Fixture> {
  const response = await world.call('organizer', {
    method: 'POST',
    url: '/api/events',
    payload: {
      title: `Festival Público ${tag}`,
      status: 'published',
      eventDate: '2031-03-01T23:00:00.000Z',
      venue: 'Arena',
      city: 'Fortaleza',
      state: 'CE',
      // Not covered by the meia-entrada law: these suites buy one full-price lot.
      meiaEntradaLei: false,
      ticketTypes: [
        { name: 'PISTA — Lote 1', price: TICKET_PRICE, quantity: 100_000, lotNumber: 1, perCustomerLimit: 0 },
      ],
    },
  });
  expectStatus(response, 201, 'evento publicado');
  const event = response.json<{ _id: string; ticketTypes: Array<{ _id: string }> }>();
  return {
    kind: 'publishedEvent',
    eventId: event._id,
    ticketTypeId: event.ticketTypes[0]!._id,
    price: TICKET_PRICE,
    secrets: [],
    ids: [event._id],
  };
}

/** A small seat map of the fixture event's one category (PISTA): one row of three seats. */
export const seatMapInput = () => ({
  sections: [
    {
      name: 'A',
      category: 'PISTA',
      rows: [{ label: 'A', seats: ['1', '2', '3'].map((label, i) => ({ label, x: i * 10, y: 0 })) }],
    },
  ],
});

/** A POST /orders body for one ticket of the fixture's event, named after a secret attendee. */
export function orderInput(fixture: Fixture, attendee = 'Participante') {
  return {
    eventId: fixture.eventId!,
    items: [{ ticketTypeId: fixture.ticketTypeId!, quantity: 1, price: fixture.price! }],
    attendees: [
      {
        ticketTypeId: fixture.ticketTypeId!,
        name: attendee,
        email: `${attendee.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      },
    ],
    subtotal: fixture.price!,
    fee: 0,
    total: fixture.price!,
    statusPagamento: 'pendente',
    metodoPagamento: 'pix',
  };
}

/** A POST /pagamento/asaas/pix body as the payment screen sends it. */
export const pixInput = (orderId: string, total: number) => ({
  pedidoId: orderId,
  totalPedido: total,
  nomeVaqueiro: 'Compradora Sigilosa',
  email: 'compradora@example.com',
  cpfCnpj: '52998224725',
  phone: '85988887777',
  descricao: 'Ingressos',
});

async function pendingOrder(world: World, tag: string): Promise<Fixture> {
  const event = await publishedEvent(world, tag);
  const attendee = `Participante Sigiloso ${tag}`;
  const created = await world.call('buyer', {
    method: 'POST',
    url: '/api/orders',
    payload: orderInput(event, attendee),
  });
  expectStatus(created, 201, 'pedido');
  const orderId = created.json<{ _id: string }>()._id;
  const pix = await world.call('buyer', {
    method: 'POST',
    url: '/api/pagamento/asaas/pix',
    payload: pixInput(orderId, TICKET_PRICE),
  });
  expectStatus(pix, 200, 'Pix');
  const { paymentId, copiaECola } = pix.json<{ paymentId: string; copiaECola: string }>();
  // The Pix's e-mail, the newest "Pix gerado" to the buyer (fixtures are made one at a time).
  const outbox = await world.call('admin', { method: 'GET', url: '/api/admin/mail?limit=100' });
  expectStatus(outbox, 200, 'caixa de saída');
  const mailId = outbox
    .json<{ items: Array<{ _id: string; kind: string; recipient: string }> }>()
    .items.find((item) => item.kind === 'pix-waiting' && item.recipient === world.people.buyer.email)?._id;
  if (!mailId) throw new Error('e-mail do Pix não encontrado na caixa de saída');
  return {
    ...event,
    kind: 'pendingOrder',
    orderId,
    total: TICKET_PRICE,
    paymentId,
    mailId,
    secrets: [orderId, paymentId, copiaECola, attendee, world.people.buyer.email],
    ids: [orderId, paymentId, mailId],
  };
}

async function paidOrder(world: World, tag: string): Promise<Fixture> {
  const order = await pendingOrder(world, tag);
  const confirmed = await world.call('buyer', {
    method: 'POST',
    url: `/api/pagamento/local/${order.paymentId}/confirm`,
  });
  expectStatus(confirmed, 200, 'confirmação');
  const tickets = await world.call('buyer', { method: 'GET', url: `/api/orders/${order.orderId}/tickets` });
  expectStatus(tickets, 200, 'ingressos');
  const codes = tickets.json<{ tickets: Array<{ code: string }> }>().tickets.map((ticket) => ticket.code);
  if (codes.length !== 1) throw new Error(`pedido pago sem ingresso: ${tickets.body}`);
  // Its confirmation e-mail (the ticket's PDF attached first, then the .ics).
  const outbox = await world.call('admin', { method: 'GET', url: '/api/admin/mail?limit=100' });
  const mailId = outbox
    .json<{ items: Array<{ _id: string; kind: string; recipient: string }> }>()
    .items.find((item) => item.kind === 'order-paid' && item.recipient === world.people.buyer.email)?._id;
  if (!mailId) throw new Error('e-mail de confirmação não encontrado na caixa de saída');
  return {
    ...order,
    kind: 'paidOrder',
    ticketCode: codes[0],
    mailId,
    secrets: [...order.secrets, ...codes],
    ids: [...order.ids.filter((id) => id !== order.mailId), mailId],
  };
}

/** A fresh resource of `kind`, made through the API by its owner (slides by the ADMIN). */
export async function createFixture(world: World, kind: ResourceKind): Promise<Fixture> {
  const tag = randomBytes(4).toString('hex');
  switch (kind) {
    case 'none':
      return { kind, secrets: [], ids: [] };
    case 'slide': {
      const response = await world.call('admin', {
        method: 'POST',
        url: '/api/slides',
        payload: { imageUrl: 'https://example.com/banner.png', title: `Slide ${tag}`, active: true },
      });
      expectStatus(response, 201, 'slide');
      const slideId = response.json<{ _id: string }>()._id;
      return { kind, slideId, secrets: [], ids: [slideId] };
    }
    case 'draftEvent': {
      const title = `Rascunho Sigiloso ${tag}`;
      const response = await world.call('organizer', {
        method: 'POST',
        url: '/api/events',
        payload: { title, status: 'draft', eventDate: '2031-05-01T23:00:00.000Z' },
      });
      expectStatus(response, 201, 'rascunho');
      const eventId = response.json<{ _id: string }>()._id;
      return { kind, eventId, secrets: [eventId, title], ids: [eventId] };
    }
    case 'publishedEvent':
      return publishedEvent(world, tag);
    case 'seatedEvent': {
      const event = await publishedEvent(world, tag);
      const response = await world.call('organizer', {
        method: 'PUT',
        url: `/api/events/${event.eventId}/seat-map`,
        payload: seatMapInput(),
      });
      expectStatus(response, 200, 'mapa de lugares');
      return { ...event, kind };
    }
    case 'queuedEvent': {
      // A line that opens in 20 minutes: joining is open (from 30 minutes before), nobody admitted yet.
      const event = await publishedEvent(world, tag);
      const startsAt = new Date(world.ctx.app.now().getTime() + 20 * 60_000).toISOString();
      const response = await world.call('organizer', {
        method: 'PATCH',
        url: `/api/events/${event.eventId}`,
        payload: { title: `Festival Público ${tag}`, onSale: { startsAt, queue: true, admitPerMinute: 60 } },
      });
      expectStatus(response, 200, 'abertura de vendas');
      return { ...event, kind };
    }
    case 'coupon': {
      const event = await publishedEvent(world, tag);
      const code = `SIGILO${tag}`;
      const response = await world.call('organizer', {
        method: 'POST',
        url: `/api/events/${event.eventId}/coupons`,
        payload: { code, kind: 'percent', value: 10 },
      });
      expectStatus(response, 201, 'cupom');
      const couponId = response.json<{ _id: string }>()._id;
      return { ...event, kind, couponId, secrets: [couponId, code], ids: [event.eventId!, couponId] };
    }
    case 'pendingOrder':
      return pendingOrder(world, tag);
    case 'paidOrder':
      return { ...(await paidOrder(world, tag)), kind };
    case 'ticket':
      return { ...(await paidOrder(world, tag)), kind };
    case 'passwordReset':
      return passwordReset(world, tag);
    case 'emailVerification': {
      // Made as registration or "Reenviar" make one (their e-mails are covered by email-verification.test.ts);
      // the buyer's account stays confirmed, so the other rows see it as always.
      const link = await createEmailVerification(
        world.ctx.database.db,
        world.people.buyer.userId,
        world.ctx.app.now(),
      );
      return { kind, verifyToken: link.token, secrets: [link.token], ids: [] };
    }
    case 'doorPairing':
    case 'doorDevice':
      return doorFixture(world, tag, kind);
  }
}

/** A paid ticket's event with a fresh pairing code (doorPairing), or also a device paired with it (doorDevice). */
async function doorFixture(world: World, tag: string, kind: 'doorPairing' | 'doorDevice'): Promise<Fixture> {
  const paid = await paidOrder(world, tag);
  const pairing = await world.call('organizer', {
    method: 'POST',
    url: `/api/events/${paid.eventId}/door-devices/pairing`,
  });
  expectStatus(pairing, 201, 'código de pareamento');
  const code = pairing.json<{ code: string }>().code;
  if (kind === 'doorPairing')
    return { ...paid, kind, pairingCode: code, secrets: [...paid.secrets, code], ids: [paid.eventId!] };
  const paired = await world.call('anonymous', {
    method: 'POST',
    url: '/api/door-devices/pair',
    payload: { code, name: `Portão ${tag}` },
  });
  expectStatus(paired, 201, 'pareamento');
  const { deviceId, token } = paired.json<{ deviceId: string; token: string }>();
  return {
    ...paid,
    kind,
    deviceId,
    deviceToken: token,
    secrets: [...paid.secrets, token],
    ids: [paid.eventId!, deviceId],
  };
}

/** A throwaway account asks for a reset; its link's token is read from the e-mail in the outbox (ADMIN). */
async function passwordReset(world: World, tag: string): Promise<Fixture> {
  const email = `esqueceu-${tag}@example.com`;
  await world.ctx.signUp({ email });
  const asked = await world.call('anonymous', {
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
  });
  expectStatus(asked, 202, 'pedido de redefinição');
  const outbox = await world.call('admin', { method: 'GET', url: '/api/admin/mail?limit=100' });
  const mailId = outbox
    .json<{ items: Array<{ _id: string; kind: string; recipient: string }> }>()
    .items.find((item) => item.kind === 'password-reset' && item.recipient === email)?._id;
  const mail = await world.call('admin', { method: 'GET', url: `/api/admin/mail/${mailId}` });
  const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.json<{ text: string }>().text)?.[1];
  if (!token) throw new Error('link de redefinição não encontrado no e-mail');
  return { kind: 'passwordReset', resetToken: token, secrets: [token], ids: [] };
}

/** The same request about a resource that does not exist: every id of the fixture replaced by an unknown one. */
export function aboutNothing(request: InjectOptions, fixture: Fixture): InjectOptions {
  let text = JSON.stringify(request);
  for (const id of fixture.ids) {
    const unknown = /^[0-9a-f]{8}-/i.test(id)
      ? randomUUID()
      : `${id.slice(0, 4)}${randomBytes(12).toString('hex')}`;
    text = text.replaceAll(id, unknown);
  }
  return JSON.parse(text) as InjectOptions;
}

/** A column of the authorization matrix (authorization.yaml). */
export type Column = 'anonymous' | 'user' | 'owner' | 'admin' | 'organizer' | 'buyer';

export type RequestBuilder = (fixture: Fixture, world: World, column: Column) => InjectOptions;

/** A valid request of every operation of openapi.yaml, about `fixture`. */
export const operationRequests: Record<OperationId, RequestBuilder> = {
  getHealth: () => ({ method: 'GET', url: '/api/health' }),
  register: () => ({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Pessoa Nova',
      email: `nova-${randomBytes(5).toString('hex')}@example.com`,
      password: 'senha-segura-123',
    },
  }),
  login: (_fixture, world) => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: world.people.buyer.email, password: world.people.buyer.password },
  }),
  getMe: () => ({ method: 'GET', url: '/api/auth/me' }),
  logout: () => ({ method: 'POST', url: '/api/auth/logout' }),
  logoutEverywhere: () => ({ method: 'POST', url: '/api/auth/logout-all' }),
  listSlides: () => ({ method: 'GET', url: '/api/slides' }),
  listAllSlides: () => ({ method: 'GET', url: '/api/slides/all' }),
  uploadImage: () => ({
    method: 'POST',
    url: '/api/uploads',
    ...multipartBody({ kind: 'poster', file: onePixel }),
  }),
  createSlide: () => ({
    method: 'POST',
    url: '/api/slides',
    payload: { imageUrl: 'https://example.com/novo.png', linkUrl: 'https://example.com', title: 'Novo' },
  }),
  updateSlide: (f) => ({ method: 'PATCH', url: `/api/slides/${f.slideId}`, payload: { active: false } }),
  deleteSlide: (f) => ({ method: 'DELETE', url: `/api/slides/${f.slideId}` }),
  listEvents: () => ({ method: 'GET', url: '/api/events?limit=100' }),
  createEvent: () => ({
    method: 'POST',
    url: '/api/events',
    payload: { title: 'Evento Novo', status: 'draft', eventDate: '2031-06-01T23:00:00.000Z' },
  }),
  listMyEvents: () => ({ method: 'GET', url: '/api/events/mine/list' }),
  getEvent: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}` }),
  getEventCalendar: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/calendar.ics` }),
  updateEvent: (f) => ({
    method: 'PATCH',
    url: `/api/events/${f.eventId}`,
    payload: { title: 'Título Alterado', venue: 'Outro lugar' },
  }),
  deleteEvent: (f) => ({ method: 'DELETE', url: `/api/events/${f.eventId}` }),
  saveSeatMap: (f) => ({ method: 'PUT', url: `/api/events/${f.eventId}/seat-map`, payload: seatMapInput() }),
  getSeats: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/seats` }),
  getSeatStatuses: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/seats/statuses` }),
  listCoupons: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/coupons` }),
  createCoupon: (f) => ({
    method: 'POST',
    url: `/api/events/${f.eventId}/coupons`,
    payload: { code: `NOVO${randomBytes(4).toString('hex')}`, kind: 'fixed', value: 5 },
  }),
  updateCoupon: (f) => ({
    method: 'PATCH',
    url: `/api/events/${f.eventId}/coupons/${f.couponId}`,
    payload: { active: false },
  }),
  deleteCoupon: (f) => ({ method: 'DELETE', url: `/api/events/${f.eventId}/coupons/${f.couponId}` }),
  createOrder: (f) => ({ method: 'POST', url: '/api/orders', payload: orderInput(f) }),
  quoteOrder: (f) => ({ method: 'POST', url: '/api/orders/quote', payload: orderInput(f) }),
  cancelOrder: (f) => ({ method: 'POST', url: `/api/orders/${f.orderId}/cancel` }),
  listMyOrders: () => ({ method: 'GET', url: '/api/orders/mine' }),
  getOrder: (f) => ({ method: 'GET', url: `/api/orders/${f.orderId}` }),
  getOrderPayment: (f) => ({ method: 'GET', url: `/api/orders/${f.orderId}/payment` }),
  getOrderTickets: (f) => ({ method: 'GET', url: `/api/orders/${f.orderId}/tickets` }),
  createPix: (f) => ({
    method: 'POST',
    url: '/api/pagamento/asaas/pix',
    payload: pixInput(f.orderId!, f.total!),
  }),
  createCardPayment: (f) => ({
    method: 'POST',
    url: '/api/pagamento/asaas/cartao',
    payload: {
      pedidoId: f.orderId!,
      parcelas: 1,
      cartao: {
        nomeTitular: 'COMPRADORA SIGILOSA',
        numero: '4242424242424242',
        mesValidade: '12',
        anoValidade: '2035',
        cvv: '123',
      },
      titular: {
        nome: 'Compradora Sigilosa',
        email: 'compradora@example.com',
        cpfCnpj: '52998224725',
        cep: '60160230',
        numeroEndereco: '120',
        telefone: '85988887777',
      },
    },
  }),
  asaasWebhook: (f, world, column) => ({
    method: 'POST',
    url: '/api/pagamento/asaas/webhook',
    // Only the payment provider knows the webhook token; in the matrix it is the `owner` column.
    headers: column === 'owner' ? { 'asaas-access-token': world.ctx.config.asaas.webhookToken } : {},
    payload: {
      id: `evt_${randomBytes(8).toString('hex')}`,
      event: 'PAYMENT_RECEIVED',
      payment: {
        object: 'payment',
        id: f.paymentId,
        externalReference: f.orderId,
        value: f.total,
        status: 'RECEIVED',
        billingType: 'PIX',
      },
    },
  }),
  confirmLocalPayment: (f) => ({ method: 'POST', url: `/api/pagamento/local/${f.paymentId}/confirm` }),
  getTicketQr: (f) => ({ method: 'GET', url: `/api/tickets/${f.ticketCode}/qr-rotating?r=1` }),
  getTicketPdf: (f) => ({ method: 'GET', url: `/api/tickets/${f.ticketCode}/pdf` }),
  cancelEvent: (f) => ({
    method: 'POST',
    url: `/api/events/${f.eventId}/cancel`,
    payload: { dryRun: true },
  }),
  transferTicket: (f) => ({
    method: 'POST',
    url: `/api/tickets/${f.ticketCode}/transfer`,
    payload: { name: 'Joana Amiga', email: 'joana.amiga@example.com' },
  }),
  listReceivedTickets: () => ({ method: 'GET', url: '/api/tickets/received' }),
  scanTicket: (f, world) => ({
    method: 'POST',
    url: '/api/tickets/scan',
    payload: {
      code: rotatingToken(world.ctx.config.ticketSecret, f.ticketCode!, f.eventId!, world.ctx.app.now()),
    },
  }),
  getCheckinData: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/checkin-data` }),
  listDoorDevices: (f) => ({ method: 'GET', url: `/api/events/${f.eventId}/door-devices` }),
  createDoorPairing: (f) => ({ method: 'POST', url: `/api/events/${f.eventId}/door-devices/pairing` }),
  revokeDoorDevice: (f) => ({ method: 'DELETE', url: `/api/events/${f.eventId}/door-devices/${f.deviceId}` }),
  pairDoorDevice: (f) => ({
    method: 'POST',
    url: '/api/door-devices/pair',
    payload: { code: f.pairingCode, name: 'Portão 1' },
  }),
  syncCheckins: (f, world) => ({
    method: 'POST',
    url: '/api/checkins/sync',
    payload: {
      deviceId: randomUUID(),
      eventId: f.eventId,
      scans: [
        {
          nonce: randomBytes(12).toString('base64url'),
          code: rotatingToken(world.ctx.config.ticketSecret, f.ticketCode!, f.eventId!, world.ctx.app.now()),
          scannedAt: world.ctx.app.now().toISOString(),
        },
      ],
    },
  }),
  getReportSummary: (f) => ({ method: 'GET', url: `/api/reports/events/${f.eventId}/summary` }),
  getReportOrders: (f) => ({ method: 'GET', url: `/api/reports/events/${f.eventId}/orders` }),
  getReportDaily: (f) => ({ method: 'GET', url: `/api/reports/events/${f.eventId}/daily` }),
  requestPasswordReset: (_fixture, world) => ({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email: world.people.buyer.email },
  }),
  verifyEmail: (f) => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: f.verifyToken } }),
  resendVerification: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }),
  confirmPasswordReset: (f) => ({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token: f.resetToken, password: 'uma frase longa e segura' },
  }),
  listOutbox: () => ({ method: 'GET', url: '/api/admin/mail' }),
  listRefunds: () => ({ method: 'GET', url: '/api/admin/refunds' }),
  listOrganizers: () => ({ method: 'GET', url: '/api/admin/organizers' }),
  updateOrganizer: (_fixture, world) => ({
    method: 'PATCH',
    url: `/api/admin/organizers/${world.people.organizer.userId}`,
    payload: { blocked: false },
  }),
  getPayoutAccount: () => ({ method: 'GET', url: '/api/organizers/me/payout-account' }),
  getMyStatement: () => ({ method: 'GET', url: '/api/organizers/me/statement' }),
  getEventStatement: (f) => ({ method: 'GET', url: `/api/reports/events/${f.eventId}/statement` }),
  savePayoutAccount: () => ({
    method: 'PUT',
    url: '/api/organizers/me/payout-account',
    payload: {
      name: 'Organizadora Exemplo',
      email: 'recebimentos@example.com',
      cpfCnpj: '52998224725',
      birthDate: '1990-05-20',
      mobilePhone: '11987654321',
      postalCode: '01310100',
      addressNumber: '1000',
      incomeValue: 5000,
    },
  }),
  getOutboxMessage: (f) => ({ method: 'GET', url: `/api/admin/mail/${f.mailId}` }),
  getOutboxAttachment: (f) => ({ method: 'GET', url: `/api/admin/mail/${f.mailId}/attachments/0` }),
  joinQueue: (f) => ({ method: 'POST', url: `/api/queue/${f.eventId}/join` }),
  getQueueStatus: (f) => ({ method: 'GET', url: `/api/queue/${f.eventId}/status` }),
  listOnSales: () => ({ method: 'GET', url: '/api/admin/on-sales' }),
  updateOnSalePace: (f) => ({
    method: 'PATCH',
    url: `/api/admin/on-sales/${f.eventId}`,
    payload: { admitPerMinute: 30 },
  }),
};
