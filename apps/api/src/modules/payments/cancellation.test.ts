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
import { domainEvents, events, orders, refunds, salesLedger, tickets, ticketTypes } from '../../db/schema';
import { cancellationMessages } from '../orders';
import { hmacRotatingToken } from '../tickets/tokens';

/*
 * #15 "After the sale": a buyer cancels a paid order (CDC art. 49: within 7 days of paying, at least 48 h before
 * the event), with the local provider, which confirms a refund at once through the webhook's path. The Asaas side
 * (refund asked over HTTP, confirmed by PAYMENT_REFUNDED, refused and retried) is in asaas-after-sale.test.ts.
 */

const clock = testClock();

describeEachDatabase(
  'buyer cancellation with refund (local provider)',
  (ctx) => {
    let buyer: TestUser;
    let stranger: TestUser;
    let organizer: TestUser;
    let eventId: string;
    let typeId: string;
    let orderId: string;

    const db = () => ctx.database.db;
    const orderRow = async () => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const ticketRows = () => db().select().from(tickets).where(eq(tickets.orderId, orderId));
    const soldOf = async () =>
      (await db().select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
        .sold;
    const cancel = (token = buyer.token, id = orderId) =>
      ctx.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(token) });
    const detail = () =>
      ctx.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) });
    const scan = (code: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        payload: { code: hmacRotatingToken(ctx.config.ticketSecret, code, clock.now()) },
      });

    async function buyAndPay(quantity = 2): Promise<void> {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 80.25 }]),
      });
      expect(created.statusCode).toBe(201);
      orderId = created.json()._id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 80.25 * quantity),
      });
      expect(pix.statusCode).toBe(200);
      const confirmed = await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      expect(confirmed.json()).toEqual({ status: 'paid' });
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      stranger = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 5 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
      await buyAndPay();
    });

    it('the detail says beforehand that the paid order may be cancelled, how much goes back and until when', async () => {
      const body = (await detail()).json();
      expect(body.cancellation).toEqual({
        allowed: true,
        reason: null,
        refundAmount: 160.5,
        deadline: '2030-06-08T15:00:00.000Z',
      });
      expect(body.refund).toBeNull();
    });

    it('cancelling within the rules refunds at once: tickets refused at the door, stock back, revenue out', async () => {
      const [ticket] = await ticketRows();
      expect(await soldOf()).toBe(2);
      clock.advanceMinutes(60 * 24 * 3);

      const response = await cancel();

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('refunded');
      expect(body.refund).toMatchObject({
        status: 'confirmed',
        amount: 160.5,
        reason: 'buyer_cancelled',
        requestedAt: clock.now().toISOString(),
        confirmedAt: clock.now().toISOString(),
        lastError: null,
      });
      expect(body.cancellation.allowed).toBe(false);
      expect((await ticketRows()).map((row) => row.state)).toEqual(['cancelled', 'cancelled']);
      const refused = await scan(ticket!.code);
      expect(refused.json()).toEqual({ message: 'Ingresso cancelado', code: 'TICKET_CANCELLED' });
      expect(await soldOf()).toBe(0);
      const ledger = await db().select().from(salesLedger).where(eq(salesLedger.orderId, orderId));
      expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual(
        expect.arrayContaining([
          ['sale', 16_050],
          ['refund', -16_050],
        ]),
      );
    });

    it('a second cancellation, even concurrent, refunds once', async () => {
      const responses = await Promise.all([cancel(), cancel(), cancel()]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      const refunded = await db()
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.orderId, orderId), eq(domainEvents.type, 'order.refunded')));
      expect(refunded).toHaveLength(1);
      expect(await soldOf()).toBe(0);
    });

    it('refuses after 7 days from the payment, saying so, and changes nothing', async () => {
      clock.advanceMinutes(60 * 24 * 7 + 1);
      const response = await cancel();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: cancellationMessages.windowClosed,
        code: 'CANCELLATION_WINDOW_CLOSED',
      });
      expect((await orderRow()).status).toBe('paid');
      expect((await detail()).json().cancellation).toMatchObject({
        allowed: false,
        reason: cancellationMessages.windowClosed,
      });
      expect(await soldOf()).toBe(2);
    });

    it('refuses less than 48 h before the event starts', async () => {
      await db()
        .update(events)
        .set({ eventDate: new Date('2030-06-03T14:00:00Z') })
        .where(eq(events.id, eventId));
      const response = await cancel();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: cancellationMessages.eventTooClose,
        code: 'EVENT_TOO_CLOSE',
      });
      expect((await ticketRows()).map((row) => row.state)).toEqual(['valid', 'valid']);
    });

    it("nobody but the buyer (or an ADMIN) cancels someone's order", async () => {
      expect((await cancel(stranger.token)).statusCode).toBe(404);
      expect((await orderRow()).status).toBe('paid');
      const admin = await ctx.adminToken();
      // Recorded as the ADMIN's cancellation, not the buyer's (issue #25 point 9).
      expect((await cancel(admin)).json()).toMatchObject({
        status: 'refunded',
        refund: { reason: 'admin_cancelled' },
      });
    });
  },
  { app: { now: clock.now } },
);
