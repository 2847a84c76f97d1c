/**
 * Sales reports of a big event: 100,000 paid orders spread over 90 days (several lots, one or two items each),
 * plus expired and pending orders and another event's sales as noise, bulk-inserted with SQL into a fresh
 * PostgreSQL database behind the real server, with the sales ledger and its daily rollups those sales leave
 * (bulk-written too, as modules/sales-ledger would have appended them: each order paid when it was made). Then the
 * three report calls for the last 30 days (about a third of the orders): sequentially, and at a modest
 * concurrency with autocannon. Goal: p99 < 100 ms. The summary is checked against the same totals aggregated
 * from the orders themselves, whose timing is recorded as the cost the rollup avoids.
 */
import pg from 'pg';
import { dayNumber, dayString, saoPauloToday } from '../../apps/api/src/modules/reports/period';
import { startServer } from '../../tests/e2e/support/server';
import { signUpOrganizer } from '../lib/accounts';
import { load, percentiles } from '../lib/load';
import type { Scenario } from '../run';

const PAID_ORDERS = 100_000;
const NOISE_ORDERS = 20_000; // expired and pending orders of the same event
const OTHER_EVENT_ORDERS = 50_000;
const SPREAD_DAYS = 90;
const SEQUENTIAL_CALLS = 200;
const CONNECTIONS = 8;
const DURATION_S = 8;

async function seed(databaseUrl: string, organizerId: string): Promise<{ eventId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const insertEvent = async (title: string) =>
      (
        await client.query<{ id: string }>(
          `insert into events (organizer_id, status, title, city, state, event_date)
           values ($1, 'published', $2, 'São Paulo', 'SP', now() + interval '30 days') returning id`,
          [organizerId, title],
        )
      ).rows[0]!.id;
    const insertLots = (eventId: string) =>
      client.query(
        `insert into ticket_types (event_id, name, category, lot_label, meia_entrada, price_cents, quantity, lot_number)
         select $1, lot.name, lot.category, substr(lot.name, length(lot.category) + 4), lot.name like '%Meia',
                lot.price, 1000000, lot.number
         from (values ('PISTA — Lote 1 — Inteira', 'PISTA', 8000, 1), ('PISTA — Lote 1 — Meia', 'PISTA', 4000, 1),
                      ('PISTA — Lote 2 — Inteira', 'PISTA', 10000, 2), ('PISTA — Lote 2 — Meia', 'PISTA', 5000, 2),
                      ('CAMAROTE — Lote 1', 'CAMAROTE', 30000, 1), ('CAMAROTE — Lote 2', 'CAMAROTE', 36000, 2))
              as lot(name, category, price, number)`,
        [eventId],
      );
    // Orders of `eventId` created at random instants of the last SPREAD_DAYS days, each with one item (and a
    // second one for every third order), totals computed from the items, `sold` kept consistent.
    const insertOrders = async (eventId: string, count: number, status: string) => {
      await client.query(
        `with new_orders as (
           insert into orders (buyer_id, event_id, status, subtotal_cents, total_cents, expires_at, paid_at, created_at)
           select $1, $2, $3, 0, 0, at + interval '15 minutes', case when $3 = 'paid' then at end, at
           from (select now() - random() * ($4 || ' days')::interval as at from generate_series(1, $5)) as instants
           returning id),
         types as (select id, name, price_cents, row_number() over (order by name) - 1 as n
                   from ticket_types where event_id = $2),
         numbered as (select id, row_number() over () as k from new_orders)
         insert into order_items (order_id, ticket_type_id, name, quantity, unit_price_cents)
         select numbered.id, types.id, types.name, 1 + (numbered.k * 7 + line) % 4, types.price_cents
         from numbered
         cross join generate_series(0, 1) as line
         join types on types.n = (numbered.k + line * 3) % 6
         where line = 0 or numbered.k % 3 = 0`,
        [organizerId, eventId, status, SPREAD_DAYS, count],
      );
    };
    const eventId = await insertEvent('Festival de Benchmark');
    const otherId = await insertEvent('Outro Evento');
    await insertLots(eventId);
    await insertLots(otherId);
    await insertOrders(eventId, PAID_ORDERS, 'paid');
    await insertOrders(eventId, NOISE_ORDERS / 2, 'expired');
    await insertOrders(eventId, NOISE_ORDERS / 2, 'pending');
    await insertOrders(otherId, OTHER_EVENT_ORDERS, 'paid');
    await client.query(
      `update orders o set subtotal_cents = t.cents, total_cents = t.cents
       from (select order_id, sum(quantity * unit_price_cents) as cents from order_items group by order_id) t
       where t.order_id = o.id`,
    );
    await client.query(
      `update ticket_types tt set sold = s.sold
       from (select oi.ticket_type_id, sum(oi.quantity) as sold
             from order_items oi join orders o on o.id = oi.order_id
             where o.status in ('paid', 'pending') group by oi.ticket_type_id) s
       where s.ticket_type_id = tt.id`,
    );
    // The sales ledger of the paid orders (an order's row and one per item, on the day it was paid) and its
    // rollups, as modules/sales-ledger appends them.
    await client.query(
      `insert into sales_ledger (event_id, order_id, ticket_type_id, kind, occurred_at, day, orders, tickets,
                                 amount_cents, fee_cents)
       select o.event_id, o.id, null, 'sale', o.paid_at, (o.paid_at at time zone 'America/Sao_Paulo')::date,
              1, 0, 0, o.fee_cents
       from orders o where o.status = 'paid'
       union all
       select o.event_id, o.id, oi.ticket_type_id, 'sale', o.paid_at,
              (o.paid_at at time zone 'America/Sao_Paulo')::date, 0, oi.quantity,
              oi.quantity * oi.unit_price_cents - oi.discount_cents, 0
       from orders o join order_items oi on oi.order_id = o.id where o.status = 'paid'`,
    );
    await client.query(
      `insert into daily_sales (event_id, day, orders, tickets, revenue_cents)
       select event_id, day, sum(orders), sum(tickets), sum(amount_cents) from sales_ledger group by 1, 2`,
    );
    await client.query(
      `insert into daily_lot_sales (event_id, day, ticket_type_id, tickets, revenue_cents)
       select event_id, day, ticket_type_id, sum(tickets), sum(amount_cents)
       from sales_ledger where ticket_type_id is not null group by 1, 2, 3`,
    );
    // What autovacuum does shortly after a bulk load: statistics for the planner, the visibility map for
    // index-only scans.
    await client.query(
      'vacuum analyze orders, order_items, ticket_types, events, sales_ledger, daily_sales, daily_lot_sales',
    );
    return { eventId };
  } finally {
    await client.end();
  }
}

