import type { Schemas } from '@bilheteria/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User, type UserRole } from '../../db/schema';

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

export const toUserDto = (user: User): Schemas['User'] => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  cpf: user.cpf,
  whatsapp: user.whatsapp,
});
