/**
 * Order creation under contention on PostgreSQL: N distinct buyers (bulk-inserted with SQL, tokens signed with
 * the app's JWT service) each try once, at C concurrent connections, to buy one ticket of a single hot ticket
 * type with K tickets, through POST /api/orders of the real server. Side by side with its ceiling: the same
 * reservation code (the lifecycle's `reserve`: the conditional `sold + n <= quantity` update and the inserts in one
 * statement) run directly against the database for another K-ticket type, N attempts at the same concurrency
 * over the same pool size as the server (10). Both are warmed up first, then alternate ROUNDS times on fresh
 * types; the round with the median ratio is reported. Printed: attempts/s of both, the ratio (goal ≥ 0.5),
 * p50/p99, and the oversold count (must be 0).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase } from '../../apps/api/src/db/client';
import { createOrderLifecycle } from '../../apps/api/src/modules/orders/lifecycle';
import { startServer } from '../../tests/e2e/support/server';
import { sessionTokens } from '../../tests/e2e/support/session-tokens';
import { load, percentiles } from '../lib/load';
import type { Scenario } from '../run';

const BUYERS = 2000;
const TICKETS = 500;
const CONNECTIONS = 50;
const PRICE_CENTS = 9900;
/** The machine is shared: HTTP and the ceiling alternate this many times and the median round is reported. */
const ROUNDS = 3;

interface Seeded {
  eventId: string;
  /** Per round, a hot type sold over HTTP and one sold by the bare SQL. */
  rounds: Array<{ httpTypeId: string; sqlTypeId: string }>;
  /** Plenty of stock: warms the server and the ceiling's code up before measuring. */
  warmUpTypeId: string;
  buyers: Array<{ id: string; name: string; email: string }>;
}

async function seed(client: pg.Client): Promise<Seeded> {
  const {
    rows: [organizer],
  } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, name) values ('organizador-orders-bench@example.com', 'x', 'Bench')
     returning id`,
  );
  const {
    rows: [event],
  } = await client.query<{ id: string }>(
    `insert into events (organizer_id, status, title, city, state, event_date)
     values ($1, 'published', 'Venda relâmpago', 'Recife', 'PE', now() + interval '30 days') returning id`,
    [organizer!.id],
  );
  // One category per type, so each type is the current lot of its own category.
  const { rows: types } = await client.query<{ id: string; category: string }>(
    `insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity)
     select $1, category || ' — Lote 1', category, 'Lote 1', $2,
            case when category = 'AQUECIMENTO' then 1000000 else $3 end
     from (select 'AQUECIMENTO' as category
           union all select side || '-' || round from unnest(array['HTTP', 'SQL']) as side, generate_series(1, $4) as round)
          as categories
     returning id, category`,
    [event!.id, PRICE_CENTS, TICKETS, ROUNDS],
  );
  const typeId = (category: string) => types.find((type) => type.category === category)!.id;
  const { rows: buyers } = await client.query<{ id: string; name: string; email: string }>(
    `insert into users (email, password_hash, name)
     select 'comprador-bench-' || n || '@example.com', 'x', 'Comprador ' || n from generate_series(1, $1) as n
     returning id, name, email`,
    [BUYERS],
  );
  return {
    eventId: event!.id,
    rounds: Array.from({ length: ROUNDS }, (_, round) => ({
      httpTypeId: typeId(`HTTP-${round + 1}`),
      sqlTypeId: typeId(`SQL-${round + 1}`),
    })),
    warmUpTypeId: typeId('AQUECIMENTO'),
    buyers,
  };
}

async function stock(client: pg.Client, typeId: string) {
  const {
    rows: [row],
  } = await client.query<{ sold: number; quantity: number; orders: number; tickets: number }>(
    `select t.sold, t.quantity,
            (select count(distinct i.order_id)::int from order_items i where i.ticket_type_id = t.id) as orders,
            (select coalesce(sum(i.quantity), 0)::int from order_items i where i.ticket_type_id = t.id) as tickets
     from ticket_types t where t.id = $1`,
    [typeId],
  );
  return {
    sold: row!.sold,
    orders: row!.orders,
    oversold: Math.max(0, row!.tickets - row!.quantity) + Math.max(0, row!.sold - row!.quantity),
  };
}

/** `attempts` reservations through the lifecycle's `reserve` straight to PostgreSQL, C at a time, buyers in turn. */
async function reserveDirectly(databaseUrl: string, seeded: Seeded, typeId: string, attempts: number) {
  const database = await createDatabase({ databaseUrl, dataDir: 'memory://' });
  const lifecycle = createOrderLifecycle(database.db);
  const durations: number[] = [];
  let next = 0;
  let created = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < attempts) {
          const buyer = seeded.buyers[next++ % seeded.buyers.length]!;
          const now = new Date();
          const begun = performance.now();
          const result = await lifecycle.reserve({
            orderId: randomUUID(),
            buyerId: buyer.id,
            buyerName: buyer.name,
            buyerEmail: buyer.email,
            eventId: seeded.eventId,
            paymentMethod: 'pix',
            lines: [
              {
                ticketTypeId: typeId,
                quantity: 1,
                name: 'Lote 1',
                unitPriceCents: PRICE_CENTS,
                perCustomerLimit: 0,
                discountCents: 0,
              },
            ],
            attendees: [
              { idx: 0, ticketTypeId: typeId, name: buyer.name, email: buyer.email, meiaEntrada: null },
            ],
            totals: { subtotalCents: PRICE_CENTS, discountCents: 0, feeCents: 0, totalCents: PRICE_CENTS },
            now,
            expiresAt: new Date(now.getTime() + 15 * 60_000),
            // Buyers come round again and again here; the count still runs, only its ceiling is lifted.
            maxPendingOrders: Number.MAX_SAFE_INTEGER,
          });
          durations.push(performance.now() - begun);
          if (result.created) created += 1;
        }
      }),
    );
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return { created, attemptsPerSecond: Math.round(attempts / seconds), ...percentiles(durations) };
}

/** `attempts` POST /api/orders of one ticket of `typeId`, C connections, each buyer's token in turn. */
async function purchaseOverHttp(
  url: string,
  seeded: Seeded,
  bearers: string[],
  typeId: string,
  attempts: number,
) {
  const body = JSON.stringify({
    eventId: seeded.eventId,
    items: [{ ticketTypeId: typeId, quantity: 1 }],
    attendees: [{ ticketTypeId: typeId, name: 'Participante', email: 'participante@example.com' }],
    subtotal: PRICE_CENTS / 100,
    fee: 0,
    total: PRICE_CENTS / 100,
    statusPagamento: 'pendente',
    metodoPagamento: 'pix',
  });
  let sent = 0;
  const started = performance.now();
  const figures = await load({
    url: `${url}/api/orders`,
    connections: CONNECTIONS,
    amount: attempts,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${bearers[sent++ % bearers.length]}`,
          },
        }),
      },
    ],
  });
  return { ...figures, attemptsPerSecond: Math.round(attempts / ((performance.now() - started) / 1000)) };
}

