import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
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
import { domainEvents, orders, tickets, ticketTypes } from '../../db/schema';
import { hmacRotatingToken } from '../tickets/tokens';

/*
 * #12 point 2: money that goes back (a refund, a chargeback) takes the order's tickets with it. Reproduced as a
 * user would meet it: pay, refund webhook, scan → refused, report revenue down.
 */

const clock = testClock();
let sequence = 0;

describeEachDatabase(
  'refunds and chargebacks',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    let eventId: string;
    let typeId: string;
    let orderId: string;
    let paymentId: string;

    const db = () => ctx.database.db;
    const deliver = (type: string, payment: Record<string, unknown> = {}) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_refund_${++sequence}_${Date.now()}`,
          event: type,
          payment: {
            object: 'payment',
            id: paymentId,
            value: 160.5,
            billingType: 'PIX',
            status: 'RECEIVED',
            externalReference: orderId,
            ...payment,
          },
        },
      });
    const orderRow = async () => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const ticketRows = () => db().select().from(tickets).where(eq(tickets.orderId, orderId));
    const soldOf = async () =>
      (await db().select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
        .sold;
    const scan = (code: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        payload: { code: hmacRotatingToken(ctx.config.ticketSecret, code, clock.now()) },
      });
    const summary = async () => {
      const response = await ctx.inject({
        method: 'GET',
        url: `/api/reports/events/${eventId}/summary?from=2030-05-01&to=2030-06-30`,
        headers: bearer(organizer.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ totals: { ordersPaid: number; tickets: number; revenue: number } }>().totals;
    };
    const eventsOf = (type: string) =>
      db()
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.orderId, orderId), eq(domainEvents.type, type)));

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 3 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity: 2, price: 80.25 }]),
      });
      orderId = created.json()._id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      paymentId = pix.json().paymentId;
      expect((await deliver('PAYMENT_RECEIVED')).statusCode).toBe(200);
      expect((await orderRow()).status).toBe('paid');
    });

    it('PAYMENT_REFUNDED: order refunded, tickets refused at the door, stock back, revenue out of the report', async () => {
      const [first] = await ticketRows();
      expect((await scan(first!.code)).statusCode).toBe(200);
      expect(await summary()).toEqual({ ordersPaid: 1, tickets: 2, revenue: 160.5 });

      expect((await deliver('PAYMENT_REFUNDED', { status: 'REFUNDED' })).statusCode).toBe(200);

      expect(await orderRow()).toMatchObject({ status: 'refunded', needsRefund: false });
      const detail = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(buyer.token),
      });
      expect(detail.json().status).toBe('refunded');
      expect((await ticketRows()).map((ticket) => ticket.state)).toEqual(['cancelled', 'cancelled']);
      for (const ticket of await ticketRows()) {
        const refused = await scan(ticket.code);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({ message: 'Ingresso cancelado', code: 'TICKET_CANCELLED' });
      }
      expect(await soldOf()).toBe(0);
      expect(await summary()).toEqual({ ordersPaid: 0, tickets: 0, revenue: 0 });
      expect(await eventsOf('order.refunded')).toHaveLength(1);
    });

    it('a chargeback does the same, once, however often and concurrently it is delivered', async () => {
      const responses = await Promise.all([
        deliver('PAYMENT_CHARGEBACK_REQUESTED'),
        deliver('PAYMENT_CHARGEBACK_DISPUTE'),
        deliver('PAYMENT_CHARGEBACK_REQUESTED'),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect((await orderRow()).status).toBe('refunded');
      expect(await soldOf()).toBe(0);
      const refunded = await eventsOf('order.refunded');
      expect(refunded).toHaveLength(1);
      expect(refunded[0]!.data).toMatchObject({ reason: 'chargeback', paymentId });
      const [ticket] = await ticketRows();
      expect((await scan(ticket!.code)).json().message).toBe('Ingresso cancelado');
    });

    it('the refund of a payment that did not pay the order leaves the order and its tickets alone', async () => {
      const second = 'pay_segundo_pix';
      expect((await deliver('PAYMENT_RECEIVED', { id: second })).statusCode).toBe(200);
      expect(await orderRow()).toMatchObject({ status: 'paid', needsRefund: true });
      expect((await deliver('PAYMENT_REFUNDED', { id: second })).statusCode).toBe(200);
      expect((await orderRow()).status).toBe('paid');
      expect((await ticketRows()).map((ticket) => ticket.state)).toEqual(['valid', 'valid']);
      const [ticket] = await ticketRows();
      expect((await scan(ticket!.code)).statusCode).toBe(200);
    });

    it('a confirmation arriving after the refund changes nothing', async () => {
      expect((await deliver('PAYMENT_REFUNDED')).statusCode).toBe(200);
      expect((await deliver('PAYMENT_CONFIRMED', { status: 'CONFIRMED' })).statusCode).toBe(200);
      expect(await orderRow()).toMatchObject({ status: 'refunded', needsRefund: false });
      expect(await soldOf()).toBe(0);
    });

    it('a partial refund is recorded only: the product refunds whole orders', async () => {
      expect((await deliver('PAYMENT_PARTIALLY_REFUNDED', { value: 10 })).statusCode).toBe(200);
      expect((await orderRow()).status).toBe('paid');
      expect((await ticketRows()).map((ticket) => ticket.state)).toEqual(['valid', 'valid']);
    });
  },
  { app: { now: clock.now } },
);
