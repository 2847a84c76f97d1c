import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardAttempts, events, payments, savedCards, type Payment } from '../../db/schema';
import { recordPayer } from '../orders';
import type { PaymentStatus } from './payments-repository';
import type { CardChargeResult } from './provider';

/*
 * What the card path (issue #27) keeps: the charge (payments, method `card`: brand and last four digits, never the
 * number), the buyer's saved cards (Asaas's token), and the one attempt under way per order (card_attempts).
 */

/** The most card installments the order's event accepts. */
export async function maxInstallmentsOf(db: Db, eventId: string): Promise<number> {
  const [event] = await db
    .select({ maxInstallments: events.maxInstallments })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event?.maxInstallments ?? 12;
}

/**
 * Takes the order's card attempt; false while another one, started less than `staleMs` ago, is unanswered. An
 * older one is taken over: its request died (a crash, a deploy) and the new one looks its charge up first.
 */
export async function claimCardAttempt(
  db: Db,
  orderId: string,
  now: Date,
  staleMs: number,
): Promise<boolean> {
  const [taken] = await db
    .insert(cardAttempts)
    .values({ orderId, startedAt: now })
    .onConflictDoNothing()
    .returning({ orderId: cardAttempts.orderId });
  if (taken) return true;
  const [takenOver] = await db
    .update(cardAttempts)
    .set({ startedAt: now })
    .where(
      and(eq(cardAttempts.orderId, orderId), lt(cardAttempts.startedAt, new Date(now.getTime() - staleMs))),
    )
    .returning({ orderId: cardAttempts.orderId });
  return takenOver !== undefined;
}

export async function releaseCardAttempt(db: Db, orderId: string, startedAt: Date): Promise<void> {
  await db
    .delete(cardAttempts)
    .where(and(eq(cardAttempts.orderId, orderId), eq(cardAttempts.startedAt, startedAt)));
}

export interface CardChargeRecord {
  orderId: string;
  userId: string;
  provider: string;
  charge: CardChargeResult;
  installments: number;
  installmentValueCents: number;
  /** What the charge costs the buyer in all (interest included). */
  totalCents: number;
  holder: { cpfCnpj: string; phone: string };
  now: Date;
}

/**
 * Records a charge the provider accepted (approved: `authorized`, applied right after through the webhook path;
 * or in `analysis`), the holder's CPF/CNPJ and phone on the order, and the card's token among the buyer's saved
 * cards. A charge recorded before (a retry found it at the provider) is left as it is.
 */
export async function storeCardCharge(db: Db, record: CardChargeRecord): Promise<void> {
  const { charge, now } = record;
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        orderId: record.orderId,
        provider: record.provider,
        providerPaymentId: charge.paymentId,
        status: (charge.status === 'paid' ? 'authorized' : 'analysis') satisfies PaymentStatus,
        method: 'card',
        copiaECola: '',
        qrCodeBase64: '',
        valueCents: record.totalCents,
        installments: record.installments,
        installmentValueCents: record.installmentValueCents,
        providerInstallmentId: charge.installmentId,
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.providerPaymentId });
    await recordPayer(tx, { orderId: record.orderId, buyer: record.holder, now });
    if (charge.token && charge.last4) {
      await tx
        .insert(savedCards)
        .values({
          userId: record.userId,
          provider: record.provider,
          token: charge.token,
          brand: charge.brand,
          last4: charge.last4,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
  });
}

export async function findSavedCard(db: Db, userId: string, token: string) {
  const [card] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.token, token)))
    .limit(1);
  return card;
}

export function listSavedCards(db: Db, userId: string, provider: string) {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.createdAt))
    .limit(5);
}

/** The order's newest card charge, or undefined. */
export async function latestCardCharge(db: Db, orderId: string): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment;
}
