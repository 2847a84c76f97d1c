import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUsers,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { onSales, orders, queuePlaces, sessions, ticketTypes } from '../../db/schema';
import { createQueueService, LINE_CACHE_MS } from './queue-service';
import { createQueueSignatures } from './signatures';

/*
 * The waiting room over the real app (issue #28): joins through POST /queue/{eventId}/join, the order decided at
 * the opening, statuses, passes and POST /orders' gate. The admission tick is called by hand (background jobs
 * are off), at instants of the suite's clock.
 */

const clock = testClock(new Date('2030-06-01T15:00:00Z'));
const OPENS = new Date('2030-06-01T15:20:00Z');

interface Visitor {
  cookie: string;
  token: string;
  user?: TestUser;
}

/** Spearman's rank correlation of two equally long lists of distinct numbers. */
function spearman(xs: number[], ys: number[]): number {
  const ranks = (values: number[]) => {
    const order = values.map((value, index) => [value, index] as const).sort((a, b) => a[0] - b[0]);
    const rank = new Array<number>(values.length);
    order.forEach(([, index], position) => (rank[index] = position));
    return rank;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, index) => sum + (r - ry[index]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describeEachDatabase(
  'waiting room',
  (ctx) => {
    let organizer: { token: string; userId: string };
    let buyers: TestUser[];

    const tick = () => ctx.app.queue.admit();
    /** Moves the clock past the line's cache, so every replica reads the counters again. */
    const later = (ms = LINE_CACHE_MS + 1) => clock.set(new Date(clock.now().getTime() + ms));

    async function queuedEvent(admitPerMinute: number, quantity = 100, opens = OPENS) {
      const fixture = await insertEvent(ctx.database.db, organizer.userId, [
        { name: 'Pista — Lote 1', price: 50, quantity },
      ]);
      const saved = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${fixture.eventId}`,
        headers: bearer(organizer.token),
        payload: {
          title: 'Festival de Teste',
          onSale: { startsAt: opens.toISOString(), queue: true, admitPerMinute },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().onSale).toEqual({ startsAt: opens.toISOString(), queue: true, admitPerMinute });
      return fixture;
    }

    async function join(eventId: string, user?: TestUser, cookie?: string): Promise<Visitor> {
      const response = await ctx.inject({
        method: 'POST',
        url: `/api/queue/${eventId}/join`,
        headers: { ...(user && bearer(user.token)), ...(cookie && { cookie }) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const set = String(response.headers['set-cookie'] ?? '');
      const sent = /bilheteria_fila=([^;]+)/.exec(set)?.[1];
      return { cookie: cookie ?? `bilheteria_fila=${sent}`, token: response.json().token, user };
    }

    const status = (eventId: string, visitor: Visitor, token = visitor.token) =>
      ctx.inject({
        method: 'GET',
        url: `/api/queue/${eventId}/status?token=${encodeURIComponent(token)}`,
        headers: { cookie: visitor.cookie, ...(visitor.user && bearer(visitor.user.token)) },
      });

    const order = (eventId: string, typeId: string, user: TestUser, pass?: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(user.token), ...(pass && { 'x-queue-pass': pass }) },
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 50 }]),
      });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await ctx.signUp();
      buyers = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 4);
    });

    it('orders those who joined before the opening at random, once, and later arrivals by arrival', async () => {
      const { eventId } = await queuedEvent(60);
      const early: Visitor[] = [];
      for (let index = 0; index < 1000; index++) early.push(await join(eventId));
      clock.set(OPENS);
      await tick();
      const placeOf = async (visitor: Visitor) =>
        (
          await ctx.database.db
            .select()
            .from(queuePlaces)
            .where(eq(queuePlaces.id, visitor.token.split('.')[0]!))
        )[0]!;
      const positions = await Promise.all(early.map(async (visitor) => (await placeOf(visitor)).position!));
      expect(new Set(positions).size).toBe(1000);
      expect(Math.min(...positions)).toBe(1);
      expect(Math.max(...positions)).toBe(1000);
      // FIFO would give 1; a random order, about 0 (standard deviation 1/√999 ≈ 0.032).
      const rho = spearman(
        early.map((_, index) => index),
        positions,
      );
      expect(Math.abs(rho)).toBeLessThan(0.12);
      // Decided once: a second tick (any replica) renumbers nothing.
      later(5000);
      await tick();
      expect(await Promise.all(early.map(async (visitor) => (await placeOf(visitor)).position!))).toEqual(
        positions,
      );

      const late: Visitor[] = [];
      for (let index = 0; index < 5; index++) {
        later(10);
        late.push(await join(eventId));
      }
      await tick();
      expect(await Promise.all(late.map(async (visitor) => (await placeOf(visitor)).position))).toEqual([
        1001, 1002, 1003, 1004, 1005,
      ]);
      // Reloading (the same browser) keeps the place.
      const again = await join(eventId, undefined, late[2]!.cookie);
      expect(again.token).toBe(late[2]!.token);
    }, 120_000);

    it('admits at the pace, gives admitted accounts a pass that makes one order of this event only', async () => {
      const { eventId, typeIds } = await queuedEvent(1);
      const other = await queuedEvent(1);
      const [ana, bia, caio] = buyers as [TestUser, TestUser, TestUser];
      const first = await join(eventId, ana);
      const second = await join(eventId, bia);
      // One account holds one place: joining from another browser gives the same place.
      const anaElsewhere = await join(eventId, ana);
      expect(anaElsewhere.token.split('.')[0]).toBe(first.token.split('.')[0]);

      const before = (await status(eventId, first)).json();
      expect(before).toMatchObject({ state: 'before', position: null, admitted: false });

      const refused = await order(eventId, typeIds[0]!, caio);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'QUEUE_PASS_REQUIRED', message: 'Entre na fila para comprar.' });

      clock.set(OPENS);
      expect((await tick()).get(eventId)).toBe(1);
      later();
      const statuses = await Promise.all([status(eventId, first), status(eventId, second)]);
      const admittedOne = statuses.find((response) => response.json().admitted)!.json();
      const waitingOne = statuses.find((response) => !response.json().admitted)!.json();
      expect(waitingOne).toMatchObject({ state: 'waiting', position: 1, ahead: 0, estimatedWaitSeconds: 60 });
      expect(admittedOne).toMatchObject({ state: 'admitted', loginRequired: false });
      const winner = statuses[0]!.json().admitted ? ana : bia;
      const loser = winner === ana ? bia : ana;
      const pass = admittedOne.pass as string;

      // Another account, another event, a forged or no pass: refused.
      for (const [event, type, user, sent] of [
        [eventId, typeIds[0]!, loser, pass],
        [other.eventId, other.typeIds[0]!, winner, pass],
        [eventId, typeIds[0]!, winner, `${pass.slice(0, -2)}AA`],
        [eventId, typeIds[0]!, winner, 'nada'],
      ] as const) {
        const response = await order(event, type, user, sent);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('QUEUE_PASS_REQUIRED');
      }
      // An order refused for another reason gives the pass back.
      const wrongTotal = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(winner.token), 'x-queue-pass': pass },
        payload: orderBody(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 1, price: 50 }], { total: 1 }),
      });
      expect(wrongTotal.statusCode).toBe(409);

      const made = await order(eventId, typeIds[0]!, winner, pass);
      expect(made.statusCode, made.body).toBe(201);
      const again = await order(eventId, typeIds[0]!, winner, pass);
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('QUEUE_PASS_REQUIRED');
      const spent = await ctx.database.db
        .select()
        .from(queuePlaces)
        .where(and(eq(queuePlaces.eventId, eventId), isNotNull(queuePlaces.orderId)));
      expect(spent.map((place) => place.orderId)).toEqual([made.json()._id]);

      // The next minute admits the second; its pass expires 10 minutes after it was issued.
      clock.set(new Date(OPENS.getTime() + 60_000));
      await tick();
      later();
      const next = (await status(eventId, winner === ana ? second : first)).json();
      expect(next).toMatchObject({ state: 'admitted' });
      clock.set(new Date(clock.now().getTime() + 10 * 60_000 + 1000));
      const expired = await order(eventId, typeIds[0]!, loser, next.pass);
      expect(expired.statusCode).toBe(403);
      expect((await status(eventId, winner === ana ? second : first)).json().state).toBe('passExpired');
      // Every order of the event came with a pass.
      const made2 = await ctx.database.db.select().from(orders).where(eq(orders.eventId, eventId));
      expect(made2).toHaveLength(1);
    });

    it('binds a place to the account of a live session only: a revoked token polls as anonymous', async () => {
      const { eventId } = await queuedEvent(1);
      const [ana, bia, caio] = buyers as [TestUser, TestUser, TestUser];
      const visitor = await join(eventId);
      const placeId = visitor.token.split('.')[0]!;
      const boundTo = async () =>
        (await ctx.database.db.select().from(queuePlaces).where(eq(queuePlaces.id, placeId)))[0]?.userId;

      // The status checks the bearer's signature only, and reads its session before binding: Ana logged out.
      await ctx.database.db.delete(sessions).where(eq(sessions.userId, ana.userId));
      const revoked = await status(eventId, { ...visitor, user: ana });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({ state: 'before', admitted: false });
      expect(await boundTo()).toBeNull();

      const live = await status(eventId, { ...visitor, user: bia });
      expect(live.statusCode, live.body).toBe(200);
      expect(await boundTo()).toBe(bia.userId);
      // Bound to Bia: another live account is refused, a revoked one still polls as anonymous.
      const other = await status(eventId, { ...visitor, user: caio });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('QUEUE_OTHER_ACCOUNT');
      expect((await status(eventId, { ...visitor, user: ana })).statusCode).toBe(200);
      expect(await boundTo()).toBe(bia.userId);
    });

    it('refuses tokens forged, of another event or of another browser', async () => {
      const { eventId } = await queuedEvent(10);
      const other = await queuedEvent(10);
      const visitor = await join(eventId);
      const elsewhere = await join(other.eventId);
      expect((await status(eventId, visitor)).statusCode).toBe(200);
      const header = await ctx.inject({
        method: 'GET',
        url: `/api/queue/${eventId}/status`,
        headers: { cookie: visitor.cookie, 'x-queue-token': visitor.token },
      });
      expect(header.statusCode).toBe(200);
      for (const response of [
        await status(other.eventId, visitor),
        await status(eventId, { ...visitor, cookie: elsewhere.cookie }),
        await status(eventId, visitor, `${visitor.token.slice(0, -3)}abc`),
        await status(eventId, visitor, `${elsewhere.token.split('.')[0]}.${visitor.token.split('.')[1]}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('QUEUE_TOKEN_INVALID');
      }
    });

    it('tells everyone still waiting "sold out" as soon as the stock is gone', async () => {
      const { eventId, typeIds } = await queuedEvent(1, 5);
      const visitors = [await join(eventId), await join(eventId), await join(eventId)];
      clock.set(OPENS);
      await tick();
      later();
      expect(
        (await Promise.all(visitors.map((v) => status(eventId, v)))).map((r) => r.json().state).sort(),
      ).toEqual(['admitted', 'waiting', 'waiting']);
      await ctx.database.db.update(ticketTypes).set({ sold: 5 }).where(eq(ticketTypes.id, typeIds[0]!));
      later();
      for (const response of await Promise.all(visitors.map((v) => status(eventId, v))))
        expect(response.json()).toMatchObject({ state: 'soldOut', admitted: false });
    });

    it('reads an expired line once for every poll that finds it so, then answers all of them from it', async () => {
      const { eventId } = await queuedEvent(60);
      const visitors: Visitor[] = [];
      for (let index = 0; index < 5; index++) visitors.push(await join(eventId));
      clock.set(OPENS);
      await tick();
      later();
      // A replica of its own on the suite's database, whose reads of the line (on_sales) are counted there.
      let lineReads = 0;
      const counted = new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (property !== 'select' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            const builder = value.apply(target, args) as { from: (table: unknown) => unknown };
            const from = builder.from.bind(builder);
            builder.from = (table: unknown) => {
              if (table === onSales) lineReads += 1;
              return from(table);
            };
            return builder;
          };
        },
      }) as Db;
      const replica = createQueueService(counted, createQueueSignatures(ctx.config.jwtSecret), clock.now, {
        admitPerMinute: 60,
      });
      const pollAll = () =>
        Promise.all(
          [...visitors, ...visitors, ...visitors, ...visitors].map((visitor) =>
            replica.status(eventId, visitor.token, {
              browserId: visitor.cookie.split('=')[1]!,
              userId: null,
              confirmAccount: async () => false,
            }),
          ),
        );

      const first = await pollAll();
      expect(lineReads).toBe(1);
      expect(new Set(first.map((answer) => answer.state))).toEqual(new Set(['admitted', 'waiting']));
      const waiting = first.filter((answer) => answer.state === 'waiting');
      const positions = [...new Set(waiting.map((answer) => answer.position))].sort();
      expect(positions).toEqual(positions.map((_, index) => index + 1));
      const secondInLine = () => waiting.find((answer) => answer.position === 2)!;
      // Within the second: no read. Past it: one more, for all of them again.
      await pollAll();
      expect(lineReads).toBe(1);
      later();
      await pollAll();
      expect(lineReads).toBe(2);
      // A change of the pace forgets the view: the next poll reads the line again.
      await replica.changePace(eventId, 120);
      const after = await pollAll();
      expect(lineReads).toBe(3);
      expect(after.find((answer) => answer.position === 2)!.estimatedWaitSeconds).toBeLessThan(
        secondInLine().estimatedWaitSeconds!,
      );
    });

    it('two replicas on one database admit what one admits', async () => {
      const replica = await buildApp({
        config: ctx.config,
        database: ctx.database,
        now: clock.now,
        backgroundJobs: false,
      });
      await replica.ready();
      try {
        const secondOpening = new Date(OPENS.getTime() + 5 * 60_000);
        const byTwo = await queuedEvent(120);
        const byOne = await queuedEvent(120, 100, secondOpening);
        for (let index = 0; index < 60; index++) {
          await join(byTwo.eventId);
          await join(byOne.eventId);
        }
        /** 15 ticks a second apart from `opens`, by the given replicas at once; what they admitted of `eventId`. */
        const run = async (opens: Date, eventId: string, replicas: Array<typeof replica>) => {
          clock.set(opens);
          let admitted = 0;
          for (let second = 0; second < 15; second++) {
            for (const result of await Promise.all(replicas.map((app) => app.queue.admit())))
              admitted += result.get(eventId) ?? 0;
            later(1000);
          }
          return admitted;
        };
        const two = await run(OPENS, byTwo.eventId, [ctx.app, replica]);
        const one = await run(secondOpening, byOne.eventId, [ctx.app]);
        // 2 a second, plus the 2 s a first tick may catch up: the same with two replicas as with one.
        expect(one).toBe(32);
        expect(two).toBe(one);
      } finally {
        await replica.close();
      }
    });

    it('lets the ADMIN see upcoming on-sales and change the pace live', async () => {
      const { eventId } = await queuedEvent(10);
      await join(eventId);
      const admin = await ctx.adminToken();
      const listed = await ctx.inject({ method: 'GET', url: '/api/admin/on-sales', headers: bearer(admin) });
      expect(listed.json()).toContainEqual(
        expect.objectContaining({ eventId, admitPerMinute: 10, waiting: 1, sealed: false, queue: true }),
      );
      const changed = await ctx.inject({
        method: 'PATCH',
        url: `/api/admin/on-sales/${eventId}`,
        headers: bearer(admin),
        payload: { admitPerMinute: 500 },
      });
      expect(changed.json()).toMatchObject({ admitPerMinute: 500 });
      const page = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(page.json().onSale).toMatchObject({ admitPerMinute: 500, queue: true });
      const organizerTries = await ctx.inject({
        method: 'PATCH',
        url: `/api/admin/on-sales/${eventId}`,
        headers: bearer(organizer.token),
        payload: { admitPerMinute: 5 },
      });
      expect(organizerTries.statusCode).toBe(403);
    });
  },
  { app: { now: clock.now, backgroundJobs: false } },
);

describe('spearman (the test above relies on it)', () => {
  it('is 1 for the same order and about 0 for an unrelated one', () => {
    const xs = Array.from({ length: 100 }, (_, index) => index);
    expect(spearman(xs, xs)).toBe(1);
    expect(spearman(xs, [...xs].reverse())).toBe(-1);
  });
});
afterAll(() => undefined);
