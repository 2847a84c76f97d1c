import type { PixGenerated } from '../mail';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, payments, type Payment } from '../../db/schema';
import { whilePending, type WhilePending } from '../orders';
import type { PixBuyer, PixCharge } from './provider';

/**
 * A payment record's life: `pending` (the order's payable Pix; at most one per order), `superseded` (a newer Pix
 * replaced it), `received` (its money arrived), `deleted` (the provider withdrew it), `refunded` (its money went
 * back). A card charge (issue #27) is born `authorized` (approved, applied in the same breath) or `analysis` (in
 * the provider's risk analysis), then `received`, or `refused` when the analysis reproves it.
 */
export type PaymentStatus =
  'pending' | 'superseded' | 'received' | 'deleted' | 'refunded' | 'authorized' | 'analysis' | 'refused';

export async function findActivePayment(db: Db, orderId: string): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending' satisfies PaymentStatus)))
    .limit(1);
  return payment;
}

export async function findPaymentByProviderId(
  db: Db,
  providerPaymentId: string,
): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  return payment;
}

export type PixStored = WhilePending;

interface PixUpdate {
  orderId: string;
  buyer: PixBuyer;
  now: Date;
}

/** Records a new Pix as the order's payable one, superseding the previous one. */
export function storeNewPix(
  db: Db,
  update: PixUpdate & {
    provider: string;
    valueCents: number;
    charge: PixCharge;
    /** Written with the Pix, in its transaction (the "Pix waiting" e-mail). */
    onStored?: (tx: Db, pix: PixGenerated) => Promise<void>;
  },
): Promise<PixStored> {
  const { charge, now } = update;
  return whilePending(db, update, async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'superseded' satisfies PaymentStatus, updatedAt: now })
      .where(
        and(eq(payments.orderId, update.orderId), eq(payments.status, 'pending' satisfies PaymentStatus)),
      );
    const active = {
      status: 'pending' satisfies PaymentStatus,
      copiaECola: charge.copiaECola,
      qrCodeBase64: charge.qrCodeBase64,
      expiresAt: charge.expiracao,
      updatedAt: now,
    };
    await tx
      .insert(payments)
      .values({
        ...active,
        orderId: update.orderId,
        provider: update.provider,
        providerPaymentId: charge.paymentId,
        valueCents: update.valueCents,
        createdAt: now,
      })
      // Asaas may hand back a charge recorded before (its creation had timed out on our side): it is the active one again.
      .onConflictDoUpdate({ target: payments.providerPaymentId, set: active });
    await update.onStored?.(tx, {
      orderId: update.orderId,
      copiaECola: charge.copiaECola,
      expiresAt: charge.expiracao,
      now,
    });
  });
}

/** Offers the order's payable Pix again with a new deadline. */
export function reuseActivePix(
  db: Db,
  update: PixUpdate & { paymentRowId: string; expiracao: Date },
): Promise<PixStored> {
  return whilePending(db, update, async (tx) => {
    await tx
      .update(payments)
      .set({ expiresAt: update.expiracao, updatedAt: update.now })
      .where(eq(payments.id, update.paymentRowId));
  });
}

/** When the order's event starts (the cancellation rules count back from it). */
export async function eventStartOf(db: Db, eventId: string): Promise<Date | null> {
  const [event] = await db
    .select({ startDate: events.startDate, eventDate: events.eventDate })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event ? (event.startDate ?? event.eventDate) : null;
}