interface Totals {
  ordersPaid: number;
  tickets: number;
  revenue: number;
}

/**
 * The summary's totals computed the slow way, from every paid order of the period and its items (the reports
 * read the ledger's daily rollup instead): the reference the API's answer must equal, and how long it takes.
 */
async function directAggregation(databaseUrl: string, eventId: string, from: string, to: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = `
      select count(distinct o.id)::int as "ordersPaid", sum(oi.quantity)::int as tickets,
             (sum(oi.quantity::bigint * oi.unit_price_cents) / 100.0)::float8 as revenue
      from orders o join order_items oi on oi.order_id = o.id
      where o.event_id = $1 and o.status = 'paid'
        and o.created_at >= ($2::date)::timestamp at time zone 'America/Sao_Paulo'
        and o.created_at < ($3::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;
    const durations: number[] = [];
    let totals: Totals | undefined;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      totals = (await client.query<Totals>(query, [eventId, from, to])).rows[0];
      durations.push(performance.now() - started);
    }
    return { totals: totals!, timing: { queries: durations.length, ...percentiles(durations) } };
  } finally {
    await client.end();
  }
}

function summaryCheck(body: string, expected: Totals) {
  const { totals } = JSON.parse(body) as { totals: Totals };
  const matches =
    totals.ordersPaid === expected.ordersPaid &&
    totals.tickets === expected.tickets &&
    Math.abs(totals.revenue - expected.revenue) < 0.005;
  if (!matches) throw new Error(`summary ${JSON.stringify(totals)} != orders ${JSON.stringify(expected)}`);
  return { ordersPaidInRange: totals.ordersPaid, ticketsInRange: totals.tickets, matchesOrders: matches };
}

async function timeCalls(url: string, token: string, calls: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return durations;
}

const scenario: Scenario = {
  name: 'reports',
  description: `summary, daily and orders reports for 30 days of an event with ${PAID_ORDERS.toLocaleString('en')} paid orders over ${SPREAD_DAYS} days (PostgreSQL)`,
  async run() {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const server = await startServer({ database: 'postgres', seedDemo: false, env: { LOG_LEVEL: 'warn' } });
    try {
      const api = `${server.url}/api`;
      const { userId: organizerId, token } = await signUpOrganizer(api, 'bench-reports@example.com');

      const seedStarted = Date.now();
      const { eventId } = await seed(server.databaseUrl!, organizerId);
      const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;

      const to = saoPauloToday(new Date());
      const from = dayString(dayNumber(to)! - 29); // 30 days, today included
      const direct = await directAggregation(server.databaseUrl!, eventId, from, to);
      const figures: Record<string, unknown> = {
        seedSeconds,
        range: { from, to },
        directAggregationFromOrders: direct.timing,
      };

      for (const report of ['summary', 'daily', 'orders'] as const) {
        const url = `${api}/reports/events/${eventId}/${report}?from=${from}&to=${to}`;
        await timeCalls(url, token, 10); // warm-up: connections, plans, caches
        const sequential = percentiles(await timeCalls(url, token, SEQUENTIAL_CALLS));
        const concurrent = await load({
          url,
          headers: { authorization: `Bearer ${token}` },
          connections: CONNECTIONS,
          duration: DURATION_S,
        });
        const sample = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = await sample.text();
        figures[report] = {
          sequential: { calls: SEQUENTIAL_CALLS, ...sequential },
          concurrent: { connections: CONNECTIONS, ...concurrent },
          responseBytes: body.length,
          ...(report === 'summary' ? summaryCheck(body, direct.totals) : {}),
        };
        console.log(report, JSON.stringify(figures[report]));
      }
      return figures;
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