const WARM_UP = 400;

const scenario: Scenario = {
  name: 'orders',
  description: `POST /api/orders: ${BUYERS} buyers, ${TICKETS} tickets of one type, ${CONNECTIONS} connections (PostgreSQL), vs the bare reservation SQL`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const server = await startServer({ database: 'postgres', seedDemo: false });
    const databaseUrl = server.databaseUrl!;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const seeded = await seed(client);
      const bearers = await sessionTokens(
        client,
        seeded.buyers.map((buyer) => buyer.id),
      );

      // JIT, schema compilation, pool connections: warmed on a type with plenty of stock, not measured.
      await purchaseOverHttp(server.url, seeded, bearers, seeded.warmUpTypeId, WARM_UP);
      await reserveDirectly(databaseUrl, seeded, seeded.warmUpTypeId, WARM_UP);

      const rounds = [];
      for (const round of seeded.rounds) {
        const http = await purchaseOverHttp(server.url, seeded, bearers, round.httpTypeId, BUYERS);
        const httpStock = await stock(client, round.httpTypeId);
        const sql = await reserveDirectly(databaseUrl, seeded, round.sqlTypeId, BUYERS);
        const sqlStock = await stock(client, round.sqlTypeId);
        rounds.push({
          http: {
            attemptsPerSecond: http.attemptsPerSecond,
            ordersCreated: httpStock.orders,
            // Every answer but the TICKETS 201s must be the 409 "esgotados" (no 5xx hides in here).
            non2xx: http.non2xx,
            errors: http.errors,
            p50Ms: http.p50Ms,
            p99Ms: http.p99Ms,
            sold: httpStock.sold,
            oversold: httpStock.oversold,
          },
          ceilingSql: {
            attemptsPerSecond: sql.attemptsPerSecond,
            ordersCreated: sql.created,
            p50Ms: sql.p50Ms,
            p99Ms: sql.p99Ms,
            sold: sqlStock.sold,
            oversold: sqlStock.oversold,
          },
          ratio: Math.round((http.attemptsPerSecond / sql.attemptsPerSecond) * 100) / 100,
        });
      }
      const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
      return {
        buyers: BUYERS,
        tickets: TICKETS,
        connections: CONNECTIONS,
        ...median,
        ratios: rounds.map((round) => round.ratio),
        oversold: rounds.reduce((sum, round) => sum + round.http.oversold + round.ceilingSql.oversold, 0),
      };
    } finally {
      await client.end();
      await server.stop();
    }
  },
};

export default scenario;
