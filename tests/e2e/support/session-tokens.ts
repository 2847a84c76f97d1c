import type pg from 'pg';
import { devDefaults } from '../../../apps/api/src/config';
import { createTokenService } from '../../../apps/api/src/modules/auth/tokens';

/**
 * Session tokens for users inserted with SQL (no argon2, no login round trip per user): one `sessions` row
 * each, as a login would open, and the token naming it. In the order of `userIds`.
 */
export async function sessionTokens(
  client: pg.Client,
  userIds: string[],
  jwtSecret = process.env.JWT_SECRET ?? devDefaults.jwtSecret,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string; user_id: string; role: 'USER' | 'ADMIN' }>(
    `insert into sessions (user_id, expires_at)
     select u.id, now() + interval '7 days' from unnest($1::uuid[]) with ordinality as given(id, n)
     join users u on u.id = given.id
     order by given.n
     returning id, user_id, (select role from users where users.id = sessions.user_id) as role`,
    [userIds],
  );
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  const tokens = createTokenService(jwtSecret);
  return Promise.all(
    userIds.map((userId) => {
      const session = byUser.get(userId)!;
      return tokens.issue({ sub: userId, role: session.role, sid: session.id });
    }),
  );
}
