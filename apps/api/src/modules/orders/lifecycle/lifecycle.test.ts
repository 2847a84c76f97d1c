import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type TestUser,
} from '../../../../test/orders-fixtures';
import { domainEvents, orders, tickets, ticketTypes } from '../../../db/schema';
import { hmacRotatingToken } from '../../tickets/tokens';
import { createOrderLifecycle, type DomainEvent, type DomainEventSubscriber } from '.';

const clock = testClock();

describeEachDatabase(
  'orders lifecycle',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    let eventId: string;
    let typeId: string;

    const db = () => ctx.database.db;
    const lifecycle = () => ctx.app.lifecycle;
    const newOrder = async (quantity = 2) => {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 50 }]),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json()._id as string;
    };
    const history = async (orderId: string) =>
      (
        await db()
          .select({ type: domainEvents.type })
          .from(domainEvents)
          .where(eq(domainEvents.orderId, orderId))
          .orderBy(asc(domainEvents.id))
      ).map((row) => row.type);
    const soldOf = async () =>
      (await db().select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
        .sold;
    const statusOf = async (orderId: string) =>
      (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
    const paid = async (orderId: string) => {
      expect(
        await lifecycle().pay({ orderId, paymentId: `pay_${orderId}`, valueCents: 10_000, now: clock.now() }),
      ).toBe('paid');
    };

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 50, quantity: 10 }]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
    });

    it('appends a domain event for every transition, in order', async () => {
      const expiring = await newOrder();
      const cancelled = await newOrder();
      const refunded = await newOrder();
      expect(await soldOf()).toBe(6);

      await lifecycle().cancel({ orderId: cancelled, now: clock.now() });
      await paid(refunded);
      await lifecycle().refund({ orderId: refunded, reason: 'refund', paymentId: null, now: clock.now() });
      clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
      expect(await lifecycle().expireDue(clock.now())).toBe(1);

      expect(await history(expiring)).toEqual(['order.reserved', 'order.expired']);
      expect(await history(cancelled)).toEqual(['order.reserved', 'order.cancelled']);
      expect(await history(refunded)).toEqual(['order.reserved', 'order.paid', 'order.refunded']);
      expect(await soldOf()).toBe(0);
    });

    it('changes nothing a second time: cancel, refund and pay say what they found', async () => {
      const orderId = await newOrder();
      expect(await lifecycle().refund({ orderId, reason: 'refund', paymentId: null, now: clock.now() })).toBe(
        'not-paid',
      );
      await paid(orderId);
      expect(await lifecycle().cancel({ orderId, now: clock.now() })).toEqual({ cancelled: false });
      expect(await lifecycle().refund({ orderId, reason: 'refund', paymentId: null, now: clock.now() })).toBe(
        'refunded',
      );
      expect(await lifecycle().refund({ orderId, reason: 'refund', paymentId: null, now: clock.now() })).toBe(
        'already-refunded',
      );
      expect(
        await lifecycle().pay({ orderId, paymentId: 'pay_late', valueCents: 10_000, now: clock.now() }),
      ).toBe('unserviceable');
      expect(await statusOf(orderId)).toBe('refunded');
      expect(await soldOf()).toBe(0);
    });

    it('reissues a ticket with a new code: the old one is refused at the door, the new one admits', async () => {
      const orderId = await newOrder(1);
      await paid(orderId);
      const [old] = await db().select().from(tickets).where(eq(tickets.orderId, orderId));
      const outcome = await lifecycle().reissueTicket({
        ticketId: old!.id,
        holder: { name: 'Nova Pessoa', email: 'nova@example.com' },
        now: clock.now(),
      });
      if (!outcome.reissued) throw new Error('not reissued');
      expect(outcome.code).not.toBe(old!.code);

      const scan = (code: string) =>
        ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          headers: bearer(organizer.token),
          payload: { code: hmacRotatingToken(ctx.config.ticketSecret, code, clock.now()) },
        });
      const refused = await scan(old!.code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Ingresso cancelado');
      const admitted = await scan(outcome.code);
      expect(admitted.statusCode).toBe(200);
      expect(admitted.json().attendee).toEqual({
        name: 'Nova Pessoa',
        email: 'nova@example.com',
        meiaEntrada: null,
      });

      const listed = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/tickets`,
        headers: bearer(buyer.token),
      });
      // The former holder keeps a record of the ticket but never its live code (issue 25, point 1).
      expect(listed.json().tickets).toEqual([
        expect.objectContaining({
          code: null,
          access: null,
          state: 'valid',
          transferredTo: expect.objectContaining({ name: 'Nova Pessoa', email: 'nova@example.com' }),
        }),
      ]);
      expect(await lifecycle().reissueTicket({ ticketId: old!.id, now: clock.now() })).toEqual({
        reissued: false,
        reason: 'not-valid',
      });
    });

    it('runs subscribers inside the transition: one that fails undoes the transition', async () => {
      const seen: DomainEvent[] = [];
      const following = (fail: boolean): DomainEventSubscriber => ({
        types: new Set(['order.reserved', 'order.paid', 'order.expired']),
        async handle(_tx, events) {
          seen.push(...events);
          if (fail) throw new Error('assinante falhou');
        },
      });
      const orderId = await newOrder(1);
      const failing = createOrderLifecycle(db(), [following(true)]);
      await expect(
        failing.pay({ orderId, paymentId: 'pay_x', valueCents: 5_000, now: clock.now() }),
      ).rejects.toThrow('assinante falhou');
      expect(await statusOf(orderId)).toBe('pending');
      expect(await history(orderId)).toEqual(['order.reserved']);

      const working = createOrderLifecycle(db(), [following(false)]);
      expect(await working.pay({ orderId, paymentId: 'pay_x', valueCents: 5_000, now: clock.now() })).toBe(
        'paid',
      );
      expect(seen.map((event) => [event.type, event.orderId])).toEqual([
        ['order.paid', orderId],
        ['order.paid', orderId],
      ]);
    });
  },
  { app: { now: clock.now } },
);
