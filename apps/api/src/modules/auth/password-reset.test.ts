import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { testClock } from '../../../test/orders-fixtures';
import { mailOutbox, passwordResets } from '../../db/schema';
import { ensureAdmin } from './admin';
import { hashLinkToken } from './link-tokens';
import { resetMessages } from './password-reset';

const clock = testClock();

describeEachDatabase(
  'password reset',
  (ctx) => {
    beforeEach(() => clock.set(new Date('2030-06-01T15:00:00Z')));

    const ask = (email: string) =>
      ctx.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const confirm = (token: string, password: string) =>
      ctx.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
    const me = (token: string) =>
      ctx.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

    /** The token in the newest reset e-mail to `email`, read from the outbox (no SMTP_URL: kept, not sent). */
    async function tokenSentTo(email: string): Promise<string> {
      const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      const mail = rows.filter((row) => row.kind === 'password-reset').at(-1)!;
      const match = /\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
      return decodeURIComponent(match![1]!);
    }

    it('answers the same for an unknown e-mail and writes nothing for it', async () => {
      const user = await ctx.signUp();
      const known = await ask(user.email.toUpperCase());
      const unknown = await ask(`ninguem-${user.userId}@example.com`);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ message: resetMessages.accepted });
      const outbox = await ctx.database.db.select().from(mailOutbox);
      expect(
        outbox.filter((row) => row.recipient === user.email && row.kind === 'password-reset'),
      ).toHaveLength(1);
      expect(outbox.filter((row) => row.recipient.startsWith('ninguem-'))).toHaveLength(0);
    });

    it('sets the new password once, stores only the hash, and ends every other session', async () => {
      const user = await ctx.signUp();
      const otherDevice = await ctx.login(user.email, user.password);
      expect((await ask(user.email)).statusCode).toBe(202);
      const token = await tokenSentTo(user.email);
      const stored = await ctx.database.db.select().from(passwordResets);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      expect(stored.some((row) => row.tokenHash === hashLinkToken(token))).toBe(true);

      const weak = await confirm(token, '12345678');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain('fácil de adivinhar');

      const newPassword = 'cavalo bateria grampo correto';
      expect((await confirm(token, newPassword)).statusCode).toBe(204);
      expect((await me(otherDevice)).statusCode).toBe(401);
      expect((await me(user.token)).statusCode).toBe(401);
      expect((await me(await ctx.login(user.email, newPassword))).statusCode).toBe(200);
      const old = await ctx.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(old.statusCode).toBe(401);

      const again = await confirm(token, 'outra frase bem comprida');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: resetMessages.used, code: 'RESET_TOKEN_USED' });
    });

    it('refuses an expired link and a made-up one, in pt-BR', async () => {
      const user = await ctx.signUp();
      await ask(user.email);
      const token = await tokenSentTo(user.email);
      clock.advanceMinutes(61);
      const expired = await confirm(token, 'cavalo bateria grampo correto');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: resetMessages.expired, code: 'RESET_TOKEN_EXPIRED' });
      const invented = await confirm('nao-existe', 'cavalo bateria grampo correto');
      expect(invented.json()).toEqual({ message: resetMessages.invalid, code: 'RESET_TOKEN_INVALID' });
      expect((await ctx.login(user.email, user.password)).length).toBeGreaterThan(0);
    });

    it('using one link voids every other open link of the account (issue #25 point 8)', async () => {
      const user = await ctx.signUp();
      await ask(user.email);
      const first = await tokenSentTo(user.email);
      await ask(user.email);
      const second = await tokenSentTo(user.email);
      expect(second).not.toBe(first);
      expect((await confirm(second, 'cavalo bateria grampo correto')).statusCode).toBe(204);
      // The older link, still within its hour, no longer sets a password.
      const stale = await confirm(first, 'outra frase bem comprida');
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ message: resetMessages.used, code: 'RESET_TOKEN_USED' });
      expect((await ctx.login(user.email, 'cavalo bateria grampo correto')).length).toBeGreaterThan(0);
    });

    it('changing the password voids the open links (issue #25 point 8)', async () => {
      // The one password change besides a reset: the ADMIN's, when ADMIN_PASSWORD changes at start-up.
      const admin = ctx.config.admin.email;
      await ask(admin);
      const link = await tokenSentTo(admin);
      expect(await ensureAdmin(ctx.database.db, { email: admin, password: 'nova senha do operador' })).toBe(
        'updated',
      );
      const stale = await confirm(link, 'cavalo bateria grampo correto');
      expect(stale.json()).toEqual({ message: resetMessages.used, code: 'RESET_TOKEN_USED' });
      await ensureAdmin(ctx.database.db, ctx.config.admin);
    });

    it('a reset link used proves the address: the account counts as confirmed', async () => {
      const user = await ctx.signUp({ verified: false });
      await ask(user.email);
      expect((await confirm(await tokenSentTo(user.email), 'cavalo bateria grampo correto')).statusCode).toBe(
        204,
      );
      const token = await ctx.login(user.email, 'cavalo bateria grampo correto');
      expect((await me(token)).json().emailVerified).toBe(true);
    });

    it('sends at most three links per e-mail per hour, still answering 202', async () => {
      const user = await ctx.signUp();
      for (let i = 0; i < 5; i++) expect((await ask(user.email)).statusCode).toBe(202);
      const rows = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, user.email));
      expect(rows.filter((row) => row.kind === 'password-reset')).toHaveLength(3);
    });
  },
  { app: { now: clock.now } },
);
