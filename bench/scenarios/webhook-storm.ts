/**
 * Webhook storm on PostgreSQL with two API processes: 500 pending orders (1 to 3 tickets each) with their Pix,
 * then Asaas's at-least-once delivery at its worst: every PAYMENT_RECEIVED event delivered 5 times, all 2,500
 * deliveries shuffled and sent 50 at a time to either process. Printed: deliveries/s, p50/p99, non-200 answers
 * (must be 0), orders paid (must be 500), tickets issued (must equal the orders' tickets, no more), events
 * recorded (must be 500), and `npm run check:invariants` after.
 *
 * E-mail (#16): both processes send through one SMTP server started here (smtp-server). For every order, the time
 * from its first webhook delivery to its confirmation (tickets' PDFs attached) accepted by SMTP: p50/p99 (goal:
 * p99 < 5 s), confirmations per second, and how many confirmations arrived (must be 500, one per order).
 */
import pg from 'pg';
import {
  checkInvariants,
  drive,
  orderBody,
  paymentReceived,
  webhookToken,
  type SaleEvent,
} from '../../tests/e2e/support/marketplace';
import { startServer } from '../../tests/e2e/support/server';
import { sessionTokens } from '../../tests/e2e/support/session-tokens';
import { startTestSmtp } from '../../apps/api/test/smtp';
import type { Scenario } from '../run';
import { buildApi } from '../lib/build';
import { percentiles } from '../lib/load';

const ORDERS = 500;
const DUPLICATES = 5;
const CONCURRENCY = 50;
const PRICE_CENTS = 6_000;

interface Pending {
  orderId: string;
  paymentId: string;
  total: number;
  tickets: number;
}

/** How many of `times` fell in each second from `start` (those before it, in the first). */
const perSecond = (times: number[], start: number): number[] => {
  const counts: number[] = [];
  for (const time of times) {
    const second = Math.max(0, Math.floor((time - start) / 1000));
    while (counts.length <= second) counts.push(0);
    counts[second]!++;
  }
  return counts;
};

const shuffle = <T>(items: T[]): T[] => {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
};

