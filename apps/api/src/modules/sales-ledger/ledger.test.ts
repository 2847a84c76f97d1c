import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { salesLedger } from '../../db/schema';

/*
 * #12 point 7: the reports read a ledger appended as money moves. A sale counts on the São Paulo day its money
 * arrived, for what was charged after every discount; a refund takes it back on the refund's day, not the sale's.
 */

const clock = testClock(new Date('2030-07-01T15:00:00Z'));
let deliveries = 0;

describeEachDatabase(
  'sales ledger',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    const db = () => ctx.database.db;

    const report = async <T>(
      kind: 'summary' | 'daily' | 'orders',
      eventId: string,
      from: string,
      to: string,
    ) => {
      const response = await ctx.inject({
        method: 'GET',
        url: `/api/reports/events/${eventId}/${kind}?from=${from}&to=${to}`,
        headers: bearer(organizer.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    type Summary = {
      totals: { ordersPaid: number; tickets: number; revenue: number };
      byLot: Array<{ ticketTypeId: string; soldPaid: number; revenuePaid: number }>;
    };
    const totals = async (eventId: string, from: string, to = from) =>
      (await report<Summary>('summary', eventId, from, to)).totals;
    const webhook = (type: string, paymentId: string, orderId: string, value: number) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_ledger_${++deliveries}`,
          event: type,
          payment: {
            object: 'payment',
            id: paymentId,
            externalReference: orderId,
            value,
            status: 'RECEIVED',
          },
        },
      });

    /** POST /orders of one line at the clock's instant: the pending order's id. */
    const placeOrder = async (eventId: string, ticketTypeId: string, quantity: number, price: number) => {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId, quantity, price }]),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ _id: string }>()._id;
    };

    beforeAll(async () => {
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
    });

    it('a refund on day D+10 lowers D+10, not D', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 80, quantity: 10 },
      ]);
      // Day D: 2030-07-01 in São Paulo (12:00 there).
      clock.set(new Date('2030-07-01T15:00:00Z'));
      const orderId = await placeOrder(eventId, typeIds[0]!, 2, 80);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160),
      });
      const paymentId = pix.json<{ paymentId: string }>().paymentId;
      expect((await webhook('PAYMENT_RECEIVED', paymentId, orderId, 160)).statusCode).toBe(200);
      expect(await totals(eventId, '2030-07-01')).toEqual({ ordersPaid: 1, tickets: 2, revenue: 160 });

      // D+10, at 23:30 in São Paulo (already D+11 in UTC): the money goes back.
      clock.set(new Date('2030-07-12T02:30:00Z'));
      expect((await webhook('PAYMENT_REFUNDED', paymentId, orderId, 160)).statusCode).toBe(200);

      // D keeps its sale; D+10 carries the refund; the whole span nets to zero.
      expect(await totals(eventId, '2030-07-01')).toEqual({ ordersPaid: 1, tickets: 2, revenue: 160 });
      expect(await totals(eventId, '2030-07-11')).toEqual({ ordersPaid: -1, tickets: -2, revenue: -160 });
      expect(await totals(eventId, '2030-07-12')).toEqual({ ordersPaid: 0, tickets: 0, revenue: 0 });
      expect(await totals(eventId, '2030-07-01', '2030-07-31')).toEqual({
        ordersPaid: 0,
        tickets: 0,
        revenue: 0,
      });
      const daily = await report<{ daily: Array<{ day: string; tickets: number; revenue: number }> }>(
        'daily',
        eventId,
        '2030-07-01',
        '2030-07-12',
      );
      expect(daily.daily.filter((day) => day.tickets !== 0)).toEqual([
        { day: '2030-07-01', tickets: 2, revenue: 160 },
        { day: '2030-07-11', tickets: -2, revenue: -160 },
      ]);
      // The refunded order leaves the orders list.
      expect(await report('orders', eventId, '2030-07-01', '2030-07-01')).toEqual([]);

      const entries = await db()
        .select()
        .from(salesLedger)
        .where(eq(salesLedger.orderId, orderId))
        .orderBy(asc(salesLedger.id));
      expect(
        entries.map((entry) => [entry.kind, entry.day, entry.orders, entry.tickets, entry.amountCents]),
      ).toEqual([
        ['sale', '2030-07-01', 1, 0, 0],
        ['sale', '2030-07-01', 0, 2, 16000],
        ['refund', '2030-07-11', -1, 0, 0],
        ['refund', '2030-07-11', 0, -2, -16000],
      ]);
      // A second refund notice finds the order refunded already and moves nothing.
      expect((await webhook('PAYMENT_REFUNDED', paymentId, orderId, 160)).statusCode).toBe(200);
      expect(await db().select().from(salesLedger).where(eq(salesLedger.orderId, orderId))).toHaveLength(4);
    });

    it('a discount shows in revenue, per lot and in total; the refund takes back exactly that', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 80, quantity: 10 },
        { name: 'VIP — Lote 1', price: 250.5, quantity: 10 },
      ]);
      const [pista, vip] = typeIds as [string, string];
      const now = new Date('2030-08-05T13:00:00Z');
      const orderId = randomUUID();
      // 2 × 80.00 with 10.00 off those tickets, 1 × 250.50, and 20.00 off the whole order (a coupon): 380.50.
      const reserved = await ctx.app.lifecycle.reserve({
        orderId,
        buyerId: buyer.userId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        eventId,
        paymentMethod: 'pix',
        lines: [
          {
            ticketTypeId: pista,
            quantity: 2,
            name: 'PISTA — Lote 1',
            unitPriceCents: 8000,
            perCustomerLimit: 0,
            discountCents: 1000,
          },
          {
            ticketTypeId: vip,
            quantity: 1,
            name: 'VIP — Lote 1',
            unitPriceCents: 25050,
            perCustomerLimit: 0,
            discountCents: 0,
          },
        ],
        attendees: [
          { idx: 0, ticketTypeId: pista, name: 'Ana', email: 'ana@example.com', meiaEntrada: null },
          { idx: 1, ticketTypeId: pista, name: 'Bia', email: 'bia@example.com', meiaEntrada: null },
          { idx: 2, ticketTypeId: vip, name: 'Caio', email: 'caio@example.com', meiaEntrada: null },
        ],
        totals: { subtotalCents: 41050, discountCents: 3000, feeCents: 0, totalCents: 38050 },
        now,
        expiresAt: new Date(now.getTime() + 15 * 60_000),
        maxPendingOrders: 3,
      });
      expect(reserved).toEqual({ created: true, paid: false });
      expect(
        await ctx.app.lifecycle.pay({ orderId, paymentId: 'pay_desconto', valueCents: 38050, now }),
      ).toBe('paid');

      const summary = await report<Summary>('summary', eventId, '2030-08-05', '2030-08-05');
      expect(summary.totals).toEqual({ ordersPaid: 1, tickets: 3, revenue: 380.5 });
      // The order's own 20.00 is split in proportion to what each lot cost after its discount (150.00, 250.50).
      const byLot = new Map(summary.byLot.map((lot) => [lot.ticketTypeId, lot]));
      expect(byLot.get(pista)).toMatchObject({ soldPaid: 2, revenuePaid: 142.51 });
      expect(byLot.get(vip)).toMatchObject({ soldPaid: 1, revenuePaid: 237.99 });

      const refundDay = new Date('2030-08-09T13:00:00Z');
      expect(
        await ctx.app.lifecycle.refund({
          orderId,
          reason: 'chargeback',
          paymentId: 'pay_desconto',
          now: refundDay,
        }),
      ).toBe('refunded');
      const after = await report<Summary>('summary', eventId, '2030-08-09', '2030-08-09');
      expect(after.totals).toEqual({ ordersPaid: -1, tickets: -3, revenue: -380.5 });
      expect(new Map(after.byLot.map((lot) => [lot.ticketTypeId, lot.revenuePaid]))).toEqual(
        new Map([
          [pista, -142.51],
          [vip, -237.99],
        ]),
      );
      const kinds = await db()
        .selectDistinct({ kind: salesLedger.kind })
        .from(salesLedger)
        .where(eq(salesLedger.orderId, orderId));
      expect(kinds.map((row) => row.kind).sort()).toEqual(['chargeback', 'sale']);
    });

    describe('ownership', () => {
      it('the lifecycle is what appends: an order that never paid has no entries', async () => {
        const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
          { name: 'GERAL — Lote 1', price: 30, quantity: 5 },
        ]);
        clock.set(new Date('2030-09-01T12:00:00Z'));
        const orderId = await placeOrder(eventId, typeIds[0]!, 1, 30);
        await ctx.app.lifecycle.cancel({ orderId, now: clock.now() });
        expect(await db().select().from(salesLedger).where(eq(salesLedger.orderId, orderId))).toEqual([]);
      });
    });
  },
  { app: { now: clock.now } },
);
