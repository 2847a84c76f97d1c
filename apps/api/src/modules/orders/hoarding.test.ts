import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  insertUsers,
  orderBody,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';

/*
 * Issue #20 point 2, as it was reproduced: one fresh account ordered 500 of a lot with no per-customer limit, the
 * lot showed 0 remaining and every other buyer got "esgotados" for the whole hold. Small limits here so the
 * attack fits in a test; production defaults are in config.ts.
 */
const clock = testClock();

describeEachDatabase(
  'hoarding',
  (ctx) => {
    let organizer: TestUser;
    let pista: string;
    let eventId: string;

    let addresses = 0;
    /** Each order from its own address unless told: the per-address limit is tested on its own. */
    const order = (
      token: string,
      quantity: number,
      remoteAddress = `10.20.${addresses++ >> 8}.${addresses & 255}`,
    ) =>
      ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(token),
        remoteAddress,
        payload: orderBody(eventId, [{ ticketTypeId: pista, quantity, price: 50 }]),
      });

    beforeEach(async () => {
      organizer = await insertUser(ctx.database.db, ctx.config.jwtSecret, 'USER');
      // No per-customer limit set by the organizer: only the platform's bounds apply.
      const event = await insertEvent(ctx.database.db, organizer.userId, [
        { name: 'Pista — Lote 1', price: 50, quantity: 500 },
      ]);
      eventId = event.eventId;
      pista = event.typeIds[0]!;
    });

    it('caps one order at MAX_TICKETS_PER_ORDER, and the quote says how many may still be taken', async () => {
      const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
      const tooMany = await order(buyer!.token, 5);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({
        message: 'Cada pedido pode ter no máximo 4 ingressos.',
        code: 'ORDER_LIMIT',
      });

      const quote = await ctx.inject({
        method: 'POST',
        url: '/api/orders/quote',
        payload: { eventId, items: [{ ticketTypeId: pista, quantity: 0 }] },
      });
      expect(quote.json().lines[0]).toMatchObject({ remaining: 500, maxQuantity: 4 });
      expect((await order(buyer!.token, 4)).statusCode).toBe(201);
    });

    it('lets one account hold at most MAX_PENDING_ORDERS unpaid orders, even sent at once', async () => {
      const [buyer, other] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 2);
      const answers = await Promise.all(Array.from({ length: 6 }, () => order(buyer!.token, 1)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toEqual({
        message:
          'Você já tem 2 pedido(s) aguardando pagamento. Pague ou cancele um deles em "Meus pedidos" para fazer outro.',
        code: 'PENDING_LIMIT',
      });

      // Another buyer is not affected, and cancelling one pending order frees a place.
      expect((await order(other!.token, 1)).statusCode).toBe(201);
      const created = answers.find((answer) => answer.statusCode === 201)!.json<{ _id: string }>();
      const cancel = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${created._id}/cancel`,
        headers: bearer(buyer!.token),
      });
      expect(cancel.statusCode).toBe(200);
      expect((await order(buyer!.token, 1)).statusCode).toBe(201);

      // An order whose hold ended no longer counts.
      clock.advanceMinutes(16);
      expect((await order(buyer!.token, 1)).statusCode).toBe(201);
    });

    it('counts the orders of one client address across accounts (ORDERS_PER_IP per hold)', async () => {
      const buyers = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 4);
      const address = '198.51.100.23';
      for (const buyer of buyers.slice(0, 3))
        expect((await order(buyer.token, 1, address)).statusCode).toBe(201);
      const blocked = await order(buyers[3]!.token, 1, address);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
      expect((await order(buyers[3]!.token, 1, '198.51.100.99')).statusCode).toBe(201);
    });

    it('limits the Pix codes one account asks for (PIX_RATE_LIMIT per 15 minutes)', async () => {
      const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
      const created = (await order(buyer!.token, 1, '192.0.2.50')).json<{ _id: string; total: number }>();
      const pix = () =>
        ctx.inject({
          method: 'POST',
          url: '/api/pagamento/asaas/pix',
          headers: bearer(buyer!.token),
          payload: pixInput(created._id, created.total),
        });
      expect((await pix()).statusCode).toBe(200);
      expect((await pix()).statusCode).toBe(200);
      const third = await pix();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  },
  {
    env: { MAX_TICKETS_PER_ORDER: '4', MAX_PENDING_ORDERS: '2', ORDERS_PER_IP: '3', PIX_RATE_LIMIT: '2' },
    app: { now: clock.now },
  },
);

describe('hoarding defaults', () => {
  it('are the production values the README states', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).hoarding).toEqual({
      maxTicketsPerOrder: 10,
      maxPendingOrders: 3,
      ordersPerIp: 30,
      pixPerUser: 10,
    });
  });
});
