import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { devDefaults } from '../../../apps/api/src/config';
import { hmacRotatingToken } from '../../../apps/api/src/modules/tickets/tokens';
import { repoRoot } from './paths';

/*
 * The marketplace driven over HTTP, as its clients drive it: accounts, events, purchases, Pix, Asaas webhook
 * deliveries and door scans against a running server (tests/e2e/support/server.ts). Shared by the fault and
 * scale-out journeys and the bench scenarios.
 */

export const webhookToken = process.env.ASAAS_WEBHOOK_TOKEN ?? devDefaults.asaasWebhookToken;
export const ticketSecret = process.env.TICKET_SECRET ?? devDefaults.ticketSecret;

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** One API call; the body is parsed when it is JSON. Network failures (a dead server) reject. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '')
    body = JSON.parse(text);
  return { status: response.status, body: body as T };
}

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: esperado ${status}, veio ${answer.status} ${JSON.stringify(answer.body)}`);
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** Registers and logs in a new USER. */
export async function newAccount(baseUrl: string, name = 'Pessoa'): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'senha-segura-123';
  const registered = await call<{ _id: string }>(baseUrl, 'POST', '/auth/register', {
    body: { name, email, password },
  });
  expectStatus(registered, 201, 'cadastro');
  const login = await call<{ token: string }>(baseUrl, 'POST', '/auth/login', { body: { email, password } });
  expectStatus(login, 200, 'login');
  const account = { id: registered.body._id, email, token: login.body.token };
  await openPayoutAccount(baseUrl, account);
  return account;
}

/**
 * Fills "Recebimentos" (issue #31) so the account may publish paid events. The local provider approves it at
 * once; with Asaas it stays `pending` until Asaas's account-status webhook approves it (`accountApproved`).
 */
export async function openPayoutAccount(baseUrl: string, account: Account): Promise<string> {
  const saved = await call<{ status: string }>(baseUrl, 'PUT', '/organizers/me/payout-account', {
    token: account.token,
    body: {
      name: 'Organizadora de Teste',
      email: account.email,
      // One CPF holds one payout account: each organizer of a journey gets its own.
      cpfCnpj: generateCpf(),
      birthDate: '1990-05-20',
      mobilePhone: '11987654321',
      postalCode: '01310100',
      addressNumber: '1000',
      incomeValue: 5000,
    },
  });
  expectStatus(saved, 200, 'conta de recebimento');
  return saved.body.status;
}

/** Asaas's event approving the sub-account `accountId`. */
export function accountApproved(accountId: string) {
  return {
    id: `evt_account_${accountId}_approved`,
    event: 'ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED',
    dateCreated: new Date().toISOString(),
    accountStatus: { id: accountId, general: 'APPROVED', documentation: 'APPROVED' },
  };
}

export interface SaleEvent {
  eventId: string;
  ticketTypeId: string;
  /** Reais. */
  price: number;
  quantity: number;
}

/** A published event with one ticket type of `quantity` tickets, created by `organizer` through the API. */
export async function newEvent(
  baseUrl: string,
  organizer: Account,
  options: { quantity: number; price?: number; title?: string },
): Promise<SaleEvent> {
  const price = options.price ?? 80;
  const created = await call<{ _id: string; ticketTypes: Array<{ _id: string }> }>(
    baseUrl,
    'POST',
    '/events',
    {
      token: organizer.token,
      body: {
        title: options.title ?? 'Festival da Resistência',
        status: 'published',
        // One full-price lot: an event the meia-entrada law does not cover (issue #14).
        meiaEntradaLei: false,
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        venue: 'Arena',
        city: 'Recife',
        state: 'PE',
        ticketTypes: [
          { name: 'PISTA — Lote 1', price, quantity: options.quantity, lotNumber: 1, perCustomerLimit: 0 },
        ],
      },
    },
  );
  expectStatus(created, 201, 'evento');
  return {
    eventId: created.body._id,
    ticketTypeId: created.body.ticketTypes[0]!._id,
    price,
    quantity: options.quantity,
  };
}

/** The POST /orders body for `count` tickets, as the checkout sends it. */
export function orderBody(event: SaleEvent, count = 1) {
  const total = Math.round(event.price * 100 * count) / 100;
  return {
    eventId: event.eventId,
    items: [{ ticketTypeId: event.ticketTypeId, quantity: count }],
    attendees: Array.from({ length: count }, (_, index) => ({
      ticketTypeId: event.ticketTypeId,
      name: `Participante ${index + 1}`,
      email: `participante${index + 1}@example.com`,
    })),
    subtotal: total,
    fee: 0,
    total,
    statusPagamento: 'pendente',
    metodoPagamento: 'pix',
  };
}

/** Creates an order; its id, or undefined when refused (sold out...). */
export async function buy(
  baseUrl: string,
  buyer: Account,
  event: SaleEvent,
  count = 1,
): Promise<string | undefined> {
  const created = await call<{ _id: string }>(baseUrl, 'POST', '/orders', {
    token: buyer.token,
    body: orderBody(event, count),
  });
  return created.status === 201 ? created.body._id : undefined;
}

/** Generates the Pix of an order (the local provider unless the server has ASAAS_API_KEY). */
export function generatePix(baseUrl: string, buyer: Account, orderId: string, total: number) {
  return call<{ paymentId: string; message?: string }>(baseUrl, 'POST', '/pagamento/asaas/pix', {
    token: buyer.token,
    body: {
      pedidoId: orderId,
      totalPedido: total,
      nomeVaqueiro: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      phone: '85988887777',
    },
  });
}

/** The Asaas event confirming a payment; `eventId` names the delivery (Asaas repeats it on redelivery). */
export function paymentReceived(
  paymentId: string,
  orderId: string,
  value: number,
  eventId = `evt_${paymentId}`,
) {
  return {
    id: eventId,
    event: 'PAYMENT_RECEIVED',
    dateCreated: new Date().toISOString(),
    payment: {
      object: 'payment',
      id: paymentId,
      externalReference: orderId,
      value,
      netValue: value,
      billingType: 'PIX',
      status: 'RECEIVED',
    },
  };
}

/** Delivers one webhook event as Asaas does. */
export function deliverWebhook(baseUrl: string, event: object) {
  return call(baseUrl, 'POST', '/pagamento/asaas/webhook', {
    headers: { 'asaas-access-token': webhookToken },
    body: event,
  });
}

/** Scans a ticket at the door with its current rotating QR token. */
export function scanTicket(baseUrl: string, organizer: Account, code: string) {
  return call(baseUrl, 'POST', '/tickets/scan', {
    token: organizer.token,
    body: { code: hmacRotatingToken(ticketSecret, code, new Date()) },
  });
}

/** The ticket codes of a paid order. */
export async function ticketCodes(baseUrl: string, buyer: Account, orderId: string): Promise<string[]> {
  const answer = await call<{ tickets: Array<{ code: string }> }>(
    baseUrl,
    'GET',
    `/orders/${orderId}/tickets`,
    {
      token: buyer.token,
    },
  );
  expectStatus(answer, 200, 'ingressos');
  return answer.body.tickets.map((ticket) => ticket.code);
}

/** A paid order (Pix generated, payment delivered by webhook) and its ticket codes. */
export async function paidOrder(baseUrl: string, buyer: Account, event: SaleEvent) {
  const orderId = await buy(baseUrl, buyer, event);
  if (!orderId) throw new Error('pedido recusado');
  const pix = await generatePix(baseUrl, buyer, orderId, event.price);
  expectStatus(pix, 200, 'Pix');
  expectStatus(
    await deliverWebhook(baseUrl, paymentReceived(pix.body.paymentId, orderId, event.price)),
    200,
    'webhook',
  );
  return { orderId, paymentId: pix.body.paymentId, codes: await ticketCodes(baseUrl, buyer, orderId) };
}

/** Polls /api/health until it answers 200; the seconds it took. */
export async function waitHealthy(baseUrl: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) throw new Error(`${baseUrl} não ficou saudável em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `npm run check:invariants` on a server's database: PostgreSQL (`databaseUrl`) at any time, a PGlite folder
 * only once no server holds it.
 */
