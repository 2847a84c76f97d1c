import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type User } from '../../db/schema';

/*
 * Sessions: a token works while its row exists. Revoking is deleting rows, so every replica sees it on the next
 * request; reading is a join on the primary key inside the query that loads the user anyway.
 */

export async function createSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return session!.id;
}

/**
 * The user of a live session, in one query; undefined when the session was revoked, expired or is another's. A
 * prepared statement, built once: every authenticated request runs it, and building the query each time was a
 * measurable part of POST /orders' CPU at 475/s (issue #28).
 */
export function prepareFindSessionUser(db: Db) {
  const statement = db
    .select(getTableColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_find_session_user_v1');
  return async (sessionId: string, userId: string, now: Date): Promise<User | undefined> =>
    (await statement.execute({ sessionId, userId, now }))[0];
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of the user ends: "Sair de todos os dispositivos", a new password. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Forgets sessions whose token has expired anyway. */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
