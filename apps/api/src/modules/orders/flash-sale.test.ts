import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { bearer, insertEvent, insertUser, insertUsers, orderBody } from '../../../test/orders-fixtures';
import { queryRows } from '../../db/client';
import { ticketTypes } from '../../db/schema';

const BUYERS = 500;
const TICKETS = 50;

/*
 * The flash sale on a real PostgreSQL (PGlite runs one statement at a time, so it cannot race): 500 distinct
 * buyers at once for the last 50 tickets, through the single-statement path (no limit) and the transactional
 * one (per-customer limit, buyer row lock).
 */
describeEachDatabase('flash sale', (ctx) => {
  it.skipIf(ctx.kind !== 'postgres').each([
    ['without a per-customer limit', 0],
    ['with a per-customer limit', 1],
  ])(
    `${BUYERS} buyers at once for the last ${TICKETS} tickets, %s: exactly ${TICKETS} reserved, none oversold`,
    async (_name, perCustomerLimit) => {
      const db = ctx.database.db;
      const organizer = await insertUser(db, ctx.config.jwtSecret);
      const event = await insertEvent(db, organizer.userId, [
        { name: 'Pista — Lote único', price: 120, quantity: TICKETS, perCustomerLimit },
      ]);
      const typeId = event.typeIds[0]!;
      const buyers = await insertUsers(db, ctx.config.jwtSecret, BUYERS);
      const body = orderBody(event.eventId, [{ ticketTypeId: typeId, quantity: 1, price: 120 }]);

      const responses = await Promise.all(
        buyers.map((buyer) =>
          ctx.inject({ method: 'POST', url: '/api/orders', headers: bearer(buyer.token), payload: body }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      const failures = responses.filter((response) => response.statusCode >= 500);
      expect(failures.slice(0, 3).map((response) => `${response.statusCode} ${response.body}`)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(TICKETS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - TICKETS);

      const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
      expect(type!.sold).toBe(TICKETS);
      const [count] = await queryRows<{ orders: number; tickets: number }>(
        db,
        sql`select count(distinct o.id)::int as orders, coalesce(sum(oi.quantity), 0)::int as tickets
            from orders o join order_items oi on oi.order_id = o.id
            where oi.ticket_type_id = ${typeId}`,
      );
      expect(count).toEqual({ orders: TICKETS, tickets: TICKETS });
    },
    120_000,
  );
});
