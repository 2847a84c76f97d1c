import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, describeEachDatabase } from '../../test/helper';
import { createDatabase, queryRows } from './client';
import { migrate, migrationsFolder } from './migrate';
import { attendees, checkIns, events, orders, tickets, ticketTypes, users, webhookEvents } from './schema';

/** Runs `action` and returns the SQLSTATE it failed with (Drizzle wraps the driver error in `cause`). */
async function sqlState(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describeEachDatabase('database', (ctx) => {
  const db = () => ctx.database.db;

  async function fixture() {
    const suffix = randomBytes(4).toString('hex');
    const [user] = await db()
      .insert(users)
      .values({ name: 'Org', email: `org-${suffix}@example.com`, passwordHash: 'x' })
      .returning();
    const [event] = await db()
      .insert(events)
      .values({ organizerId: user!.id, title: 'Show', eventDate: new Date(Date.now() + 86_400_000) })
      .returning();
    const [type] = await db()
      .insert(ticketTypes)
      .values({
        eventId: event!.id,
        name: 'PISTA — Lote 1 — Inteira',
        category: 'PISTA',
        lotLabel: 'Lote 1 — Inteira',
        priceCents: 8000,
        quantity: 2,
      })
      .returning();
    const [order] = await db()
      .insert(orders)
      .values({
        buyerId: user!.id,
        eventId: event!.id,
        subtotalCents: 8000,
        totalCents: 8000,
        expiresAt: new Date(Date.now() + 15 * 60_000),
      })
      .returning();
    const [attendee] = await db()
      .insert(attendees)
      .values({ orderId: order!.id, ticketTypeId: type!.id, idx: 0, name: 'Ana', email: 'ana@example.com' })
      .returning();
    return { user: user!, event: event!, type: type!, order: order!, attendee: attendee! };
  }

  it('has applied every migration (and applying them again changes nothing)', async () => {
    await migrate(ctx.database);
    const tables = await queryRows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((row) => row.table_name);
    expect(names).toEqual([
      'attendees',
      'card_attempts',
      'charge_splits',
      'check_ins',
      'checkin_scans',
      'coupons',
      'daily_lot_sales',
      'daily_sales',
      'domain_events',
      'door_devices',
      'door_pairings',
      'email_verifications',
      'event_listing_counts',
      'events',
      'listing_version',
      'mail_outbox',
      'on_sales',
      'order_items',
      'orders',
      'organizer_settings',
      'password_resets',
      'payments',
      'payout_accounts',
      'queue_places',
      'rate_limits',
      'refunds',
      'sales_ledger',
      'saved_cards',
      'scans',
      'seat_maps',
      'seats',
      'sessions',
      'slides',
      'split_ledger',
      'ticket_types',
      'tickets',
      'users',
      'webhook_events',
    ]);
  });

  it('generates random UUIDs and stores instants with time zone', async () => {
    const { event } = await fixture();
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.createdAt).toBeInstanceOf(Date);
  });

  it('keeps e-mails unique and lower case', async () => {
    await db().insert(users).values({ name: 'A', email: 'unique@example.com', passwordHash: 'x' });
    expect(
      await sqlState(() =>
        db().insert(users).values({ name: 'B', email: 'unique@example.com', passwordHash: 'y' }),
      ),
    ).toBe('23505');
    expect(
      await sqlState(() =>
        db().insert(users).values({ name: 'C', email: 'Upper@example.com', passwordHash: 'y' }),
      ),
    ).toBe('23514');
  });

  it('never sells more than the quantity, nor below zero', async () => {
    const { type } = await fixture();
    const sell = (n: number) =>
      db().execute(sql`update ticket_types set sold = sold + ${n} where id = ${type.id}`);
    await sell(2);
    expect(await sqlState(() => sell(1))).toBe('23514');
    expect(await sqlState(() => sell(-3))).toBe('23514');
    expect(
      await sqlState(() => db().execute(sql`update ticket_types set price_cents = -1 where id = ${type.id}`)),
    ).toBe('23514');
    // The conditional update the orders module relies on: no row changes when stock is short.
    const reserved = await queryRows(
      db(),
      sql`update ticket_types set sold = sold + 1 where id = ${type.id} and sold + 1 <= quantity returning id`,
    );
    expect(reserved).toHaveLength(0);
  });

  it('refuses an order item without quantity', async () => {
    const { order, type } = await fixture();
    expect(
      await sqlState(() =>
        db().execute(
          sql`insert into order_items (order_id, ticket_type_id, name, quantity, unit_price_cents) values (${order.id}, ${type.id}, 'x', 0, 100)`,
        ),
      ),
    ).toBe('23514');
  });

  it('keeps ticket codes unique, one ticket per attendee and one check-in per ticket', async () => {
    const { order, type, event, attendee } = await fixture();
    const code = randomBytes(16).toString('base64url');
    const [ticket] = await db()
      .insert(tickets)
      .values({
        orderId: order.id,
        attendeeId: attendee.id,
        ticketTypeId: type.id,
        eventId: event.id,
        code,
        attendeeName: 'Ana',
      })
      .returning();
    const [other] = await db()
      .insert(attendees)
      .values({ orderId: order.id, ticketTypeId: type.id, idx: 1, name: 'Bia', email: 'bia@example.com' })
      .returning();
    const issue = (attendeeId: string, ticketCode: string) =>
      db().insert(tickets).values({
        orderId: order.id,
        attendeeId,
        ticketTypeId: type.id,
        eventId: event.id,
        code: ticketCode,
        attendeeName: 'x',
      });
    expect(await sqlState(() => issue(other!.id, code))).toBe('23505');
    expect(await sqlState(() => issue(attendee.id, randomBytes(16).toString('base64url')))).toBe('23505');

    await db().insert(checkIns).values({ ticketId: ticket!.id });
    expect(await sqlState(() => db().insert(checkIns).values({ ticketId: ticket!.id }))).toBe('23505');
  });

  it('records a webhook event id once', async () => {
    const event = {
      eventId: `evt_${randomBytes(6).toString('hex')}`,
      type: 'PAYMENT_RECEIVED',
      payload: { id: 'x' },
    };
    await db().insert(webhookEvents).values(event);
    expect(await sqlState(() => db().insert(webhookEvents).values(event))).toBe('23505');
    const duplicate = await db().insert(webhookEvents).values(event).onConflictDoNothing().returning();
    expect(duplicate).toHaveLength(0);
  });

  it('removes an event’s ticket types with it', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [user] = await db()
      .insert(users)
      .values({ name: 'Org', email: `cascade-${suffix}@example.com`, passwordHash: 'x' })
      .returning();
    const [event] = await db()
      .insert(events)
      .values({ organizerId: user!.id, title: 'Rascunho' })
      .returning();
    await db().insert(ticketTypes).values({
      eventId: event!.id,
      name: 'GERAL — Lote 1',
      lotLabel: 'Lote 1',
      priceCents: 0,
      quantity: 10,
    });
    await db().execute(sql`delete from events where id = ${event!.id}`);
    const left = await queryRows(db(), sql`select id from ticket_types where event_id = ${event!.id}`);
    expect(left).toHaveLength(0);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('migrations on PostgreSQL', () => {
  it('let concurrent replicas start together: one migrates, the others wait for it', async () => {
    const target = await createTestDatabase('postgres');
    const url = (target.database as { pool: { options: { connectionString: string } } }).pool.options
      .connectionString;
    const replicas = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ dataDir: 'memory://', databaseUrl: url })),
    );
    try {
      await Promise.all(replicas.map((replica) => migrate(replica)));
      const [applied] = await queryRows<{ n: number }>(
        replicas[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      // Each migration applied once, not once per replica.
      expect(applied?.n).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await target.dispose();
    }
  });
});
