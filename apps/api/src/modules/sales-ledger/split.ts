import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargeSplits, events, splitLedger, type Order, type SalesLedgerKind } from '../../db/schema';
import { saoPauloDay } from '../../lib/dates';
import { computeShares } from './shares';

/*
 * Who got what of each movement of money (issue #31), beside the sales ledger and in the same transactions (the
 * lifecycle's pay and refund). A sale records the split its charge was created with (charge_splits, written by
 * the payouts module when the Pix or card charge was made); a charge without one (made before payouts existed)
 * is split with no commission and not credited: the platform holds the organizer's share. A refund or chargeback
 * records the sale's split negated, on its own day, as Asaas reverses a split with the charge's refund.
 */

type PaidOrder = Pick<Order, 'id' | 'eventId' | 'totalCents' | 'feeCents'>;

export async function recordSplitSale(tx: Db, order: PaidOrder, paymentId: string | null, at: Date) {
  // An order of R$ 0,00 is paid without any charge: nothing to split.
  if (paymentId === null || order.totalCents === 0) return;
  const [decided] = await tx.select().from(chargeSplits).where(eq(chargeSplits.providerPaymentId, paymentId));
  const organizerId =
    decided?.organizerId ??
    (await tx.select({ id: events.organizerId }).from(events).where(eq(events.id, order.eventId)))[0]!.id;
  const shares = decided ?? { ...computeShares(order, 0), walletId: null };
  await tx.insert(splitLedger).values({
    eventId: order.eventId,
    orderId: order.id,
    organizerId,
    providerPaymentId: paymentId,
    kind: 'sale',
    occurredAt: at,
    day: saoPauloDay(at),
    chargedCents: shares.chargedCents,
    organizerCents: shares.organizerCents,
    platformCents: shares.platformCents,
    commissionCents: shares.commissionCents,
    credited: shares.walletId !== null,
  });
}

export async function recordSplitReversal(
  tx: Db,
  order: Pick<Order, 'id'>,
  kind: Exclude<SalesLedgerKind, 'sale'>,
  at: Date,
) {
  const sold = await tx
    .select()
    .from(splitLedger)
    .where(and(eq(splitLedger.orderId, order.id), eq(splitLedger.kind, 'sale')))
    .orderBy(asc(splitLedger.id));
  if (sold.length === 0) return;
  await tx.insert(splitLedger).values(
    sold.map((entry) => ({
      eventId: entry.eventId,
      orderId: entry.orderId,
      organizerId: entry.organizerId,
      providerPaymentId: entry.providerPaymentId,
      kind,
      occurredAt: at,
      day: saoPauloDay(at),
      chargedCents: -entry.chargedCents,
      organizerCents: -entry.organizerCents,
      platformCents: -entry.platformCents,
      commissionCents: -entry.commissionCents,
      credited: entry.credited,
    })),
  );
}
