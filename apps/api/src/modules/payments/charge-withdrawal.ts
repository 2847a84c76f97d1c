import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { payments } from '../../db/schema';
import { orderNoLongerPending } from '../orders';
import type { PaymentStatus } from './payments-repository';

/*
 * A Pix charge never outlives its order's hold: an Asaas dynamic QR stays payable for months past its due date,
 * so every charge that must no longer be paid is withdrawn at the provider (DELETE /payments/{id}) — the pending
 * charge of an order that expired, was cancelled or was paid by another charge, and any charge a newer Pix
 * superseded. Nothing here runs inside the expiry's transaction: the sweeper marks orders, and this worker, run
 * after each sweep and after each cancellation, finds their charges by status and withdraws them, retrying with
 * backoff while the provider fails. A payment that still arrives (it raced the withdrawal) is refunded.
 */

const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export type ChargeToWithdraw = {
  id: string;
  providerPaymentId: string;
  attempts: number;
};

/** Claims up to `limit` charges to withdraw (each leased ahead so other replicas leave it alone meanwhile). */
export function claimStaleCharges(
  db: Db,
  provider: string,
  now: Date,
  limit = 50,
): Promise<ChargeToWithdraw[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  return queryRows<ChargeToWithdraw>(
    db,
    sql`
      update payments p set withdraw_next_at = ${lease}, withdraw_attempts = p.withdraw_attempts + 1
      where p.id in (
        select pay.id from payments pay
        where pay.provider = ${provider}
          and (pay.withdraw_next_at is null or pay.withdraw_next_at <= ${now})
          and (pay.status = 'superseded'
               or (pay.status = 'pending' and ${orderNoLongerPending(sql`pay.order_id`)}))
        order by pay.updated_at
        limit ${limit}
        for update of pay skip locked
      )
      returning p.id, p.provider_payment_id as "providerPaymentId", p.withdraw_attempts as attempts`,
  );
}

/** The provider withdrew it: recorded `deleted` (unless its money arrived meanwhile). */
export async function markWithdrawn(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'deleted' satisfies PaymentStatus, withdrawNextAt: null, updatedAt: now })
    .where(
      and(eq(payments.id, id), inArray(payments.status, ['pending', 'superseded'] satisfies PaymentStatus[])),
    );
}

/** The provider failed: tried again later, later each time (1 min, 2, 4… up to an hour). */
export async function markWithdrawalFailed(db: Db, charge: ChargeToWithdraw, now: Date): Promise<void> {
  const wait = Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, charge.attempts - 1));
  await db
    .update(payments)
    .set({ withdrawNextAt: new Date(now.getTime() + wait) })
    .where(eq(payments.id, charge.id));
}
