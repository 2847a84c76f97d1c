import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, type OrderStatus } from '../../../db/schema';
import { retryTransient } from '../../../db/transient';

export type WhilePending = { stored: true } | { stored: false; status: OrderStatus };

/**
 * Runs `write` (the payments module's own rows) with the order row locked, only while the order is still pending,
 * and stores the payer's CPF/CNPJ and phone on it in the same transaction. Locking the order serializes two Pix
 * generations of one order (and a webhook paying it), so the previous Pix is superseded before the new one is
 * inserted. The payer's data are the only columns of `orders` written for another module.
 */
export function whilePending(
  db: Db,
  update: { orderId: string; buyer: { cpfCnpj: string; phone: string | null }; now: Date },
  write: (tx: Db) => Promise<void>,
): Promise<WhilePending> {
  return retryTransient(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, update.orderId))
        .for('update');
      if (!order || order.status !== 'pending')
        return { stored: false, status: order?.status ?? 'cancelled' };
      await write(tx);
      await recordPayer(tx, update);
      return { stored: true } as const;
    }),
  );
}

/**
 * Stores the payer's CPF/CNPJ and phone on the order while it is pending, in the caller's transaction (a card
 * charge records its payment whatever the order's state: money the provider took must be found to refund it).
 */
export async function recordPayer(
  tx: Db,
  update: { orderId: string; buyer: { cpfCnpj: string; phone: string | null }; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ buyerCpfCnpj: update.buyer.cpfCnpj, buyerPhone: update.buyer.phone, updatedAt: update.now })
    .where(and(eq(orders.id, update.orderId), eq(orders.status, 'pending')));
}
