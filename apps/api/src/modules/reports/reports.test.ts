import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type EventFixture,
  type LineFixture,
  type TestUser,
} from '../../../test/orders-fixtures';
import { queryRows } from '../../db/client';
import { events, orders } from '../../db/schema';
import { REPORT_ORDERS_LIMIT } from './repository';

/*
 * Sales are made the way buyers make them: POST /orders at a known instant (the app's injected clock), a Pix
 * charge, and Asaas's webhook confirming it; a sale counts on the day its payment arrived. São Paulo is UTC−3 all year (no daylight saving since 2019), so
 * 02:59 UTC is 23:59 of the previous São Paulo day and 03:00 UTC is midnight.
 */

const clock = testClock(new Date('2030-03-01T12:00:00Z'));

interface Sale {
  orderId: string;
  paymentId?: string;
}

/** POST /orders at `at` (the app's clock): the order, pending. */
async function placeOrder(
  ctx: TestContext,
  buyer: TestUser,
  event: EventFixture,
  lines: LineFixture[],
  at: string,
) {
  clock.set(new Date(at));
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(buyer.token),
    payload: orderBody(event.eventId, lines),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ _id: string; total: number }>();
}

/** POST /pagamento/asaas/pix for the buyer's order: the charge's payment id. */
async function createPix(
  ctx: TestContext,
  buyer: TestUser,
  eventId: string,
  order: { _id: string; total: number },
) {
  const pix = await ctx.inject({
    method: 'POST',
    url: '/api/pagamento/asaas/pix',
    headers: bearer(buyer.token),
    payload: {
      pedidoId: order._id,
      totalPedido: order.total,
      nomeVaqueiro: buyer.name,
      email: buyer.email,
      cpfCnpj: '52998224725',
      phone: '',
      eventoid: eventId,
    },
  });
  expect(pix.statusCode, pix.body).toBe(200);
  return pix.json<{ paymentId: string }>().paymentId;
}

/** Asaas's webhook confirming the charge (event id given to redeliver the same event). */
async function confirmPayment(
  ctx: TestContext,
  paymentId: string,
  order: { _id: string; total: number },
  eventId = `evt_${randomBytes(8).toString('hex')}`,
) {
  const webhook = await ctx.inject({
    method: 'POST',
    url: '/api/pagamento/asaas/webhook',
    headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
    payload: {
      id: eventId,
      event: 'PAYMENT_RECEIVED',
      payment: {
        object: 'payment',
        id: paymentId,
        externalReference: order._id,
        value: order.total,
        status: 'RECEIVED',
      },
    },
  });
  expect(webhook.statusCode, webhook.body).toBe(200);
}

/** The purchase journey through the API: order at `at`, Pix, and (unless `pay: false`) the webhook paying it. */
async function buy(
  ctx: TestContext,
  buyer: TestUser,
  event: EventFixture,
  lines: LineFixture[],
  at: string,
  options: { pay?: boolean; payAt?: string } = {},
): Promise<Sale> {
  const order = await placeOrder(ctx, buyer, event, lines, at);
  if (options.pay === false) return { orderId: order._id };
  const paymentId = await createPix(ctx, buyer, event.eventId, order);
  if (options.payAt) clock.set(new Date(options.payAt));
  await confirmPayment(ctx, paymentId, order);
  return { orderId: order._id, paymentId };
}

/**
 * The ledger matches the orders (a paid order's entries add up to its total, a refunded one's to zero, other
 * orders have none) and the rollups the reports read (daily_sales, daily_lot_sales) equal the ledger summed per
 * São Paulo day, and per ticket type and day (rows that went back to zero aside). Returns the days with sales.
 */
