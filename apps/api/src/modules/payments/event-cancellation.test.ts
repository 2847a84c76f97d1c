import { eq } from 'drizzle-orm';
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
import { events, mailOutbox, orders, refunds, tickets } from '../../db/schema';
import { markEventCancelled } from '../events';
import { orderMessages } from '../orders/order-rules';
import { hmacRotatingToken } from '../tickets/tokens';

/*
 * #15 event cancellation by its organizer: a dry run says what would happen and changes nothing; the real one
 * refunds every paid order, cancels every pending one and closes sales; a second call changes nothing; and a run
 * cut short after the event was marked is finished by the next settle (what a restart runs), refunding nobody
 * twice. The kill -9 of a real server half-way is in tests/e2e/event-cancellation.test.ts.
 */

const clock = testClock();

describeEachDatabase(
  'event cancellation',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;

    const db = () => ctx.database.db;
    const cancel = (body: object = {}, token = organizer.token) =>
      ctx.inject({
        method: 'POST',
        url: `/api/events/${eventId}/cancel`,
        headers: bearer(token),
        payload: body,
      });
    const refundsOfEvent = async () =>
      (
        await db()
          .select({ refund: refunds })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(eq(orders.eventId, eventId))
      ).map((row) => row.refund);
    const statuses = async () =>
      (await db().select({ status: orders.status }).from(orders).where(eq(orders.eventId, eventId)))
        .map((row) => row.status)
        .sort();

    async function order(quantity: number, pay: boolean): Promise<string> {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 40 }]),
      });
      const id = created.json()._id;
      if (!pay) return id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(id, 40 * quantity),
      });
      await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      return id;
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 40, quantity: 50 }]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
      await order(2, true);
      await order(1, true);
      await order(3, false);
    });

    it('a dry run says what would be refunded and cancelled, and changes nothing', async () => {
      const response = await cancel({ dryRun: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        eventId,
        dryRun: true,
        cancelledAt: null,
        paidOrders: 2,
        pendingOrders: 1,
        tickets: 3,
        refundAmount: 120,
      });
      expect(await statuses()).toEqual(['paid', 'paid', 'pending']);
      expect((await db().select().from(events).where(eq(events.id, eventId)))[0]!.cancelledAt).toBeNull();
    });

    it('refunds every paid order, cancels every pending one, closes sales and says "cancelado" everywhere', async () => {
      const [ticket] = await db().select().from(tickets).where(eq(tickets.eventId, eventId));
      const response = await cancel();
      expect(response.json()).toMatchObject({
        dryRun: false,
        cancelledAt: clock.now().toISOString(),
        paidOrders: 2,
        pendingOrders: 1,
        refundAmount: 120,
      });
      expect(await statuses()).toEqual(['cancelled', 'refunded', 'refunded']);
      // Each paid buyer is told the event was called off (once, instead of a plain "refunded").
      const told = await db().select({ key: mailOutbox.key, kind: mailOutbox.kind }).from(mailOutbox);
      const aboutEvent = told.filter((mail) => mail.key.includes(eventId));
      expect(aboutEvent.map((mail) => mail.kind)).toEqual(['event-cancelled', 'event-cancelled']);
      const ids = (await db().select({ id: orders.id }).from(orders).where(eq(orders.eventId, eventId))).map(
        (row) => row.id,
      );
      expect(told.filter((mail) => ids.some((id) => mail.key === `order-refunded:${id}`))).toHaveLength(0);
      const owed = await refundsOfEvent();
      expect(owed.filter((row) => row.reason === 'event_cancelled').map((row) => row.status)).toEqual([
        'confirmed',
        'confirmed',
      ]);
      const scanned = await ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        payload: { code: hmacRotatingToken(ctx.config.ticketSecret, ticket!.code, clock.now()) },
      });
      expect(scanned.json().code).toBe('TICKET_CANCELLED');

      const page = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(page.json().cancelledAt).toBe(clock.now().toISOString());
      const list = await ctx.inject({ method: 'GET', url: '/api/events?limit=50' });
      expect(list.json().items.find((item: { _id: string }) => item._id === eventId).cancelledAt).toBe(
        clock.now().toISOString(),
      );
      const refused = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 40 }]),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: orderMessages.eventCancelled, code: 'EVENT_CANCELLED' });
    });

    it('a second call changes nothing and refunds nobody twice', async () => {
      await cancel();
      const first = await refundsOfEvent();
      expect(first).toHaveLength(2);
      const again = await cancel();
      expect(again.json()).toMatchObject({ paidOrders: 0, pendingOrders: 0, tickets: 0, refundAmount: 0 });
      expect(await refundsOfEvent()).toHaveLength(2);
    });

    it('a run cut short after marking the event is finished by the next settle (a restart), once', async () => {
      await markEventCancelled(db(), eventId, clock.now());
      await ctx.app.payments.settle();
      await ctx.app.payments.settle();
      expect(await statuses()).toEqual(['cancelled', 'refunded', 'refunded']);
      const owed = await refundsOfEvent();
      expect(owed.map((row) => [row.reason, row.status])).toEqual([
        ['event_cancelled', 'confirmed'],
        ['event_cancelled', 'confirmed'],
      ]);
    });

    it('only its organizer or an ADMIN calls it off; a draft is deleted, not cancelled', async () => {
      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      expect((await cancel({}, stranger.token)).statusCode).toBe(404);
      expect((await cancel({}, buyer.token)).statusCode).toBe(404);
      expect(await statuses()).toEqual(['paid', 'paid', 'pending']);
      await db().update(events).set({ status: 'draft' }).where(eq(events.id, eventId));
      expect((await cancel({ dryRun: true })).json().code).toBe('EVENT_NOT_PUBLISHED');
    });
  },
  { app: { now: clock.now } },
);
