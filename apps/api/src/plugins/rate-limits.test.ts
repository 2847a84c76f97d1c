import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/helper';
import { buildApp } from '../app';
import { rateLimits } from '../db/schema';
import { insertEvent, insertOrder } from '../modules/tickets/test-fixtures';
import { hmacRotatingToken } from '../modules/tickets/tokens';
import { createRateLimits } from './rate-limits';

/*
 * Rate limits are counted in the database, so every replica draws on one budget (issue #19), and they key on
 * what an attacker cannot choose (issues #19, #20 point 3). Before: each process counted in its own memory (two
 * replicas allowed twice the limit), TRUST_PROXY=1 trusted every X-Forwarded-For hop (a forged header bought a
 * fresh budget per request), no account counted its failed logins, and scans had no limit at all.
 */

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const login = (email: string, password: string, remoteAddress = '203.0.113.7') => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  remoteAddress,
  payload: { email, password },
});

/** Another replica: its own app (and its own memory) over the same database. */
async function replica(ctx: TestContext) {
  const app = await buildApp({ config: ctx.config, database: ctx.database, now });
  await app.ready();
  return app;
}

describeEachDatabase(
  'rate limits shared by replicas',
  (ctx) => {
    afterEach(() => {
      offsetMs = 0;
    });

    it('two replicas allow AUTH_RATE_LIMIT attempts per address once, not twice', async () => {
      const second = await replica(ctx);
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          const target = attempt % 2 === 0 ? ctx.app : second;
          statuses.push(
            (await target.inject(login('alvo@example.com', 'chute-123', '198.51.100.20'))).statusCode,
          );
        }
        expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      } finally {
        await second.close();
      }
    });

    it('counts in fixed windows: a minute later the address may try again', async () => {
      for (let attempt = 0; attempt < 3; attempt++)
        await ctx.inject(login('janela@example.com', 'chute-123', '198.51.100.21'));
      const limited = await ctx.inject(login('janela@example.com', 'chute-123', '198.51.100.21'));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      offsetMs = 61_000;
      expect((await ctx.inject(login('janela@example.com', 'chute-123', '198.51.100.21'))).statusCode).toBe(
        401,
      );
    });

    it('behind TRUST_PROXY=1, a forged X-Forwarded-For does not buy a fresh budget', async () => {
      // The load balancer (10.0.0.1) appends the address it saw to whatever the client sent.
      const throughProxy = (forged: string) =>
        ctx.inject({
          ...login('proxy@example.com', 'chute-123', '10.0.0.1'),
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.50` },
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await throughProxy(`192.0.2.${attempt}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy has its own budget.
      const neighbour = await ctx.inject({
        ...login('proxy@example.com', 'chute-123', '10.0.0.1'),
        headers: { 'x-forwarded-for': '203.0.113.51' },
      });
      expect(neighbour.statusCode).toBe(401);
    });

    it('stores no address, e-mail or user id in clear', async () => {
      await ctx.inject(login('privado@example.com', 'chute-123', '198.51.100.22'));
      const rows = await ctx.database.db.select().from(rateLimits);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain('198.51.100.22');
      expect(stored).not.toContain('privado@example.com');
    });
  },
  { env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' }, app: { now } },
);

describeEachDatabase(
  'failed logins per account',
  (ctx) => {
    afterEach(() => {
      offsetMs = 0;
    });

    it('after LOGIN_FAILURE_LIMIT failures from any addresses, even the right password waits; others do not', async () => {
      const victim = await ctx.signUp();
      const bystander = await ctx.signUp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await ctx.inject(login(victim.email, 'chute-123', `192.0.2.${attempt}`))).statusCode);
      expect(statuses).toEqual([401, 401, 401]);

      const right = await ctx.inject(login(victim.email.toUpperCase(), victim.password, '192.0.2.99'));
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({
        message: 'Muitas tentativas. Tente novamente em instantes.',
        code: 'RATE_LIMITED',
      });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await ctx.inject(login(bystander.email, bystander.password, '192.0.2.99'))).statusCode).toBe(
        200,
      );

      offsetMs = 15 * 60_000 + 1_000;
      expect((await ctx.inject(login(victim.email, victim.password, '192.0.2.99'))).statusCode).toBe(200);
    });

    it('counts unknown e-mails the same way, so the limit tells nothing about which have accounts', async () => {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await ctx.inject(login('ninguem@example.com', 'chute-123'))).statusCode).toBe(401);
      expect((await ctx.inject(login('ninguem@example.com', 'chute-123'))).statusCode).toBe(429);
    });
  },
  { env: { LOGIN_FAILURE_LIMIT: '3' }, app: { now } },
);

describeEachDatabase(
  'scan limit',
  (ctx) => {
    it('is per scanning user, not per address: a door team behind one venue address is not locked out', async () => {
      const [first, second] = [await ctx.signUp(), await ctx.signUp()];
      const buyer = await ctx.signUp();
      const codes: string[] = [];
      for (const organizer of [first, second]) {
        const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
        const { tickets } = await insertOrder(ctx.database.db, {
          buyerId: buyer.userId,
          event,
          ticketType,
          names: ['A', 'B', 'C', 'D'],
        });
        codes.push(...tickets.map((ticket) => ticket.code));
      }
      const scan = (token: string, code: string, remoteAddress: string) =>
        ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          remoteAddress,
          headers: { authorization: `Bearer ${token}` },
          payload: { code: hmacRotatingToken(ctx.config.ticketSecret, code, new Date()) },
        });
      // The same user from three addresses shares one budget…
      const statuses: number[] = [];
      for (const [index, code] of codes.slice(0, 4).entries())
        statuses.push((await scan(first.token, code, `198.51.100.${index}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // …and a colleague at the same venue address has their own.
      for (const code of codes.slice(4, 7))
        expect((await scan(second.token, code, '198.51.100.0')).statusCode).toBe(200);
    });
  },
  { env: { SCAN_RATE_LIMIT: '3' } },
);

describeEachDatabase('rate limit counters', (ctx) => {
  it('start a new window once theirs ended, and are swept then', async () => {
    let at = new Date('2026-03-14T20:00:00Z');
    const limits = createRateLimits(ctx.database, () => at);
    const rule = { name: 'teste-varredura', max: 1, windowMs: 60_000 };
    await limits.record(rule, 'alguém');
    expect((await limits.record(rule, 'alguém')).hits).toBe(2);
    at = new Date(at.getTime() + 60_000);
    expect((await limits.record(rule, 'alguém')).hits).toBe(1);
    await expect(limits.check(rule, 'alguém')).rejects.toMatchObject({ statusCode: 429 });
    await limits.record(rule, 'outro alguém');
    at = new Date(at.getTime() + 60_000);
    await limits.sweep();
    expect(await ctx.database.db.select().from(rateLimits)).toEqual([]);
  });
});
