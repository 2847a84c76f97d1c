import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { ticketTypes } from '../../db/schema';

/*
 * Issue #25 point 5: a dictionary found a courtesy code through POST /orders/quote, 188 tries in a second and
 * none refused. Codes that do not work are now counted per client address and per account (COUPON_RATE_LIMIT
 * per 15 minutes, here 3, in the shared rate_limits table); past it every try with a code gets 429.
 */

const clock = testClock();

describeEachDatabase(
  'coupon tries',
  (ctx) => {
    let organizer: TestUser;
    let eventId: string;
    let inteira: string;
    let cortesia: string;

    const db = () => ctx.database.db;
    const quote = (coupon: string, from: string, token?: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/orders/quote',
        remoteAddress: from,
        headers: token ? bearer(token) : {},
        payload: { eventId, items: [{ ticketTypeId: inteira, quantity: 1, price: 100 }], coupon },
      });
    const page = (coupon: string, from: string) =>
      ctx.inject({ method: 'GET', url: `/api/events/${eventId}?coupon=${coupon}`, remoteAddress: from });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 100, quantity: 100 },
        { name: 'CORTESIA — Parceiros', price: 100, quantity: 10 },
      ]);
      eventId = event.eventId;
      [inteira, cortesia] = event.typeIds as [string, string];
      await db().update(ticketTypes).set({ couponOnly: true }).where(eq(ticketTypes.id, cortesia));
      for (const payload of [
        { code: 'AMIGO', kind: 'percent', value: 10 },
        { code: 'PARCEIRO', kind: 'price', value: 0, ticketTypeIds: [cortesia] },
      ]) {
        const created = await ctx.inject({
          method: 'POST',
          url: `/api/events/${eventId}/coupons`,
          headers: bearer(organizer.token),
          payload,
        });
        expect(created.statusCode).toBe(201);
      }
    });

    it('a right code is never slowed: only codes that do not work count', async () => {
      for (let i = 0; i < 10; i++) expect((await quote('AMIGO', '10.0.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) expect((await page('PARCEIRO', '10.0.0.1')).statusCode).toBe(200);
    });

    it('per client address: after 3 wrong codes every code is refused, 429 with Retry-After', async () => {
      for (const guess of ['AAAA', 'BBBB', 'CCCC'])
        expect((await quote(guess, '10.0.0.2')).json().coupon.refusal.code).toBe('COUPON_INVALID');
      const refused = await quote('AMIGO', '10.0.0.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await page('PARCEIRO', '10.0.0.2')).statusCode).toBe(429);
      // GET /events/{id}?coupon= counts a code that unlocks nothing, as the quote does.
      for (const guess of ['HHHH', 'IIII', 'JJJJ'])
        expect((await page(guess, '10.0.0.4')).statusCode).toBe(200);
      expect((await page('PARCEIRO', '10.0.0.4')).statusCode).toBe(429);
      // Without a code the address still quotes and reads the event; another address still tries codes.
      expect(
        (await ctx.inject({ method: 'GET', url: `/api/events/${eventId}`, remoteAddress: '10.0.0.2' }))
          .statusCode,
      ).toBe(200);
      expect((await quote('AMIGO', '10.0.0.3')).statusCode).toBe(200);
    });

    it('per account too: a buyer hopping addresses is counted as one', async () => {
      const buyer = await insertUser(db(), ctx.config.jwtSecret);
      await quote('DDDD', '10.1.0.1', buyer.token);
      await quote('EEEE', '10.1.0.2', buyer.token);
      await quote('GGGG', '10.1.0.4', buyer.token);
      const refused = await quote('AMIGO', '10.1.0.5', buyer.token);
      expect(refused.statusCode).toBe(429);
      const order = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.1.0.6',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: inteira, quantity: 1, price: 100 }], {
          total: 90,
          coupon: 'AMIGO',
        }),
      });
      expect(order.statusCode).toBe(429);
    });
  },
  { env: { COUPON_RATE_LIMIT: '3' }, app: { now: clock.now } },
);
