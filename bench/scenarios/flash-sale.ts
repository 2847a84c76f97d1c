/**
 * Flash sale on PostgreSQL with two API processes: 2,000 buyers (bulk-inserted with SQL, tokens signed with the
 * app's JWT service) each try once to buy one of the 200 tickets of one ticket type, 50 requests in flight, each
 * request sent to either process at random. Printed: attempts/s, p50/p99 of POST /api/orders, orders created
 * (must be 200), refusals, 5xx (must be 0), oversold (must be 0), and `npm run check:invariants` after.
 */
import pg from 'pg';
import { checkInvariants, drive, orderBody, type SaleEvent } from '../../tests/e2e/support/marketplace';
import { startServer } from '../../tests/e2e/support/server';
import { sessionTokens } from '../../tests/e2e/support/session-tokens';
import type { Scenario } from '../run';

const BUYERS = 2_000;
const TICKETS = 200;
const CONCURRENCY = 50;
const PRICE_CENTS = 12_000;

async function seed(client: pg.Client): Promise<{ event: SaleEvent; buyers: string[] }> {
  const {
    rows: [organizer],
  } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, name) values ('organizador-relampago@example.com', 'x', 'Bench')
     returning id`,
  );
  const {
    rows: [event],
  } = await client.query<{ id: string }>(
    `insert into events (organizer_id, status, title, city, state, event_date)
     values ($1, 'published', 'Venda relâmpago', 'Salvador', 'BA', now() + interval '30 days') returning id`,
    [organizer!.id],
  );
  const {
    rows: [type],
  } = await client.query<{ id: string }>(
    `insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity)
     values ($1, 'PISTA — Lote 1', 'PISTA', 'Lote 1', $2, $3) returning id`,
    [event!.id, PRICE_CENTS, TICKETS],
  );
  const { rows: buyers } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, name)
     select 'comprador-relampago-' || n || '@example.com', 'x', 'Comprador ' || n from generate_series(1, $1) n
     returning id`,
    [BUYERS],
  );
  return {
    event: { eventId: event!.id, ticketTypeId: type!.id, price: PRICE_CENTS / 100, quantity: TICKETS },
    buyers: buyers.map((buyer) => buyer.id),
  };
}

const scenario: Scenario = {
  name: 'flash-sale',
  description: `${BUYERS} buyers for ${TICKETS} tickets, two API processes on one PostgreSQL, ${CONCURRENCY} in flight`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const first = await startServer({ database: 'postgres' });
    const second = await startServer({ database: 'postgres', databaseUrl: first.databaseUrl });
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    try {
      const { event, buyers } = await seed(client);
      const bearers = await sessionTokens(client, buyers);
      const body = JSON.stringify(orderBody(event, 1));
      const replicas = [first.url, second.url];
      const perReplica = [0, 0];
      const sale = await drive(
        bearers.map((token) => async () => {
          const replica = Math.floor(Math.random() * replicas.length);
          perReplica[replica]! += 1;
          const response = await fetch(`${replicas[replica]}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          await response.arrayBuffer();
          return response.status;
        }),
        CONCURRENCY,
      );
      const {
        rows: [stock],
      } = await client.query<{ sold: number; quantity: number; orders: number; tickets: number }>(
        `select t.sold, t.quantity,
                (select count(distinct i.order_id)::int from order_items i where i.ticket_type_id = t.id) as orders,
                (select coalesce(sum(i.quantity), 0)::int from order_items i where i.ticket_type_id = t.id) as tickets
         from ticket_types t where t.id = $1`,
        [event.ticketTypeId],
      );
      const invariants = await checkInvariants({ databaseUrl: first.databaseUrl });
      const serverErrors = Object.entries(sale.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, count]) => sum + count, 0);
      return {
        buyers: BUYERS,
        tickets: TICKETS,
        apiProcesses: 2,
        requestsPerProcess: perReplica,
        concurrency: CONCURRENCY,
        attemptsPerSecond: sale.requestsPerSecond,
        p50Ms: sale.p50Ms,
        p99Ms: sale.p99Ms,
        statuses: sale.statuses,
        noAnswer: sale.failures,
        serverErrors,
        ordersCreated: stock!.orders,
        sold: stock!.sold,
        oversold: Math.max(0, stock!.tickets - stock!.quantity) + Math.max(0, stock!.sold - stock!.quantity),
        invariantsHeld: invariants.code === 0,
      };
    } finally {
      await client.end();
      await second.stop();
      await first.stop();
    }
  },
};

export default scenario;