export async function checkInvariants(database: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<{ code: number; output: string }> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATABASE_URL: '' };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir!;
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/tools/check-invariants.ts'],
    { cwd: repoRoot, env },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

/** An order with a Pix, waiting for Asaas to confirm it. */
export interface Payable {
  buyer: Account;
  orderId: string;
  paymentId: string;
  /** Reais, the Pix's value. */
  total: number;
}

export interface StormCounts {
  purchases: number;
  webhooks: number;
  scans: number;
  /** Requests that got no answer (the server died under them). */
  cutOff: number;
  /** 5xx answers. */
  serverErrors: number;
}

/**
 * The cast of a storm on a fresh server: an organizer, `buyers` buyers who already hold paid tickets (codes to
 * scan), and `pending` orders with a Pix waiting for its webhook.
 */
export async function prepareStorm(
  baseUrl: string,
  { buyers: buyerCount, pending, quantity }: { buyers: number; pending: number; quantity: number },
) {
  const organizer = await newAccount(baseUrl, 'Organizadora');
  const buyers = await Promise.all(
    Array.from({ length: buyerCount }, (_, index) => newAccount(baseUrl, `Comprador ${index}`)),
  );
  const event = await newEvent(baseUrl, organizer, { quantity });
  const codes: string[] = [];
  for (const buyer of buyers) codes.push(...(await paidOrder(baseUrl, buyer, event)).codes);
  const payable: Payable[] = [];
  for (let index = 0; index < pending; index++) {
    const buyer = buyers[index % buyers.length]!;
    const orderId = (await buy(baseUrl, buyer, event))!;
    const pix = await generatePix(baseUrl, buyer, orderId, event.price);
    payable.push({ buyer, orderId, paymentId: pix.body.paymentId, total: event.price });
  }
  return { organizer, buyers, event, codes, payable };
}

