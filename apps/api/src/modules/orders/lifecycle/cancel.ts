import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { inTransaction } from './transaction';

/**
 * cancel: a pending order is given up before it is paid (by its buyer, or replaced by a changed draft). Its
 * tickets go back to their lots at once. Any other status is left alone; `cancelled` says whether this call did
 * it.
 */
export function cancelOrder(db: Db, orderId: string, now: Date): Promise<{ cancelled: boolean }> {
  return inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!changed) return { cancelled: false };
    await tx.execute(sql`
      update ticket_types t set sold = t.sold - r.quantity
      from (select ticket_type_id, sum(quantity)::int as quantity from order_items
            where order_id = ${orderId} group by ticket_type_id) r
      where t.id = r.ticket_type_id`);
    return { cancelled: true };
  });
}
