import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderItems, orders, ticketTypes } from '../../../db/schema';
import { describeEachDatabase } from '../../../../test/helper';
import { insertEvent, insertUsers, testClock, type TestUser } from '../../../../test/orders-fixtures';
import type { Reservation } from '.';

/*
 * reserve on its own, past the pricing that usually refuses first: on PostgreSQL it runs as one statement under
 * the buyer's advisory lock (issue #19), on PGlite in a transaction. Either way a refused order takes nothing, a
 * sold-out line is named, concurrent orders never oversell a lot nor leave stock taken without an order, and one
 * buyer's concurrent orders are counted one after the other.
 */

const clock = testClock();

describeEachDatabase(
  'reserve',
  (ctx) => {
    let buyers: TestUser[];
    let organizerId: string;
    const db = () => ctx.database.db;

    const reservation = (
      buyer: TestUser,
      eventId: string,
      lines: Array<{ ticketTypeId: string; quantity: number }>,
      maxPendingOrders = 100,
    ): Reservation => ({
      orderId: randomUUID(),
      buyerId: buyer.userId,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      eventId,
      paymentMethod: 'pix',
      lines: lines.map((line) => ({
        ...line,
        name: 'PISTA',
        unitPriceCents: 5_000,
        perCustomerLimit: 0,
        discountCents: 0,
      })),
      attendees: lines
        .flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketTypeId))
        .map((ticketTypeId, idx) => ({
          idx,
          ticketTypeId,
          name: `Participante ${idx + 1}`,
          email: `participante${idx + 1}@example.com`,
          meiaEntrada: null,
        })),
      totals: { subtotalCents: 5_000, discountCents: 0, feeCents: 0, totalCents: 5_000 },
      now: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      maxPendingOrders,
    });
    const soldOf = async (ids: string[]) =>
      (await db().select().from(ticketTypes).where(inArray(ticketTypes.id, ids))).map((row) => ({
        id: row.id,
        sold: row.sold,
        quantity: row.quantity,
      }));
    const itemsOf = async (typeId: string) =>
      (await db().select().from(orderItems).where(eq(orderItems.ticketTypeId, typeId))).reduce(
        (sum, item) => sum + item.quantity,
        0,
      );

    beforeAll(async () => {
      const users = await insertUsers(db(), ctx.config.jwtSecret, 41);
      organizerId = users[0]!.userId;
      buyers = users.slice(1);
    });

    it('takes nothing of a two-line order when one line lacks stock, and names that line', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizerId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 10 },
        { name: 'CAMAROTE — Lote 1', price: 50, quantity: 1 },
      ]);
      const [pista, camarote] = typeIds as [string, string];
      const result = await ctx.app.lifecycle.reserve(
        reservation(buyers[0]!, eventId, [
          { ticketTypeId: pista, quantity: 2 },
          { ticketTypeId: camarote, quantity: 2 },
        ]),
      );
      expect(result).toEqual({ created: false, refused: 'SOLD_OUT', soldOut: [camarote] });
      expect((await soldOf([pista, camarote])).map((row) => row.sold)).toEqual([0, 0]);
      expect(await db().select().from(orders).where(eq(orders.eventId, eventId))).toEqual([]);
    });

    it('never oversells nor leaves stock without an order when 40 two-line orders race for few tickets', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizerId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 15 },
        { name: 'CAMAROTE — Lote 1', price: 50, quantity: 9 },
      ]);
      const [pista, camarote] = typeIds as [string, string];
      const results = await Promise.all(
        buyers.map((buyer, n) =>
          ctx.app.lifecycle.reserve(
            // Lines in both orders, so two orders may lock the types in opposite orders.
            reservation(
              buyer,
              eventId,
              n % 2 === 0
                ? [
                    { ticketTypeId: pista, quantity: 1 },
                    { ticketTypeId: camarote, quantity: 1 },
                  ]
                : [
                    { ticketTypeId: camarote, quantity: 1 },
                    { ticketTypeId: pista, quantity: 1 },
                  ],
            ),
          ),
        ),
      );
      const created = results.filter((result) => result.created).length;
      expect(created).toBe(9);
      const stock = await soldOf([pista, camarote]);
      for (const row of stock) {
        expect(row.sold).toBe(created);
        expect(await itemsOf(row.id)).toBe(created);
      }
    });

    it("counts one buyer's concurrent orders one after the other (MAX_PENDING_ORDERS)", async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizerId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 100 },
      ]);
      // A buyer with no order yet.
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          ctx.app.lifecycle.reserve(
            reservation(buyer!, eventId, [{ ticketTypeId: typeIds[0]!, quantity: 1 }], 3),
          ),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(3);
      expect(results.filter((result) => !result.created && result.refused === 'PENDING_LIMIT')).toHaveLength(
        5,
      );
      expect((await soldOf(typeIds))[0]!.sold).toBe(3);
    });
  },
  { app: { now: clock.now, backgroundJobs: false } },
);
