import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { claimLeased, retryDelay } from '../../db/leased-jobs';
import { refunds, type Refund, type RefundReason } from '../../db/schema';
import { orderHeads } from '../orders';

/*
 * Money we owe back, one row per charge (the unique key on the provider's payment id): written in the same
 * transaction as the change that owes it (a buyer's cancellation, a payment that arrived for an order that can no
 * longer be served, an event called off), so a crash never loses one and a repeat never doubles one. The
 * dispatcher (payments-service.ts `dispatchRefunds`) asks the provider for each, outside any transaction, and
 * retries with backoff while the provider refuses or does not answer; the provider's `refunded` event confirms it.
 */

/** Longest wait between two tries of a refund the provider keeps refusing (a short balance can take days). */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** How long a claimed refund is left alone by other replicas while its request is in flight. */
const CLAIM_LEASE_MS = 2 * 60_000;

export interface RefundRequest {
  orderId: string;
  providerPaymentId: string;
  amountCents: number;
  reason: RefundReason;
  now: Date;
}

/** Records that a charge's money must go back; a second request for the same charge changes nothing. */
export async function requestRefund(tx: Db, request: RefundRequest): Promise<boolean> {
  if (request.amountCents <= 0) return false;
  const inserted = await tx
    .insert(refunds)
    .values({
      orderId: request.orderId,
      providerPaymentId: request.providerPaymentId,
      amountCents: request.amountCents,
      reason: request.reason,
      nextAttemptAt: request.now,
      requestedAt: request.now,
    })
    .onConflictDoNothing({ target: refunds.providerPaymentId })
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` refunds due at `now` for this replica (db/leased-jobs.ts): each is pushed a lease ahead and
 * counted as one more try, skipping rows another replica is claiming, so no two replicas ask for the same refund.
 */
export function claimDueRefunds(db: Db, now: Date, limit = 20): Promise<Refund[]> {
  return claimLeased<Refund>(
    db,
    {
      table: refunds,
      dueAt: refunds.nextAttemptAt,
      attempts: refunds.attempts,
      where: sql`${refunds.status} = 'requested'`,
      orderBy: refunds.nextAttemptAt,
      returning: sql`id, order_id as "orderId", provider_payment_id as "providerPaymentId",
        amount_cents as "amountCents", reason, status, attempts, last_error as "lastError",
        next_attempt_at as "nextAttemptAt", requested_at as "requestedAt", confirmed_at as "confirmedAt"`,
    },
    { now, leaseMs: CLAIM_LEASE_MS, limit },
  );
}

/** The provider accepted the request: its `refunded` event will confirm it. */
export async function markRefundSent(db: Db, id: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'sent', lastError: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
}

/** The provider refused or did not answer: tried again later, later each time. */
export async function markRefundFailed(db: Db, refund: Refund, error: string, now: Date): Promise<void> {
  const wait = retryDelay(refund.attempts, { baseMs: 60_000, maxMs: MAX_BACKOFF_MS });
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + wait) })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'requested')));
}

/**
 * The provider says the charge's money went back (its webhook, or the local provider at once). A refund we never
 * asked for (started at the provider, issue #25) is recorded here, already confirmed, so the order and the
 * ADMIN's "Estornos" show it like any other; `received` says whether that charge's money had arrived (a charge
 * never paid returns nothing).
 */
export async function confirmRefund(
  tx: Db,
  charge: { orderId: string; providerPaymentId: string; amountCents: number; received: boolean },
  now: Date,
): Promise<void> {
  const confirmed = await tx
    .update(refunds)
    .set({ status: 'confirmed', confirmedAt: now, lastError: null })
    .where(
      and(eq(refunds.providerPaymentId, charge.providerPaymentId), sql`${refunds.status} <> 'confirmed'`),
    )
    .returning({ id: refunds.id });
  if (confirmed.length > 0 || !charge.received || charge.amountCents <= 0) return;
  await tx
    .insert(refunds)
    .values({
      orderId: charge.orderId,
      providerPaymentId: charge.providerPaymentId,
      amountCents: charge.amountCents,
      reason: 'provider_refunded',
      status: 'confirmed',
      nextAttemptAt: now,
      requestedAt: now,
      confirmedAt: now,
    })
    .onConflictDoNothing({ target: refunds.providerPaymentId });
}

export type AdminRefundRow = Refund & { eventTitle: string; buyerEmail: string | null };

/**
 * The ADMIN's list: every refund not yet confirmed by the provider, the oldest first (a refused one is money a
 * buyer still waits for), then the confirmed ones, the latest first; with how many still wait.
 */
export async function listRefunds(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminRefundRow[]; total: number; awaiting: number }> {
  const confirmedLast = sql`${refunds.status} = 'confirmed'`;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .orderBy(
        confirmedLast,
        sql`case when ${refunds.status} = 'confirmed' then null else ${refunds.requestedAt} end asc`,
        desc(refunds.requestedAt),
        asc(refunds.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    queryRows<{ total: number; awaiting: number }>(
      db,
      sql`select count(*)::int as total, (count(*) filter (where status <> 'confirmed'))::int as awaiting
          from refunds`,
    ),
  ]);
  // Whose order and which event: the lifecycle's rows, asked of it.
  const heads = await orderHeads(db, [...new Set(rows.map((row) => row.orderId))]);
  return {
    rows: rows.map((row) => ({
      ...row,
      eventTitle: heads.get(row.orderId)?.eventTitle ?? '',
      buyerEmail: heads.get(row.orderId)?.buyerEmail ?? null,
    })),
    total: counts?.total ?? 0,
    awaiting: counts?.awaiting ?? 0,
  };
}
