import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * An event with `count` paid tickets, one paid order and attendee each, as the payment webhook leaves them, sold
 * the day before (the doors open after the sales): bulk-inserted with SQL (a bench seeds tens of thousands).
 */
export async function seedPaidTickets(
  databaseUrl: string,
  organizerId: string,
  count: number,
): Promise<{ eventId: string; codes: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [event],
    } = await client.query<{ id: string }>(
      `insert into events (organizer_id, status, title, venue, city, state, event_date)
       values ($1, 'published', 'Festival da Portaria', 'Arena', 'São Paulo', 'SP', now() + interval '1 day')
       returning id`,
      [organizerId],
    );
    const {
      rows: [type],
    } = await client.query<{ id: string }>(
      `insert into ticket_types (event_id, name, category, lot_label, price_cents, quantity, sold)
       values ($1, 'PISTA — Lote 1 — Inteira', 'PISTA', 'Lote 1 — Inteira', 8000, $2, $2) returning id`,
      [event!.id, count],
    );
    // One paid order per ticket, each with its attendee, as the payment webhook leaves them.
    const orderIds = Array.from({ length: count }, () => randomUUID());
    const attendeeIds = Array.from({ length: count }, () => randomUUID());
    const codes = Array.from({ length: count }, () => randomBytes(16).toString('base64url'));
    await client.query(
      `insert into orders (id, buyer_id, event_id, status, subtotal_cents, total_cents, expires_at, paid_at)
       select id, $2, $3, 'paid', 8000, 8000, now(), now() from unnest($1::uuid[]) as id`,
      [orderIds, organizerId, event!.id],
    );
    await client.query(
      `insert into attendees (id, order_id, ticket_type_id, idx, name, email)
       select a.id, a.order_id, $3, 0, 'Participante ' || a.n, 'participante' || a.n || '@example.com'
       from unnest($1::uuid[], $2::uuid[]) with ordinality as a(id, order_id, n)`,
      [attendeeIds, orderIds, type!.id],
    );
    await client.query(
      `insert into tickets (order_id, attendee_id, ticket_type_id, event_id, code, attendee_name, issued_at)
       select t.order_id, t.attendee_id, $4, $5, t.code, 'Participante ' || t.n, now() - interval '1 day'
       from unnest($1::uuid[], $2::uuid[], $3::text[]) with ordinality as t(order_id, attendee_id, code, n)`,
      [orderIds, attendeeIds, codes, type!.id, event!.id],
    );
    await client.query('vacuum analyze orders, attendees, tickets, events, ticket_types, users');
    return { eventId: event!.id, codes };
  } finally {
    await client.end();
  }
}
