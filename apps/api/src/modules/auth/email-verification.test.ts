import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { bearer, testClock } from '../../../test/orders-fixtures';
import { emailVerifications, mailOutbox } from '../../db/schema';
import { hashLinkToken } from './link-tokens';
import { verifyMessages } from './email-verification';

/*
 * Issue #25 point 3: an address is the account's once the link sent to it comes back, with that account's own
 * session. The link: e-mailed at registration, single use, 24 h, asked again at most 3 times an hour.
 */

const clock = testClock();

describeEachDatabase(
  'e-mail confirmation',
  (ctx) => {
    beforeEach(() => clock.set(new Date('2030-06-01T15:00:00Z')));

    const verify = (token: string, link: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(token),
        payload: { token: link },
      });
    const resend = (token: string) =>
      ctx.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });
    const me = async (token: string) =>
      (await ctx.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

    it('registration e-mails a link; the account is confirmed once, by its own session', async () => {
      const user = await ctx.signUp({ name: 'Rita Souza', verified: false });
      expect(await me(user.token)).toMatchObject({ emailVerified: false });
      const [mail] = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'email-verification')));
      expect(mail).toMatchObject({ subject: 'Confirme seu e-mail na Bilheteria', sensitive: true });
      const link = await ctx.verificationToken(user.email);
      // Only its hash rests in the database.
      const stored = await ctx.database.db.select().from(emailVerifications);
      expect(stored.some((row) => row.tokenHash === link)).toBe(false);
      expect(stored.some((row) => row.tokenHash === hashLinkToken(link))).toBe(true);

      // Without a session: 401. With another account's session: the link is as good as none.
      expect(
        (await ctx.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link } }))
          .statusCode,
      ).toBe(401);
      const stranger = await ctx.signUp();
      expect((await verify(stranger.token, link)).json()).toEqual({
        message: verifyMessages.invalid,
        code: 'VERIFY_TOKEN_INVALID',
      });

      const confirmed = await verify(user.token, link);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ _id: user.userId, emailVerified: true });
      expect(await me(user.token)).toMatchObject({ emailVerified: true });
      expect((await verify(user.token, link)).json()).toEqual({
        message: verifyMessages.used,
        code: 'VERIFY_TOKEN_USED',
      });
      // Confirmed: nothing more to send, and it says so.
      const before = await ctx.database.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, user.userId));
      const again = await resend(user.token);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ message: verifyMessages.alreadyVerified });
      expect(
        await ctx.database.db
          .select()
          .from(emailVerifications)
          .where(eq(emailVerifications.userId, user.userId)),
      ).toHaveLength(before.length);
    });

    it('a link lasts 24 hours; a new one is sent on request, at most 3 an hour', async () => {
      const user = await ctx.signUp({ verified: false });
      const first = await ctx.verificationToken(user.email);
      clock.advanceMinutes(24 * 60 + 1);
      expect((await verify(user.token, first)).json()).toEqual({
        message: verifyMessages.expired,
        code: 'VERIFY_TOKEN_EXPIRED',
      });
      for (let i = 0; i < 3; i++) {
        const sent = await resend(user.token);
        expect(sent.statusCode).toBe(202);
        expect(sent.json()).toEqual({ message: verifyMessages.sent });
      }
      const over = await resend(user.token);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Any open link confirms; then the others are void.
      const newest = await ctx.verificationToken(user.email);
      expect(newest).not.toBe(first);
      expect((await verify(user.token, newest)).statusCode).toBe(200);
      const open = await ctx.database.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, user.userId));
      expect(open.filter((row) => row.usedAt === null)).toEqual([]);
    });

    it('the ADMIN ensured at start-up is confirmed', async () => {
      expect(await me(await ctx.adminToken())).toMatchObject({ emailVerified: true });
    });
  },
  { app: { now: clock.now } },
);
