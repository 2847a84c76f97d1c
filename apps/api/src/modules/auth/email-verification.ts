import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, users, type EmailVerification } from '../../db/schema';
import { findUserByEmail } from './users';
import { hashLinkToken, newLinkToken } from './link-tokens';

/*
 * E-mail confirmation links (issue #25): whoever registers an address first must not take the tickets given to
 * it. A random 256-bit token in the link, its SHA-256 in `email_verifications` (a copy of the table confirms
 * nothing), valid for VERIFY_LINK_HOURS and used once. Confirming also needs the account's own session
 * (auth-plugin.ts): the link proves the mailbox, the session proves who holds the password, so neither someone
 * who registered another person's address nor that person clicking the link of an account not theirs confirms
 * it.
 */

export const VERIFY_LINK_HOURS = 24;

export const verifyMessages = {
  sent: 'Enviamos um link de confirmação para o seu e-mail. Confira também a caixa de spam.',
  invalid: 'Link de confirmação inválido. Entre com a conta que recebeu o e-mail ou peça um novo link.',
  expired: `Este link de confirmação expirou (vale por ${VERIFY_LINK_HOURS} horas). Peça um novo link.`,
  used: 'Este link de confirmação já foi usado. Peça um novo link se ainda precisar.',
  alreadyVerified: 'Seu e-mail já está confirmado.',
} as const;

/** Stores a new link for the user; returns its row id and the token (the only time it exists in clear). */
export async function createEmailVerification(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = newLinkToken();
  const [row] = await tx
    .insert(emailVerifications)
    .values({
      userId,
      tokenHash: hashLinkToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 60 * 60_000),
    })
    .returning({ id: emailVerifications.id });
  return { id: row!.id, token };
}

export type VerificationCheck =
  { ok: true; verification: EmailVerification } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** The link of `token`, when it is `userId`'s (another account's link is as good as none). */
export async function checkEmailVerification(
  db: Db,
  token: string,
  userId: string,
  now: Date,
): Promise<VerificationCheck> {
  const [verification] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!verification || verification.userId !== userId) return { ok: false, reason: 'invalid' };
  if (verification.usedAt) return { ok: false, reason: 'used' };
  if (verification.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, verification };
}

/**
 * Uses the link (once: of two confirmations at the same time only one wins), marks the address proven and voids
 * every other open link of the account, in the caller's transaction.
 */
export async function useEmailVerification(
  tx: Db,
  verification: EmailVerification,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, verification.id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  if (used.length === 0) return false;
  await markEmailVerified(tx, verification.userId, now);
  return true;
}

/**
 * The account proved it reads its e-mail (a confirmation link, or a password reset link it used): recorded once,
 * and its open confirmation links are void.
 */
export async function markEmailVerified(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/** What a message to an address that must be proven says of its account: none, proven, or a fresh link. */
export type AddressProof =
  | { account: 'none' }
  | { account: 'verified' }
  | { account: 'unverified'; verificationId: string; token: string };

/**
 * For a message that hands something to `email` (a transferred ticket), in its transaction: whether an account
 * already proved that address, else a new confirmation link for the account that has it (usable only with that
 * account's password), or that there is none yet (registering sends one).
 */
export async function proofFor(tx: Db, email: string, now: Date): Promise<AddressProof> {
  const user = await findUserByEmail(tx, email);
  if (!user) return { account: 'none' };
  if (user.emailVerifiedAt) return { account: 'verified' };
  const link = await createEmailVerification(tx, user.id, now);
  return { account: 'unverified', verificationId: link.id, token: link.token };
}
