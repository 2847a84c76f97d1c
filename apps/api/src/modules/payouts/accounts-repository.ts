import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chargeSplits,
  organizerSettings,
  payoutAccounts,
  type PayoutAccount,
  type PayoutAccountStatus,
} from '../../db/schema';

/* The payouts module's tables (issue #31): payout_accounts, organizer_settings and charge_splits. */

export async function findAccount(db: Db, organizerId: string): Promise<PayoutAccount | undefined> {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.organizerId, organizerId));
  return account;
}

/**
 * Records the sub-account the provider opened, once per organizer: a concurrent save that lost the race reads
 * the winner's row. Undefined when the sub-account is another organizer's (the same CPF/CNPJ in two logins).
 */
export async function recordAccount(
  db: Db,
  account: typeof payoutAccounts.$inferInsert,
): Promise<PayoutAccount | undefined> {
  const [inserted] = await db.insert(payoutAccounts).values(account).onConflictDoNothing().returning();
  return inserted ?? (await findAccount(db, account.organizerId));
}

/** Applies a status the provider dated `at`; an older event than the one applied changes nothing. */
export async function applyStatus(
  db: Db,
  providerAccountId: string,
  status: PayoutAccountStatus,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(payoutAccounts)
    .set({ status, statusAt: at, updatedAt: at })
    .where(and(eq(payoutAccounts.providerAccountId, providerAccountId), lte(payoutAccounts.statusAt, at)))
    .returning({ id: payoutAccounts.organizerId });
  return changed.length > 0;
}

export interface OrganizerSettings {
  commissionBps: number | null;
  blockedAt: Date | null;
}

export async function settingsOf(db: Db, organizerId: string): Promise<OrganizerSettings> {
  const [row] = await db
    .select({ commissionBps: organizerSettings.commissionBps, blockedAt: organizerSettings.blockedAt })
    .from(organizerSettings)
    .where(eq(organizerSettings.organizerId, organizerId));
  return row ?? { commissionBps: null, blockedAt: null };
}

export async function findChargeSplit(db: Db, providerPaymentId: string) {
  const [split] = await db
    .select()
    .from(chargeSplits)
    .where(eq(chargeSplits.providerPaymentId, providerPaymentId));
  return split;
}

/** The split decided for a charge, once: a charge handed out again keeps the split it was created with. */
export async function recordChargeSplit(db: Db, split: typeof chargeSplits.$inferInsert): Promise<void> {
  await db.insert(chargeSplits).values(split).onConflictDoNothing();
}
