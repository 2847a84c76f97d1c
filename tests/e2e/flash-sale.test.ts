import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';
import { sessionTokens } from './support/session-tokens';

const BUYERS = 500;
const TICKETS = 50;

/*
 * Two API processes on one PostgreSQL, 500 buyers at once for the last 50 tickets: the reservation is guarded
 * by the database (a conditional UPDATE), not by either process's memory, so exactly 50 orders exist after.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('flash sale across two API processes (postgres)', () => {
  let first: RunningServer;
  let second: RunningServer;
  let client: pg.Client;

  beforeAll(async () => {
    first = await startServer({ database: 'postgres' });
    second = await startServer({ database: 'postgres', databaseUrl: first.databaseUrl });
    client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await second?.stop();
    await first?.stop();
  });

  it(`sells exactly ${TICKETS} tickets to ${BUYERS} concurrent buyers, none oversold, no 5xx`, async () => {
    const {
      rows: [organizer],
    } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name) values ('organizador-flash@example.com', 'x', 'Organizador')
       returning id`,
    );
    const {
      rows: [event],
    } = await client.query<{ id: string }>(
      `insert into events (organizer_id, status, title, event_date) values ($1, 'published', 'Show relâmpago', now() + interval '30 days')
       returning id`,
      [organizer!.id],
    );
    const {
      rows: [type],
    } = await client.query<{ id: string }>(
      `insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity) values ($1, 'Pista — Lote único', 'Pista', 'Lote único', 9900, $2)
       returning id`,
      [event!.id, TICKETS],
    );
    const { rows: buyers } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name)
       select 'comprador-flash-' || n || '@example.com', 'x', 'Comprador ' || n from generate_series(1, $1) as n
       returning id`,
      [BUYERS],
    );
    const tokens = await sessionTokens(
      client,
      buyers.map((buyer) => buyer.id),
    );
    const body = JSON.stringify({
      eventId: event!.id,
      items: [{ ticketTypeId: type!.id, quantity: 1 }],
      attendees: [{ ticketTypeId: type!.id, name: 'Participante', email: 'participante@example.com' }],
      subtotal: 99,
      fee: 0,
      total: 99,
      statusPagamento: 'pendente',
      metodoPagamento: 'pix',
    });

    const statuses = await Promise.all(
      buyers.map(async (buyer, index) => {
        const server = index % 2 === 0 ? first : second;
        const token = tokens[index]!;
        const response = await fetch(`${server.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(TICKETS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - TICKETS);
    const {
      rows: [stock],
    } = await client.query<{ sold: number; orders: number }>(
      `select t.sold, (select count(*)::int from order_items i where i.ticket_type_id = t.id) as orders
       from ticket_types t where t.id = $1`,
      [type!.id],
    );
    expect(stock).toEqual({ sold: TICKETS, orders: TICKETS });
  });
});