/**
 * A storm of purchases (order + Pix), webhook deliveries (each event several times, concurrently) and door scans
 * (each ticket several times) against `baseUrl`, until `stop()` is called or the server dies.
 */
export function startStorm(
  baseUrl: string,
  cast: {
    buyers: Account[];
    organizer: Account;
    event: SaleEvent;
    /** Orders with a Pix waiting for their webhook; the storm adds the ones it creates. */
    payable: Payable[];
    /** Ticket codes to scan. */
    codes: string[];
  },
  workers = { purchases: 4, webhooks: 3, scans: 3 },
) {
  const counts: StormCounts = { purchases: 0, webhooks: 0, scans: 0, cutOff: 0, serverErrors: 0 };
  let running = true;
  const guard = async (work: () => Promise<Answer | undefined>, counter: keyof StormCounts) => {
    try {
      const answer = await work();
      counts[counter] += 1;
      if (answer && answer.status >= 500) counts.serverErrors += 1;
    } catch {
      counts.cutOff += 1;
      running = false;
    }
  };
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const loop = async (step: () => Promise<void>) => {
    while (running) await step();
  };
  const tasks = [
    ...Array.from({ length: workers.purchases }, () =>
      loop(() =>
        guard(async () => {
          const buyer = pick(cast.buyers);
          const created = await call<{ _id: string }>(baseUrl, 'POST', '/orders', {
            token: buyer.token,
            body: orderBody(cast.event, 1 + Math.floor(Math.random() * 2)),
          });
          if (created.status !== 201) return created;
          const orderId = created.body._id;
          const total = (created.body as unknown as { total: number }).total;
          const pix = await generatePix(baseUrl, buyer, orderId, total);
          if (pix.status === 200) cast.payable.push({ buyer, orderId, paymentId: pix.body.paymentId, total });
          return pix;
        }, 'purchases'),
      ),
    ),
    ...Array.from({ length: workers.webhooks }, () =>
      loop(() =>
        guard(async () => {
          if (cast.payable.length === 0) return undefined;
          const { orderId, paymentId, total } = pick(cast.payable);
          const event = paymentReceived(paymentId, orderId, total);
          const [first] = await Promise.all([deliverWebhook(baseUrl, event), deliverWebhook(baseUrl, event)]);
          return first;
        }, 'webhooks'),
      ),
    ),
    ...Array.from({ length: workers.scans }, () =>
      loop(() =>
        guard(async () => {
          if (cast.codes.length === 0) return undefined;
          const code = pick(cast.codes);
          const [first] = await Promise.all([
            scanTicket(baseUrl, cast.organizer, code),
            scanTicket(baseUrl, cast.organizer, code),
          ]);
          return first;
        }, 'scans'),
      ),
    ),
  ];
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(tasks);
      return counts;
    },
  };
}

export interface DriveFigures {
  requests: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Requests that got no answer. */
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs `work` (each item one HTTP request answering its status) `concurrency` at a time; latency percentiles. */
export async function drive(work: Array<() => Promise<number>>, concurrency: number): Promise<DriveFigures> {
  const durations: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, work.length) }, async () => {
      while (next < work.length) {
        const item = work[next++]!;
        const begun = performance.now();
        try {
          const status = await item();
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch {
          failures += 1;
        }
        durations.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = durations.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return {
    requests: work.length,
    statuses,
    failures,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(work.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
