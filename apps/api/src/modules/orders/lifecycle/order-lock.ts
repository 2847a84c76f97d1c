import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, type Order } from '../../../db/schema';

/** The order, locked for the rest of the transaction: transitions of one order apply one after the other. */
export async function lockOrder(tx: Db, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}
