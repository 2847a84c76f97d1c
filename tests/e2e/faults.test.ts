import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createConnection, createServer as createTcpServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  accountApproved,
  buy,
  call,
  checkInvariants,
  deliverWebhook,
  generatePix,
  newAccount,
  newEvent,
  paidOrder,
  paymentReceived,
  prepareStorm,
  scanTicket,
  startStorm,
} from './support/marketplace';
import { databaseKinds, freePort, journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Faults, against the real server process:
 * - kill -9 in the middle of a storm of purchases, Pix generations, webhook deliveries and door scans; restart on
 *   the same database; Asaas redelivers what got no 200; `npm run check:invariants` must find every promise kept;
 * - PostgreSQL unreachable for a few seconds: 503 in pt-BR, then recovery without a restart;
 * - Asaas timing out or failing: "Falha ao gerar Pix." and nothing half-written.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

describe.each(databaseKinds())('kill -9 during a storm (%s)', (database) => {
  it('restarts on the same data, every webhook lands once, and the invariants hold', async () => {
    const first = await startServer({ database });
    let second: RunningServer | undefined;
    try {
      const { organizer, buyers, event, codes, payable } = await prepareStorm(first.url, {
        buyers: 4,
        pending: 12,
        quantity: 500,
      });

      const storm = startStorm(first.url, { buyers, organizer, event, payable, codes });
      await sleep(1_500 + Math.random() * 1_000);
      await first.crash();
      const counts = await storm.stop();
      // The kill landed mid-storm: requests were cut off, none had failed before.
      expect(counts.cutOff, JSON.stringify(counts)).toBeGreaterThan(0);
      expect(counts.serverErrors, JSON.stringify(counts)).toBe(0);
      expect(counts.purchases + counts.webhooks + counts.scans, JSON.stringify(counts)).toBeGreaterThan(5);
      console.info(`tempestade antes do kill -9 (${database}): ${JSON.stringify(counts)}`);

      const restarted = Date.now();
      second = await startServer(
        database === 'postgres'
          ? { database, databaseUrl: first.databaseUrl }
          : { database, dataDir: first.dataDir },
      );
      const recoverySeconds = (Date.now() - restarted) / 1000;
      expect(recoverySeconds).toBeLessThan(90);

      // Asaas delivers again every event that did not get its 200, and some that did: all answer 200, once.
      for (const { orderId, paymentId, total } of payable) {
        const delivered = await deliverWebhook(second.url, paymentReceived(paymentId, orderId, total));
        expect(delivered.status).toBe(200);
      }
      for (const { buyer, orderId } of payable) {
        const tickets = await call<{ order: { status: string }; tickets: unknown[] }>(
          second.url,
          'GET',
          `/orders/${orderId}/tickets`,
          { token: buyer.token },
        );
        expect(tickets.body.order.status, orderId).toBe('paid');
        expect(tickets.body.tickets.length).toBeGreaterThan(0);
      }
      // The marketplace works again: a purchase is paid and its ticket checks in once.
      const after = await paidOrder(second.url, buyers[0]!, event);
      expect(after.codes).toHaveLength(1);
      expect((await scanTicket(second.url, organizer, after.codes[0]!)).status).toBe(200);
      expect((await scanTicket(second.url, organizer, after.codes[0]!)).status).toBe(409);

      if (database === 'postgres') {
        const invariants = await checkInvariants({ databaseUrl: first.databaseUrl });
        expect(invariants, invariants.output).toMatchObject({ code: 0 });
      }
      await second.stop();
      if (database === 'pglite') {
        const invariants = await checkInvariants({ dataDir: first.dataDir });
        expect(invariants, invariants.output).toMatchObject({ code: 0 });
      }
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function databaseRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: ReturnType<typeof createTcpServer> | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createTcpServer((client) => {
        const upstream = createConnection(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database going away (postgres)', () => {
  it('answers 503 in pt-BR while PostgreSQL is unreachable and recovers without a restart', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `bilheteria_e2e_away_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const relay = await databaseRelay({ host: base.hostname, port: Number(base.port || 5432) });
    const viaRelay = new URL(base.toString());
    viaRelay.host = `127.0.0.1:${relay.port}`;
    viaRelay.pathname = `/${name}`;
    const server = await startServer({ database: 'postgres', databaseUrl: viaRelay.toString() });
    try {
      const organizer = await newAccount(server.url, 'Organizadora');
      const buyer = await newAccount(server.url, 'Comprador');
      const event = await newEvent(server.url, organizer, { quantity: 10 });

      await relay.cut();
      const during = [
        await call(server.url, 'GET', '/health'),
        await call(server.url, 'GET', '/events'),
        await call(server.url, 'GET', '/auth/me', { token: buyer.token }),
        await call(server.url, 'POST', '/auth/login', { body: { email: buyer.email, password: 'x' } }),
        await call(server.url, 'POST', '/orders', {
          token: buyer.token,
          body: {
            eventId: event.eventId,
            items: [{ ticketTypeId: event.ticketTypeId, quantity: 1 }],
            attendees: [{ ticketTypeId: event.ticketTypeId, name: 'Ana', email: 'ana@example.com' }],
            subtotal: event.price,
            fee: 0,
            total: event.price,
          },
        }),
        await deliverWebhook(server.url, paymentReceived('pay_qualquer', event.eventId, 1)),
      ];
      for (const answer of during) expect(answer).toEqual({ status: 503, body: { message: unavailable } });
      await sleep(2_000);

      await relay.restore();
      const deadline = Date.now() + 20_000;
      while ((await call(server.url, 'GET', '/health')).status !== 200) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(200);
      }
      const orderId = await buy(server.url, buyer, event);
      expect(orderId).toBeDefined();
      expect((await call(server.url, 'GET', '/events')).status).toBe(200);
      expect(server.logs()).not.toMatch(/server exited/);
    } finally {
      await server.stop();
      await relay.cut();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

/** A stand-in for the Asaas API: times out, fails with 5xx, or works, as the test says. */
async function fakeAsaas() {
  const state = { mode: 'timeout' as 'timeout' | 'error' | 'ok', calls: 0, accounts: [] as string[] };
  const server: Server = createHttpServer((request, response) => {
    // Payout sub-accounts (issue #31) are opened before the Pix faults start: always answered.
    if (request.url?.includes('/accounts')) {
      const id = `acc_fake_${state.accounts.length + 1}`;
      if (request.method === 'POST') state.accounts.push(id);
      const body = request.method === 'POST' ? { id, walletId: randomUUID() } : { data: [] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    state.calls += 1;
    if (state.mode === 'timeout') return; // never answers
    if (state.mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[]}');
      return;
    }
    const json = (body: object) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://asaas');
      if (request.method === 'GET' && url.pathname.endsWith('/payments')) return json({ data: [] });
      if (request.method === 'GET' && url.pathname.endsWith('/customers')) return json({ data: [] });
      if (request.method === 'POST' && url.pathname.endsWith('/customers')) return json({ id: 'cus_000001' });
      if (request.method === 'POST' && url.pathname.endsWith('/payments'))
        return json({
          id: 'pay_fake000001',
          value: (JSON.parse(text) as { value: number }).value,
          status: 'PENDING',
        });
      if (url.pathname.endsWith('/pixQrCode'))
        return json({
          encodedImage: 'iVBORw0KGgo=',
          payload: '00020126580014br.gov.bcb.pix',
          expirationDate: '2099-01-01 23:59:59',
        });
      response.writeHead(404).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    state,
    url: `http://127.0.0.1:${port}/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(journeyDatabase('postgres'))('Asaas failing (%s)', (database) => {
  it('answers "Falha ao gerar Pix." on timeouts and 5xx, with nothing half-written, then works', async () => {
    const asaas = await fakeAsaas();
    const server = await startServer({
      database,
      env: { ASAAS_API_KEY: '$aact_teste', ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '1500' },
    });
    try {
      const organizer = await newAccount(server.url, 'Organizadora');
      await deliverWebhook(server.url, accountApproved(asaas.state.accounts[0]!));
      const buyer = await newAccount(server.url, 'Comprador');
      const event = await newEvent(server.url, organizer, { quantity: 10 });
      const orderId = (await buy(server.url, buyer, event))!;

      const untouched = async () => {
        const payment = await call(server.url, 'GET', `/orders/${orderId}/payment`, { token: buyer.token });
        expect(payment.body).toMatchObject({ status: 'pending', pix: null });
        const order = await call<{ buyerCpfCnpj: unknown; status: string }>(
          server.url,
          'GET',
          `/orders/${orderId}`,
          {
            token: buyer.token,
          },
        );
        expect(order.body).toMatchObject({ status: 'pending', buyerCpfCnpj: null });
      };

      for (const mode of ['timeout', 'error'] as const) {
        asaas.state.mode = mode;
        const before = asaas.state.calls;
        const failed = await generatePix(server.url, buyer, orderId, event.price);
        expect(failed.status, mode).toBeGreaterThanOrEqual(500);
        expect(failed.body).toMatchObject({ message: 'Falha ao gerar Pix.' });
        // Retried within one budget (ASAAS_TIMEOUT_MS for the whole request): a hang allows fewer tries.
        expect(asaas.state.calls - before, 'tentativas').toBeGreaterThanOrEqual(mode === 'timeout' ? 2 : 3);
        await untouched();
      }

      asaas.state.mode = 'ok';
      const generated = await generatePix(server.url, buyer, orderId, event.price);
      expect(generated).toMatchObject({ status: 200, body: { paymentId: 'pay_fake000001' } });
      const payment = await call(server.url, 'GET', `/orders/${orderId}/payment`, { token: buyer.token });
      expect(payment.body).toMatchObject({ status: 'pending', pix: { paymentId: 'pay_fake000001' } });
    } finally {
      await server.stop();
      await asaas.close();
    }
  });
});