async function expectRollupExact(ctx: TestContext, eventId: string) {
  const db = ctx.database.db;
  const mismatched = await queryRows(
    db,
    sql`select o.id, o.status, o.total_cents, l.charged
        from orders o
        left join (select order_id, sum(amount_cents + fee_cents)::int as charged, count(*)::int as entries
                   from sales_ledger group by order_id) l on l.order_id = o.id
        where o.event_id = ${eventId}
          and case o.status when 'paid' then l.charged is distinct from o.total_cents
                            when 'refunded' then l.charged is distinct from 0
                            else l.entries is not null end`,
  );
  expect(mismatched).toEqual([]);
  const byDay = await queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(orders)::int as orders, sum(tickets)::int as tickets,
               sum(amount_cents)::int as revenue
        from sales_ledger where event_id = ${eventId}
        group by 1 having (sum(orders), sum(tickets), sum(amount_cents)) <> (0, 0, 0) order by 1`,
  );
  const rolledByDay = await queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, orders, tickets, revenue_cents::int as revenue
        from daily_sales
        where event_id = ${eventId} and (orders, tickets, revenue_cents) <> (0, 0, 0)
        order by 1`,
  );
  expect(rolledByDay).toEqual(byDay);
  const byLot = await queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, ticket_type_id, sum(tickets)::int as tickets,
               sum(amount_cents)::int as revenue
        from sales_ledger where event_id = ${eventId} and ticket_type_id is not null
        group by 1, 2 having (sum(tickets), sum(amount_cents)) <> (0, 0) order by 1, 2`,
  );
  const rolledByLot = await queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, ticket_type_id, tickets, revenue_cents::int as revenue
        from daily_lot_sales
        where event_id = ${eventId} and (tickets, revenue_cents) <> (0, 0)
        order by 1, 2`,
  );
  expect(rolledByLot).toEqual(byLot);
  return byDay;
}

