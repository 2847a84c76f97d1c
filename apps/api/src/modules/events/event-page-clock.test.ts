import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';

/*
 * #12 point 10: the event page and the orders read one clock, the app's injected `now`. Lot 1's window ends on
 * that clock (the wall clock is years before it), and the page's sellable lots and what POST /orders and POST
 * /orders/quote accept move together.
 */

const clock = testClock(new Date('2031-01-10T12:00:00Z'));
const saleEnd = new Date('2031-01-10T13:00:00Z');

describeEachDatabase(
  'the event page and the orders on the injected clock',
  (ctx) => {
    it("agree on the lot on sale before and after lot 1's saleEnd", async () => {
      const db = ctx.database.db;
      const organizer = await insertUser(db, ctx.config.jwtSecret);
      const buyer: TestUser = await insertUser(db, ctx.config.jwtSecret);
      const { eventId, typeIds } = await insertEvent(db, organizer.userId, [
        { name: 'PISTA — Lote 1', price: 80, quantity: 50, saleEnd },
        { name: 'PISTA — Lote 2', price: 100, quantity: 50, lotNumber: 2 },
      ]);
      const [lot1, lot2] = typeIds as [string, string];

      const sellable = async () => {
        const page = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
        expect(page.statusCode).toBe(200);
        return page
          .json<{ sellableTicketTypes: Array<{ _id: string }> }>()
          .sellableTicketTypes.map((t) => t._id);
      };
      const order = (ticketTypeId: string, price: number) =>
        ctx.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyer.token),
          payload: orderBody(eventId, [{ ticketTypeId, quantity: 1, price }]),
        });
      const quoteRefusal = async (ticketTypeId: string) => {
        const quote = await ctx.inject({
          method: 'POST',
          url: '/api/orders/quote',
          headers: bearer(buyer.token),
          payload: orderBody(eventId, [{ ticketTypeId, quantity: 1, price: 0 }]),
        });
        expect(quote.statusCode, quote.body).toBe(200);
        return (
          quote.json<{ lines: Array<{ refusal: { code: string } | null }> }>().lines[0]!.refusal?.code ?? null
        );
      };

      // One minute before the end of lot 1 (on the app's clock): lot 1 is on sale, lot 2 waits.
      clock.set(new Date(saleEnd.getTime() - 60_000));
      expect(await sellable()).toEqual([lot1]);
      expect(await quoteRefusal(lot1)).toBeNull();
      expect(await quoteRefusal(lot2)).toBe('NOT_ON_SALE');
      expect((await order(lot2, 100)).statusCode).toBe(409);
      expect((await order(lot1, 80)).statusCode).toBe(201);

      // At saleEnd lot 1 is over: the page shows lot 2, and the orders take lot 2 and refuse lot 1.
      clock.set(saleEnd);
      expect(await sellable()).toEqual([lot2]);
      expect(await quoteRefusal(lot1)).toBe('NOT_ON_SALE');
      expect(await quoteRefusal(lot2)).toBeNull();
      const late = await order(lot1, 80);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'NOT_ON_SALE' });
      expect((await order(lot2, 100)).statusCode).toBe(201);
    });
  },
  { app: { now: clock.now } },
);
