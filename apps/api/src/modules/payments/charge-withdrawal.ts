import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimLeased, retryDelay } from '../../db/leased-jobs';
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
  return claimLeased<ChargeToWithdraw>(
    db,
    {
      table: payments,
      dueAt: payments.withdrawNextAt,
      attempts: payments.withdrawAttempts,
      where: sql`${payments.provider} = ${provider}
        and (${payments.status} = 'superseded'
             or (${payments.status} = 'pending' and ${orderNoLongerPending(sql`${payments.orderId}`)}))`,
      orderBy: payments.updatedAt,
      returning: sql`id, provider_payment_id as "providerPaymentId", withdraw_attempts as attempts`,
    },
    { now, leaseMs: LEASE_MS, limit },
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
  const wait = retryDelay(charge.attempts, { baseMs: 60_000, maxMs: MAX_BACKOFF_MS });
  await db
    .update(payments)
    .set({ withdrawNextAt: new Date(now.getTime() + wait) })
    .where(eq(payments.id, charge.id));
}