describeEachDatabase(
  'reports',
  (ctx) => {
    let organizer: TestUser;
    let stranger: TestUser;
    let event: EventFixture;
    let pista: string;
    let camarote: string;
    let pista2: string;
    const sales: Record<string, Sale> = {};

    const report = (kind: 'summary' | 'daily' | 'orders', query: string, token?: string, eventId?: string) =>
      ctx.inject({
        method: 'GET',
        url: `/api/reports/events/${eventId ?? event.eventId}/${kind}${query}`,
        headers: token === undefined ? {} : bearer(token),
      });
    const statusOf = async (orderId: string) =>
      (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
        ?.status;

    beforeAll(async () => {
      const db = ctx.database.db;
      organizer = await insertUser(db, ctx.config.jwtSecret);
      stranger = await insertUser(db, ctx.config.jwtSecret);
      const [b1, b2, b3, b4] = [
        await insertUser(db, ctx.config.jwtSecret),
        await insertUser(db, ctx.config.jwtSecret),
        await insertUser(db, ctx.config.jwtSecret),
        await insertUser(db, ctx.config.jwtSecret),
      ];
      event = await insertEvent(db, organizer.userId, [
        { name: 'PISTA — Lote 1', price: 80, quantity: 100 },
        { name: 'CAMAROTE — Lote 1', price: 250.5, quantity: 10 },
        { name: 'PISTA — Lote 2', price: 100, quantity: 100, lotNumber: 2 },
      ]);
      [pista, camarote, pista2] = event.typeIds as [string, string, string];
      const p = (quantity: number): LineFixture => ({ ticketTypeId: pista, quantity, price: 80 });
      const c = (quantity: number): LineFixture => ({ ticketTypeId: camarote, quantity, price: 250.5 });

      // In time order. The period most tests ask for is 2030-03-08 … 2030-03-14 (São Paulo).
      sales.beforeFrom = await buy(ctx, b2, event, [p(1)], '2030-03-08T02:59:00Z'); // 03-07 23:59 SP
      sales.atFrom = await buy(ctx, b1, event, [p(1)], '2030-03-08T03:00:00Z'); // 03-08 00:00 SP
      sales.mixed = await buy(ctx, b1, event, [p(2), c(1)], '2030-03-10T12:00:00Z');
      // Created at 23:59 on 03-10, paid at 00:05 on 03-11: a sale of 03-11, when the money arrived.
      sales.lastMinute = await buy(ctx, b2, event, [p(1)], '2030-03-11T02:59:00Z', {
        payAt: '2030-03-11T03:05:00Z',
      });
      sales.midnight = await buy(ctx, b1, event, [p(3)], '2030-03-11T03:00:00Z');
      // Never paid: expires (the buyer's next read expires it) and gives its ticket back.
      sales.expired = await buy(ctx, b3, event, [c(1)], '2030-03-12T16:00:00Z', { pay: false });
      clock.set(new Date('2030-03-12T16:20:00Z'));
      // The sweeper expires it (reads only show it expired: issue #26).
      await ctx.app.lifecycle.sweepExpired(clock.now());
      // Created on 03-12, expired, then paid late on 03-13 (stock remained, so it is reserved again): a sale of
      // 03-13.
      sales.latePaid = await buy(ctx, b4, event, [p(1)], '2030-03-13T02:50:00Z', {
        payAt: '2030-03-13T03:30:00Z',
      });
      sales.camarote = await buy(ctx, b1, event, [c(1)], '2030-03-14T18:00:00Z');
      sales.atTo = await buy(ctx, b2, event, [p(2)], '2030-03-15T02:59:00Z'); // 03-14 23:59 SP
      sales.afterTo = await buy(ctx, b1, event, [c(1)], '2030-03-15T03:00:00Z'); // 03-15 00:00 SP
      // Still pending when the reports are read (created on 03-13 at 23:20 SP; the clock stays before its expiry).
      sales.pending = await buy(ctx, b3, event, [p(2)], '2030-03-14T02:20:00Z', { pay: false });

      expect(await statusOf(sales.expired!.orderId)).toBe('expired');
      expect(await statusOf(sales.latePaid!.orderId)).toBe('paid');
      expect(await statusOf(sales.pending!.orderId)).toBe('pending');
    });

    const week = '?from=2030-03-08&to=2030-03-14';

    describe('GET /reports/events/{id}/summary', () => {
      it('sums the sales paid in the period; lots show the inventory now', async () => {
        const response = await report('summary', week, organizer.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          event: { title: 'Festival de Teste', startDate: '2031-03-01T23:00:00.000Z', city: 'Fortaleza' },
          // atFrom 1×80, mixed 2×80 + 250.50, lastMinute 80, midnight 3×80, latePaid 80, camarote 250.50, atTo 2×80.
          totals: { ordersPaid: 7, tickets: 12, revenue: 1301 },
          coupons: [],
          byLot: [
            {
              ticketTypeId: camarote,
              name: 'CAMAROTE — Lote 1',
              meiaEntrada: false,
              price: 250.5,
              plannedQuantity: 10,
              // mixed, camarote and afterTo (outside the period, still sold); the expired order gave its back.
              officialSold: 3,
              soldPaid: 2,
              revenuePaid: 501,
              remaining: 7,
            },
            {
              ticketTypeId: pista,
              name: 'PISTA — Lote 1',
              meiaEntrada: false,
              price: 80,
              plannedQuantity: 100,
              // 10 paid in the period + beforeFrom (1, paid outside it) + the pending order's 2 reserved.
              officialSold: 13,
              soldPaid: 10,
              revenuePaid: 800,
              remaining: 87,
            },
            {
              ticketTypeId: pista2,
              name: 'PISTA — Lote 2',
              meiaEntrada: false,
              price: 100,
              plannedQuantity: 100,
              officialSold: 0,
              soldPaid: 0,
              revenuePaid: 0,
              remaining: 100,
            },
          ],
          // No half-price lot in this event: none offered, none sold.
          meiaEntrada: { lei: true, total: 0, vendidas: 0, restantes: 0, percentualVendidos: 0 },
          // The door is live, not a period: every valid ticket of a paid order, none in yet (#17).
          checkIn: {
            checkedIn: 0,
            sold: 14,
            byLot: [
              { ticketTypeId: camarote, name: 'CAMAROTE — Lote 1', checkedIn: 0, sold: 3 },
              { ticketTypeId: pista, name: 'PISTA — Lote 1', checkedIn: 0, sold: 11 },
              { ticketTypeId: pista2, name: 'PISTA — Lote 2', checkedIn: 0, sold: 0 },
            ],
            byHour: [],
            duplicates: [],
          },
          // Every sale here was a Pix (issue #27): no card, no installments, no interest.
          payments: {
            byMethod: [{ method: 'pix', label: 'Pix', orders: 7, revenue: 1301, interest: 0 }],
            byInstallments: [],
            interest: 0,
          },
          from: '2030-03-08',
          to: '2030-03-14',
        });
      });

      it('counts a payment at 23:59 São Paulo time on that day and one at 00:00 on the next', async () => {
        const totals = async (day: string) =>
          (await report('summary', `?from=${day}&to=${day}`, organizer.token)).json().totals;
        expect(await totals('2030-03-07')).toEqual({ ordersPaid: 1, tickets: 1, revenue: 80 });
        expect(await totals('2030-03-08')).toEqual({ ordersPaid: 1, tickets: 1, revenue: 80 });
        expect(await totals('2030-03-10')).toEqual({ ordersPaid: 1, tickets: 3, revenue: 410.5 });
        // lastMinute (created 03-10 23:59, paid 03-11 00:05) and midnight.
        expect(await totals('2030-03-11')).toEqual({ ordersPaid: 2, tickets: 4, revenue: 320 });
        expect(await totals('2030-03-15')).toEqual({ ordersPaid: 1, tickets: 1, revenue: 250.5 });
      });

      it('answers zeros, and every lot, for a period without sales', async () => {
        const response = await report('summary', '?from=2029-01-01&to=2029-01-31', organizer.token);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.totals).toEqual({ ordersPaid: 0, tickets: 0, revenue: 0 });
        expect(body.byLot.map((lot: { soldPaid: number }) => lot.soldPaid)).toEqual([0, 0, 0]);
        expect(body.byLot.map((lot: { officialSold: number }) => lot.officialSold)).toEqual([3, 13, 0]);
      });

      it('answers an event without ticket types', async () => {
        const [empty] = await ctx.database.db
          .insert(events)
          .values({ organizerId: organizer.userId, title: 'Sem ingressos', status: 'draft' })
          .returning({ id: events.id });
        const response = await report('summary', week, organizer.token, empty!.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          event: { title: 'Sem ingressos' },
          totals: { ordersPaid: 0, tickets: 0, revenue: 0 },
          byLot: [],
        });
      });
    });

    describe('GET /reports/events/{id}/daily', () => {
      it('has one row per São Paulo day of the period, days without sales as zeros', async () => {
        const response = await report('daily', week, organizer.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          daily: [
            { day: '2030-03-08', tickets: 1, revenue: 80 },
            { day: '2030-03-09', tickets: 0, revenue: 0 },
            { day: '2030-03-10', tickets: 3, revenue: 410.5 },
            { day: '2030-03-11', tickets: 4, revenue: 320 },
            // The expired order of 03-12 does not count; the one created that day counts when it was paid.
            { day: '2030-03-12', tickets: 0, revenue: 0 },
            { day: '2030-03-13', tickets: 1, revenue: 80 },
            { day: '2030-03-14', tickets: 3, revenue: 410.5 },
          ],
          from: '2030-03-08',
          to: '2030-03-14',
        });
      });

      it('covers a one-day period and a whole leap year', async () => {
        const one = (await report('daily', '?from=2030-03-07&to=2030-03-07', organizer.token)).json();
        expect(one.daily).toEqual([{ day: '2030-03-07', tickets: 1, revenue: 80 }]);
        const year = await report('daily', '?from=2028-01-01&to=2028-12-31', organizer.token);
        expect(year.statusCode).toBe(200);
        const days = year.json().daily as Array<{ day: string }>;
        expect(days).toHaveLength(366);
        expect(days[59]).toEqual({ day: '2028-02-29', tickets: 0, revenue: 0 });
        expect(days.at(-1)!.day).toBe('2028-12-31');
      });
    });

    describe('GET /reports/events/{id}/orders', () => {
      it('lists the orders paid in the period, the latest payment first, with their items', async () => {
        const response = await report('orders', week, organizer.token);
        expect(response.statusCode).toBe(200);
        const body = response.json<Array<{ id: string }>>();
        expect(body.map((order) => order.id)).toEqual(
          ['atTo', 'camarote', 'latePaid', 'lastMinute', 'midnight', 'mixed', 'atFrom'].map(
            (name) => sales[name]!.orderId,
          ),
        );
        expect(body[0]).toEqual({
          id: sales.atTo!.orderId,
          createdAt: '2030-03-15T02:59:00.000Z',
          total: 160,
          discount: 0,
          couponCode: null,
          items: [{ name: 'PISTA — Lote 1', quantity: 2, unitPrice: 80, discount: 0, total: 160 }],
          seats: [],
        });
        expect(body[5]).toEqual({
          id: sales.mixed!.orderId,
          createdAt: '2030-03-10T12:00:00.000Z',
          total: 410.5,
          discount: 0,
          couponCode: null,
          items: [
            { name: 'CAMAROTE — Lote 1', quantity: 1, unitPrice: 250.5, discount: 0, total: 250.5 },
            { name: 'PISTA — Lote 1', quantity: 2, unitPrice: 80, discount: 0, total: 160 },
          ],
          seats: [],
        });
      });

      it('answers an empty list for a period without sales', async () => {
        const response = await report('orders', '?from=2030-03-09&to=2030-03-09', organizer.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
      });
    });

    describe('the default period', () => {
      it('is the last 30 days up to today in São Paulo (23:30 on 03-13 there, already 03-14 in UTC)', async () => {
        const restore = clock.now();
        clock.set(new Date('2030-03-14T02:30:00Z'));
        try {
          const summary = (await report('summary', '', organizer.token)).json();
          expect(summary).toMatchObject({ from: '2030-02-11', to: '2030-03-13' });
          // beforeFrom, atFrom, mixed, lastMinute, midnight, latePaid.
          expect(summary.totals).toEqual({ ordersPaid: 6, tickets: 10, revenue: 970.5 });
          const daily = (await report('daily', '', organizer.token)).json();
          expect(daily.daily).toHaveLength(31);
          expect(daily.daily[0]).toEqual({ day: '2030-02-11', tickets: 0, revenue: 0 });
          expect(daily.daily.at(-1)).toEqual({ day: '2030-03-13', tickets: 1, revenue: 80 });
          const list = (await report('orders', '', organizer.token)).json();
          expect(list).toHaveLength(6);
          // Only `to`: the 30 days before it.
          const upTo = (await report('summary', '?to=2030-03-10', organizer.token)).json();
          expect(upTo).toMatchObject({ from: '2030-02-08', to: '2030-03-10' });
          // beforeFrom, atFrom, mixed (lastMinute was paid on 03-11).
          expect(upTo.totals.ordersPaid).toBe(3);
          // Only `from`: up to today.
          const since = (await report('daily', '?from=2030-03-12', organizer.token)).json();
          expect(since).toMatchObject({ from: '2030-03-12', to: '2030-03-13' });
        } finally {
          clock.set(restore);
        }
      });
    });

    describe('refusals', () => {
      const kinds = ['summary', 'daily', 'orders'] as const;

      it.each([
        [
          '?from=2030-02-30&to=2030-03-05',
          'Dados inválidos: o parâmetro "from" deve ser uma data válida (AAAA-MM-DD).',
        ],
        [
          '?from=2030-03-01&to=ontem',
          'Dados inválidos: o parâmetro "to" deve ser uma data válida (AAAA-MM-DD).',
        ],
        ['?from=2030-3-1', 'Dados inválidos: o parâmetro "from" deve ser uma data válida (AAAA-MM-DD).'],
        ['?from=2030-03-15&to=2030-03-14', 'A data inicial deve ser anterior ou igual à data final.'],
        ['?from=2029-01-01&to=2030-01-02', 'Período máximo: 366 dias.'],
        ['?from=1900-01-01', 'Período máximo: 366 dias.'],
      ])('answers 400 for %s', async (query, message) => {
        for (const kind of kinds) {
          const response = await report(kind, query, organizer.token);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message });
        }
      });

      it('answers 400 for an id that is not a UUID', async () => {
        const response = await report('summary', week, organizer.token, 'not-a-uuid');
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Dados inválidos: o parâmetro "id"/);
      });

      it('answers 401 without a token or with a bad one', async () => {
        for (const kind of kinds) {
          for (const token of [undefined, 'not-a-token']) {
            const response = await report(kind, week, token);
            expect(response.statusCode).toBe(401);
            expect(response.json()).toEqual({ message: 'Não autenticado.' });
          }
        }
      });

      it("answers 404 for another user's event, exactly as for an event that does not exist", async () => {
        for (const kind of kinds) {
          const foreign = await report(kind, week, stranger.token);
          const missing = await report(kind, week, organizer.token, randomUUID());
          for (const response of [foreign, missing]) {
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual({ message: 'Evento não encontrado.' });
          }
        }
      });

      it('lets an ADMIN read any event', async () => {
        const admin = await insertUser(ctx.database.db, ctx.config.jwtSecret, 'ADMIN');
        for (const kind of kinds) {
          expect((await report(kind, week, admin.token)).statusCode).toBe(200);
        }
        const summary = (await report('summary', week, admin.token)).json();
        expect(summary.totals).toEqual({ ordersPaid: 7, tickets: 12, revenue: 1301 });
      });
    });

    describe('the daily sales rollup', () => {
      it('matches the ledger and the orders, after purchases made through the API', async () => {
        const days = await expectRollupExact(ctx, event.eventId);
        expect(days.map((row) => row.day)).toEqual([
          '2030-03-07',
          '2030-03-08',
          '2030-03-10',
          '2030-03-11',
          '2030-03-13',
          '2030-03-14',
          '2030-03-15',
        ]);
      });

      it('counts payments confirmed concurrently once each, however often their webhook is delivered', async () => {
        const concert = await insertEvent(ctx.database.db, organizer.userId, [
          { name: 'PISTA — Lote 1', price: 50, quantity: 100 },
        ]);
        const line: LineFixture = { ticketTypeId: concert.typeIds[0]!, quantity: 2, price: 50 };
        const buyers = await Promise.all(
          Array.from({ length: 8 }, () => insertUser(ctx.database.db, ctx.config.jwtSecret)),
        );
        const charges: Array<{ order: { _id: string; total: number }; paymentId: string }> = [];
        for (const buyer of buyers) {
          const order = await placeOrder(ctx, buyer, concert, [line], '2030-04-02T14:00:00Z');
          charges.push({ order, paymentId: await createPix(ctx, buyer, concert.eventId, order) });
        }
        // Every payment confirmed at once, each webhook event delivered three times concurrently.
        await Promise.all(
          charges.flatMap(({ order, paymentId }) =>
            [1, 2, 3].map(() => confirmPayment(ctx, paymentId, order, `evt_${paymentId}`)),
          ),
        );
        const summary = (
          await report('summary', '?from=2030-04-02&to=2030-04-02', organizer.token, concert.eventId)
        ).json();
        expect(summary.totals).toEqual({ ordersPaid: 8, tickets: 16, revenue: 800 });
        expect(summary.byLot[0]).toMatchObject({
          officialSold: 16,
          soldPaid: 16,
          revenuePaid: 800,
          remaining: 84,
        });
        await expectRollupExact(ctx, concert.eventId);
      });
    });

    describe('the orders list cap', () => {
      // Bulk data for the cap only: 1,000+ purchases through the API would take minutes.
      it(`lists at most ${REPORT_ORDERS_LIMIT} orders, the newest; the summary counts them all`, async () => {
        const big = await insertEvent(ctx.database.db, organizer.userId, [
          { name: 'PISTA — Lote 1', price: 10, quantity: 5000, sold: REPORT_ORDERS_LIMIT + 5 },
        ]);
        const typeId = big.typeIds[0]!;
        await ctx.database.db.execute(sql`
          with created as (
            insert into orders (buyer_id, event_id, status, subtotal_cents, total_cents, expires_at, paid_at, created_at)
            select ${stranger.userId}, ${big.eventId}, 'paid', 1000, 1000, at, at, at
            from (select timestamptz '2030-03-10T12:00:00Z' + n * interval '1 minute' as at
                  from generate_series(1, ${REPORT_ORDERS_LIMIT + 5}) as n) as instants
            returning id)
          insert into order_items (order_id, ticket_type_id, name, quantity, unit_price_cents)
          select id, ${typeId}, 'PISTA — Lote 1', 1, 1000 from created`);
        // Their sales as the ledger records them (an order's row and its item's), and the day's rollup.
        await ctx.database.db.execute(sql`
          insert into sales_ledger (event_id, order_id, ticket_type_id, kind, occurred_at, day, orders, tickets,
                                    amount_cents)
          select o.event_id, o.id, t.type_id, 'sale', o.paid_at,
                 (o.paid_at at time zone 'America/Sao_Paulo')::date, t.orders, t.tickets, t.amount
          from orders o
          cross join (values (null::uuid, 1, 0, 0), (${typeId}::uuid, 0, 1, 1000)) as t(type_id, orders, tickets, amount)
          where o.event_id = ${big.eventId}`);
        await ctx.database.db.execute(sql`
          insert into daily_sales (event_id, day, orders, tickets, revenue_cents)
          select event_id, day, sum(orders), sum(tickets), sum(amount_cents)
          from sales_ledger where event_id = ${big.eventId} group by 1, 2`);
        const query = '?from=2030-03-10&to=2030-03-11';
        const list = (await report('orders', query, organizer.token, big.eventId)).json();
        expect(list).toHaveLength(REPORT_ORDERS_LIMIT);
        const newest = new Date(Date.parse('2030-03-10T12:00:00Z') + (REPORT_ORDERS_LIMIT + 5) * 60_000);
        expect(list[0].createdAt).toBe(newest.toISOString());
        expect(list.at(-1).createdAt).toBe(
          new Date(Date.parse('2030-03-10T12:00:00Z') + 6 * 60_000).toISOString(),
        );
        const summary = (await report('summary', query, organizer.token, big.eventId)).json();
        expect(summary.totals).toEqual({
          ordersPaid: REPORT_ORDERS_LIMIT + 5,
          tickets: REPORT_ORDERS_LIMIT + 5,
          revenue: (REPORT_ORDERS_LIMIT + 5) * 10,
        });
      });
    });
  },
  { app: { now: clock.now } },
);
