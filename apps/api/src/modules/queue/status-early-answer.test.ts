import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { bearer, insertEvent, insertUsers, testClock, type TestUser } from '../../../test/orders-fixtures';

/*
 * The poll answered before Fastify (status-early-answer.ts) over a listening server: the same answer as the
 * route's, headers included, for each state the replica's memory can answer; and everything else still answered by
 * the route. Which path answered shows in the log: Fastify logs each request it handles, the early answer does not.
 */

const clock = testClock(new Date('2030-06-01T15:00:00Z'));
const OPENS = new Date('2030-06-01T15:20:00Z');
/** Headers that differ between any two answers, or that only a socket (not `inject`) has. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);

interface Visitor {
  cookie: string;
  token: string;
  user?: TestUser;
}

const logged: string[] = [];

describeEachDatabase(
  'waiting room poll answered early',
  (ctx) => {
    let base = '';
    let buyers: TestUser[];
    let organizerId = '';
    let organizerToken = '';

    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      const organizer = await ctx.signUp();
      organizerId = organizer.userId;
      organizerToken = organizer.token;
      buyers = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 2);
    });

    async function queuedEvent(quantity: number) {
      const fixture = await insertEvent(ctx.database.db, organizerId, [
        { name: 'Pista — Lote 1', price: 50, quantity },
      ]);
      const saved = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${fixture.eventId}`,
        headers: bearer(organizerToken),
        payload: {
          title: 'Festival de Teste',
          onSale: { startsAt: OPENS.toISOString(), queue: true, admitPerMinute: 1 },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return fixture;
    }

    async function join(eventId: string, user?: TestUser): Promise<Visitor> {
      const response = await ctx.inject({
        method: 'POST',
        url: `/api/queue/${eventId}/join`,
        headers: { ...(user && bearer(user.token)) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const sent = /bilheteria_fila=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
      return { cookie: `bilheteria_fila=${sent}`, token: response.json().token, user };
    }

    const requestOf = (eventId: string, visitor: Visitor, extra: Record<string, string> = {}) => ({
      url: `/api/queue/${eventId}/status?token=${encodeURIComponent(visitor.token)}`,
      headers: { cookie: visitor.cookie, ...(visitor.user && bearer(visitor.user.token)), ...extra },
    });

    /** The route's answer (inject: Fastify alone) and the listening server's, and whether Fastify handled the latter. */
    async function bothAnswers(eventId: string, visitor: Visitor, extra: Record<string, string> = {}) {
      const request = requestOf(eventId, visitor, extra);
      const route = await ctx.inject({ method: 'GET', ...request });
      const before = logged.length;
      const served = await fetch(`${base}${request.url}`, { headers: request.headers });
      const headers = Object.fromEntries(served.headers);
      return {
        route: {
          status: route.statusCode,
          body: route.json(),
          headers: Object.fromEntries(
            Object.entries(route.headers)
              .filter(([name]) => !PER_ANSWER.has(name))
              .map(([name, value]) => [name, String(value)]),
          ),
        },
        served: {
          status: served.status,
          body: await served.json(),
          headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name))),
        },
        requestId: headers['x-request-id'],
        byFastify: logged.slice(before).some((line) => line.includes(request.url.split('?')[0]!)),
      };
    }

    it('answers from memory as the route does: before the opening, waiting, admitted without login, sold out', async () => {
      const { eventId } = await queuedEvent(1);
      const [first, second] = [await join(eventId), await join(eventId)];

      const before = await bothAnswers(eventId, first);
      expect(before.route.body).toMatchObject({ state: 'before' });
      expect(before.served).toEqual(before.route);
      expect(before.byFastify).toBe(false);
      expect(before.requestId).toMatch(/^[0-9a-f-]{36}$/);

      clock.set(OPENS);
      await ctx.app.queue.admit();
      clock.set(new Date(OPENS.getTime() + 5_000));
      const answers = [await bothAnswers(eventId, first), await bothAnswers(eventId, second)];
      expect(answers.map((answer) => answer.route.body.state).sort()).toEqual(['admitted', 'waiting']);
      for (const answer of answers) {
        expect(answer.served).toEqual(answer.route);
        expect(answer.byFastify).toBe(false);
      }
      const admitted = answers.find((answer) => answer.route.body.state === 'admitted')!;
      expect(admitted.served.body).toMatchObject({ loginRequired: true });
      expect(admitted.served.headers['cache-control']).toBe('no-store');
      expect(admitted.served.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      // A caller's request id is kept, as Fastify keeps it.
      const traced = await fetch(`${base}${requestOf(eventId, first).url}`, {
        headers: { ...requestOf(eventId, first).headers, 'x-request-id': 'proxy-123' },
      });
      expect(traced.headers.get('x-request-id')).toBe('proxy-123');
    });

    it('tells every waiting visitor at once when the tickets are gone', async () => {
      const { eventId, typeIds } = await queuedEvent(1);
      const visitor = await join(eventId);
      clock.set(OPENS);
      await ctx.app.queue.admit();
      await ctx.database.db.execute(`update ticket_types set sold = quantity where id = '${typeIds[0]}'`);
      clock.set(new Date(OPENS.getTime() + 60_000));
      const soldOut = await bothAnswers(eventId, visitor);
      expect(soldOut.route.body).toMatchObject({ state: 'soldOut' });
      expect(soldOut.served).toEqual(soldOut.route);
      expect(soldOut.byFastify).toBe(false);
    });

    it('leaves the rest to the route: forged tokens, accounts to bind, other origins, other paths', async () => {
      const { eventId } = await queuedEvent(1);
      const anonymous = await join(eventId);
      const [ana] = buyers as [TestUser];
      const account = await join(eventId, ana);
      clock.set(OPENS);
      await ctx.app.queue.admit();
      clock.set(new Date(OPENS.getTime() + 5_000));

      const forged = await bothAnswers(eventId, { ...anonymous, token: `${anonymous.token.slice(0, -2)}AA` });
      expect(forged.served).toEqual(forged.route);
      expect(forged.served.status).toBe(403);
      expect(forged.byFastify).toBe(true);

      // Another browser's cookie: the token is not this browser's.
      const moved = await bothAnswers(eventId, { ...anonymous, cookie: account.cookie });
      expect(moved.served.status).toBe(403);
      expect(moved.byFastify).toBe(true);

      // A logged-in visitor whose place is bound to the account: answered early; an admitted one gets a pass
      // (which the rows give): the route.
      const bound = await bothAnswers(eventId, account);
      expect(bound.served).toEqual(bound.route);

      // Another site's page (CORS): the route, with its CORS headers.
      const crossSite = await bothAnswers(eventId, anonymous, { origin: 'https://outro-site.example' });
      expect(crossSite.served).toEqual(crossSite.route);
      expect(crossSite.byFastify).toBe(true);

      // No token (an event without a line answers `open`), and another route.
      const noLine = '00000000-0000-4000-8000-000000000000';
      const untokened = await fetch(`${base}/api/queue/${noLine}/status`);
      const routeUntokened = await ctx.inject({ method: 'GET', url: `/api/queue/${noLine}/status` });
      expect(await untokened.json()).toEqual(routeUntokened.json());
      expect(untokened.status).toBe(routeUntokened.statusCode);
      const other = await fetch(`${base}/api/health`);
      expect(other.status).toBe(200);
    });
  },
  {
    env: { LOG_LEVEL: 'info' },
    app: {
      now: clock.now,
      backgroundJobs: false,
      logStream: { write: (line: string) => void logged.push(line) },
    },
  },
);

describe('the early answer and the route (this file relies on it)', () => {
  it('Fastify logs each request it handles, with its url', () => {
    expect(logged.some((line) => line.includes('/api/queue/'))).toBe(true);
  });
});
