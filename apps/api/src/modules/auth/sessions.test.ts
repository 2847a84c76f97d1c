import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { sessions, users } from '../../db/schema';
import { hmacRotatingToken } from '../tickets/tokens';
import { insertEvent, insertOrder } from '../tickets/test-fixtures';
import { ensureAdmin } from './admin';
import { hashPassword } from './passwords';
import { setPasswordHash } from './users';

/*
 * Issue #20, point 8: a token lived 7 days and nothing could end it. Before: POST /auth/logout was 404 (no such
 * route) and the token kept answering 200 after "Sair", after a password change, from any copy of it.
 */

const me = (token: string) => ({
  method: 'GET' as const,
  url: '/api/auth/me',
  headers: { authorization: `Bearer ${token}` },
});
const post = (url: string, token?: string) => ({
  method: 'POST' as const,
  url,
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

describeEachDatabase('sessions', (ctx) => {
  describe('POST /auth/logout', () => {
    it('ends this token only: 401 afterwards, on every route; another device stays signed in', async () => {
      const { token, email, password } = await ctx.signUp();
      const otherDevice = await ctx.login(email, password);
      expect((await ctx.inject(me(token))).statusCode).toBe(200);

      const logout = await ctx.inject(post('/api/auth/logout', token));
      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');

      for (const request of [
        me(token),
        { method: 'GET' as const, url: '/api/orders/mine', headers: me(token).headers },
        post('/api/auth/logout', token),
      ]) {
        const response = await ctx.inject(request);
        expect(response.statusCode, request.url).toBe(401);
        expect(response.json()).toEqual({ message: 'Não autenticado.' });
      }
      expect((await ctx.inject(me(otherDevice))).statusCode).toBe(200);
    });

    it('needs a token (401 without one)', async () => {
      const response = await ctx.inject(post('/api/auth/logout'));
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /auth/logout-all ("Sair de todos os dispositivos")', () => {
    it("ends every session of the user and no one else's", async () => {
      const { token, email, password, userId } = await ctx.signUp();
      const phone = await ctx.login(email, password);
      const someoneElse = await ctx.signUp();

      const response = await ctx.inject(post('/api/auth/logout-all', phone));
      expect(response.statusCode).toBe(204);
      for (const ended of [token, phone]) expect((await ctx.inject(me(ended))).statusCode).toBe(401);
      expect((await ctx.inject(me(someoneElse.token))).statusCode).toBe(200);
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

      // Signing in again works as before.
      expect((await ctx.inject(me(await ctx.login(email, password)))).statusCode).toBe(200);
    });
  });

  describe('a password change', () => {
    it('ends every session opened with the old password', async () => {
      const { token, userId } = await ctx.signUp();
      await setPasswordHash(
        ctx.database.db,
        userId,
        await hashPassword('uma nova senha bem longa'),
        new Date(),
      );
      expect((await ctx.inject(me(token))).statusCode).toBe(401);
    });

    it('of ADMIN_PASSWORD at start-up ends the sessions of the ADMIN', async () => {
      const token = await ctx.adminToken();
      await ensureAdmin(ctx.database.db, {
        email: ctx.config.admin.email,
        password: 'outra senha do administrador',
      });
      try {
        expect((await ctx.inject(me(token))).statusCode).toBe(401);
      } finally {
        await ensureAdmin(ctx.database.db, ctx.config.admin);
      }
    });
  });

  it('a token of a session that ended cannot scan at the door (the scan reads the session itself)', async () => {
    const organizer = await ctx.signUp({ name: 'Organizadora' });
    const buyer = await ctx.signUp();
    const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
    const { tickets } = await insertOrder(ctx.database.db, {
      buyerId: buyer.userId,
      event,
      ticketType,
      names: ['Ana'],
    });
    await ctx.inject(post('/api/auth/logout', organizer.token));
    const scan = await ctx.inject({
      ...post('/api/tickets/scan', organizer.token),
      payload: { code: hmacRotatingToken(ctx.config.ticketSecret, tickets[0]!.code, new Date()) },
    });
    expect(scan.statusCode).toBe(401);
    expect(scan.json()).toEqual({ message: 'Não autenticado.' });
  });

  it('a token issued before sessions existed (no sid) is refused', async () => {
    const { SignJWT } = await import('jose');
    const { userId } = await ctx.signUp();
    const legacy = await new SignJWT({ role: 'USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await ctx.inject(me(legacy))).statusCode).toBe(401);
  });

  it('a deleted user takes their sessions along', async () => {
    const { token, userId } = await ctx.signUp();
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await ctx.inject(me(token))).statusCode).toBe(401);
  });
});
