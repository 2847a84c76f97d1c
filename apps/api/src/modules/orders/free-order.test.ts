import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  pixInput,
  testClock,
} from '../../../test/orders-fixtures';
import { mailOutbox, payments, salesLedger } from '../../db/schema';

/*
 * Issue #25 point 6: an order whose total is R$ 0,00 (a 100 % coupon, a courtesy lot) stayed pending forever,
 * because Pix refuses a zero charge. The lifecycle pays it with its reservation: tickets issued and e-mailed, no
 * provider involved.
 */

const clock = testClock();

describeEachDatabase(
  'free orders',
  (ctx) => {
    it('an order of R$ 0,00 is born paid, with its tickets issued and e-mailed, and no charge', async () => {
      const db = ctx.database.db;
      const organizer = await insertUser(db, ctx.config.jwtSecret);
      const buyer = await insertUser(db, ctx.config.jwtSecret);
      const { eventId, typeIds } = await insertEvent(db, organizer.userId, [
        { name: 'PISTA — Lote 1', price: 80, quantity: 100 },
      ]);
      const coupon = await ctx.inject({
        method: 'POST',
        url: `/api/events/${eventId}/coupons`,
        headers: bearer(organizer.token),
        payload: { code: 'CORTESIA', kind: 'percent', value: 100 },
      });
      expect(coupon.statusCode).toBe(201);

      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 2, price: 80 }], {
          total: 0,
          coupon: 'CORTESIA',
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ status: 'paid', total: 0 });
      const orderId = created.json<{ _id: string }>()._id;

      const tickets = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/tickets`,
        headers: bearer(buyer.token),
      });
      expect(tickets.json().tickets).toHaveLength(2);
      for (const ticket of tickets.json().tickets) expect(ticket).toMatchObject({ state: 'valid' });

      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `order-paid:${orderId}`));
      expect(mail!.attachments.filter((file) => file.kind === 'ticket-pdf')).toHaveLength(2);
      // Nothing was asked of a payment provider, and there is nothing left to pay.
      expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 0),
      });
      expect(pix.statusCode).toBe(409);
      // The sale is in the ledger (0 charged, 2 tickets), like any other.
      const ledger = await db.select().from(salesLedger).where(eq(salesLedger.orderId, orderId));
      expect(ledger.reduce((sum, row) => sum + row.tickets, 0)).toBe(2);
      expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
    });
  },
  { app: { now: clock.now } },
);
