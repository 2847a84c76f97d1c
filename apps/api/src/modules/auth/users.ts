import type { Schemas } from '@bilheteria/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User, type UserRole } from '../../db/schema';
import { voidOpenResets } from './password-reset';
import { deleteUserSessions } from './sessions';

/** E-mails are stored trimmed and lower-cased; the unique index then makes "Ana@x.com" and "ana@x.com" one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role?: UserRole;
  /** Accounts whose address the operator gave (the ADMIN, demo accounts) start proven. */
  emailVerifiedAt?: Date;
}

/** Inserts the user, or returns undefined when the e-mail is taken (decided by the unique index, race-free). */
export async function insertUser(db: Db, user: NewUser): Promise<User | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

/**
 * Sets a new password hash, ends every session of the user and voids every open reset link, in one transaction:
 * whoever held the account with the old password (the reason it is being changed, often) is out, and a reset
 * link sent before is no way back in. Password reset and change go through here.
 */
export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    await voidOpenResets(tx, userId, now);
  });
}

export const toUserDto = (user: User): Schemas['User'] => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  cpf: user.cpf,
  whatsapp: user.whatsapp,
  emailVerified: user.emailVerifiedAt !== null,
});
