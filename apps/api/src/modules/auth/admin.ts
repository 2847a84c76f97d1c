import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, setPasswordHash } from './users';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure the account ADMIN_EMAIL exists, is ADMIN and accepts ADMIN_PASSWORD. An existing account under that
 * e-mail is promoted and its password set to ADMIN_PASSWORD: whoever registered the address first must not
 * become ADMIN with a password the operator does not know.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    const created = await insertUser(db, {
      name: 'Administrador',
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'ADMIN',
      // ADMIN_EMAIL is the operator's own address: nothing to prove.
      emailVerifiedAt: new Date(),
    });
    // Another replica created it in the meantime: check that one instead.
    return created ? 'created' : ensureAdmin(db, admin);
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
  if (existing.role === 'ADMIN' && passwordMatches && existing.emailVerifiedAt) return 'unchanged';
  const now = new Date();
  if (existing.role !== 'ADMIN' || !existing.emailVerifiedAt)
    await db
      .update(users)
      .set({ role: 'ADMIN', emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, existing.id));
  // A new ADMIN_PASSWORD is a password change: sessions opened with the old one end.
  if (!passwordMatches) await setPasswordHash(db, existing.id, await hashPassword(admin.password), now);
  return 'updated';
}
