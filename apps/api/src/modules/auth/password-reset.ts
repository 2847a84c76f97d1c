import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, type PasswordReset } from '../../db/schema';
import { hashLinkToken, newLinkToken } from './link-tokens';

/*
 * Password reset links: a random 256-bit token in the link, its SHA-256 in `password_resets` (a copy of the table
 * opens no account), valid for RESET_LINK_MINUTES and used once. Using it sets the password, ends every session
 * of the user and voids every other open link of the account (users.ts `setPasswordHash`): a link left in an old
 * e-mail never outlives the password it was asked to replace.
 */

export const RESET_LINK_MINUTES = 60;

export const resetMessages = {
  accepted:
    'Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira também a caixa de spam.',
  invalid: 'Link de redefinição inválido. Peça um novo link em "Esqueci minha senha".',
  expired: 'Este link de redefinição expirou (vale por 1 hora). Peça um novo em "Esqueci minha senha".',
  used: 'Este link de redefinição já foi usado. Peça um novo em "Esqueci minha senha" se precisar.',
} as const;

/** Stores a new link for the user; returns its row id and the token (the only time it exists in clear). */
export async function createReset(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  const [row] = await tx
    .insert(passwordResets)
    .values({ userId, tokenHash: hashLinkToken(token), createdAt: now, expiresAt })
    .returning({ id: passwordResets.id });
  return { id: row!.id, token, expiresAt };
}

export type ResetCheck =
  { ok: true; reset: PasswordReset } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function checkReset(db: Db, token: string, now: Date): Promise<ResetCheck> {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!reset) return { ok: false, reason: 'invalid' };
  if (reset.usedAt) return { ok: false, reason: 'used' };
  if (reset.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, reset };
}

/** Marks the link used, once (two confirmations at the same time: only one wins). */
export async function useReset(tx: Db, resetId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return used.length > 0;
}

/** Voids every link of the user not used yet: the password they were asked to replace is gone. */
export async function voidOpenResets(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