const scenario: Scenario = {
  name: 'webhook-storm',
  description: `${DUPLICATES} deliveries of each of ${ORDERS} payment events, shuffled, two API processes (PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    await buildApi();
    const smtp = await startTestSmtp();
    const mailEnv = { SMTP_URL: smtp.url };
    // BENCH_CPU_PROF=<dir>: a CPU profile of each API process (what the mail worker and the webhooks cost).
    const nodeArgs = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : undefined;
    // The compiled server, as `npm start` runs it.
    const first = await startServer({ database: 'postgres', env: mailEnv, nodeArgs, compiled: true });
    const second = await startServer({
      database: 'postgres',
      databaseUrl: first.databaseUrl,
      env: mailEnv,
      nodeArgs,
      compiled: true,
    });
    const replicas = [first.url, second.url];
    const any = () => replicas[Math.floor(Math.random() * replicas.length)]!;
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    try {
      const {
        rows: [organizer],
      } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, name) values ('organizador-webhook@example.com', 'x', 'Bench')
         returning id`,
      );
      const {
        rows: [created],
      } = await client.query<{ event_id: string; type_id: string }>(
        `with e as (
           insert into events (organizer_id, status, title, city, state, event_date)
           values ($1, 'published', 'Festival do Pix', 'Belém', 'PA', now() + interval '30 days') returning id
         )
         insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity)
         select id, 'PISTA — Lote 1', 'PISTA', 'Lote 1', $2, 100000 from e returning event_id, id as type_id`,
        [organizer!.id, PRICE_CENTS],
      );
      const event: SaleEvent = {
        eventId: created!.event_id,
        ticketTypeId: created!.type_id,
        price: PRICE_CENTS / 100,
        quantity: 100_000,
      };
      const { rows: buyers } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, name)
         select 'comprador-webhook-' || n || '@example.com', 'x', 'Comprador ' || n from generate_series(1, $1) n
         returning id`,
        [ORDERS],
      );
      const tokens = await sessionTokens(
        client,
        buyers.map((buyer) => buyer.id),
      );

      // The orders and their Pix, made through the API as buyers make them.
      const pending: Pending[] = [];
      const setup = await drive(
        buyers.map((buyer, index) => async () => {
          const token = tokens[index]!;
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
          const tickets = 1 + (index % 3);
          const order = await fetch(`${any()}/api/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify(orderBody(event, tickets)),
          });
          const { _id: orderId, total } = (await order.json()) as { _id: string; total: number };
          const pix = await fetch(`${any()}/api/pagamento/asaas/pix`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              pedidoId: orderId,
              totalPedido: total,
              nomeVaqueiro: 'Maria da Silva',
              email: 'maria@example.com',
              cpfCnpj: '52998224725',
              phone: '',
            }),
          });
          const { paymentId } = (await pix.json()) as { paymentId: string };
          pending.push({ orderId, paymentId, total, tickets });
          return pix.status;
        }),
        CONCURRENCY,
      );
      if (pending.length !== ORDERS || setup.statuses['200'] !== ORDERS)
        throw new Error(`preparação falhou: ${JSON.stringify(setup.statuses)}`);

      const deliveries = shuffle(
        pending.flatMap(({ orderId, paymentId, total }) =>
          Array.from({ length: DUPLICATES }, () =>
            JSON.stringify(paymentReceived(paymentId, orderId, total)),
          ),
        ),
      );
      const firstDelivery = new Map<string, number>();
      const storm = await drive(
        deliveries.map((body) => async () => {
          const { externalReference } = (JSON.parse(body) as { payment: { externalReference: string } })
            .payment;
          if (!firstDelivery.has(externalReference)) firstDelivery.set(externalReference, Date.now());
          const response = await fetch(`${any()}/api/pagamento/asaas/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'asaas-access-token': webhookToken },
            body,
          });
          await response.arrayBuffer();
          return response.status;
        }),
        CONCURRENCY,
      );

      const {
        rows: [outcome],
      } = await client.query<{ paid: number; tickets: number; recorded: number; refunds: number }>(
        `select (select count(*)::int from orders where event_id = $1 and status = 'paid') as paid,
                (select count(*)::int from tickets where event_id = $1) as tickets,
                (select count(*)::int from webhook_events) as recorded,
                (select count(*)::int from orders where event_id = $1 and needs_refund) as refunds`,
        [event.eventId],
      );
      // The confirmations: wait (at most 3 minutes) until every order's has arrived.
      const confirmations = () => smtp.arrivals.filter((arrival) => arrival.key?.startsWith('order-paid:'));
      const deadline = Date.now() + 180_000;
      while (confirmations().length < ORDERS && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const arrived = confirmations();
      const latencies = arrived.map(
        (arrival) => arrival.at - firstDelivery.get(arrival.key!.slice('order-paid:'.length))!,
      );
      const stormStart = Math.min(...firstDelivery.values());
      const mailSpan = (Math.max(...arrived.map((a) => a.at)) - stormStart) / 1000;
      const pixArrivals = smtp.arrivals.filter((arrival) => arrival.key?.startsWith('pix-waiting:'));
      const mail = {
        confirmationsArrived: arrived.length,
        distinctOrdersConfirmed: new Set(arrived.map((arrival) => arrival.key)).size,
        webhookToSmtpP50Ms: percentiles(latencies).p50Ms,
        webhookToSmtpP99Ms: percentiles(latencies).p99Ms,
        webhookToSmtpMaxMs: Math.max(...latencies),
        confirmationsPerSecond: Math.round((arrived.length / mailSpan) * 10) / 10,
        pixMailsArrived: pixArrivals.length,
        // Second by second from the first delivery: orders paid (first deliveries), confirmations and Pix mails
        // accepted by SMTP. A confirmation queue that falls behind the payments shows here first.
        perSecond: {
          paid: perSecond([...firstDelivery.values()], stormStart),
          confirmations: perSecond(
            arrived.map((arrival) => arrival.at),
            stormStart,
          ),
          pixMails: perSecond(
            pixArrivals.map((arrival) => arrival.at),
            stormStart,
          ),
        },
      };
      const expectedTickets = pending.reduce((sum, order) => sum + order.tickets, 0);
      const invariants = await checkInvariants({ databaseUrl: first.databaseUrl });
      return {
        orders: ORDERS,
        duplicatesPerEvent: DUPLICATES,
        deliveries: deliveries.length,
        apiProcesses: 2,
        concurrency: CONCURRENCY,
        deliveriesPerSecond: storm.requestsPerSecond,
        p50Ms: storm.p50Ms,
        p99Ms: storm.p99Ms,
        statuses: storm.statuses,
        noAnswer: storm.failures,
        ordersPaid: outcome!.paid,
        ticketsExpected: expectedTickets,
        ticketsIssued: outcome!.tickets,
        eventsRecorded: outcome!.recorded,
        ordersFlaggedForRefund: outcome!.refunds,
        invariantsHeld: invariants.code === 0,
        mail,
      };
    } finally {
      await client.end();
      await second.stop();
      await first.stop();
      await smtp.close();
    }
  },
};

export default scenario;
