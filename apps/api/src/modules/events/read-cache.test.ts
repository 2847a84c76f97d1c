import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { events } from '../../db/schema';
import { describeEachDatabase } from '../../../test/helper';
import { approvePayoutAccount } from '../../../test/payout-fixtures';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';

/*
 * Issue #19: on the embedded database the home listing, the event's data and its page are kept in memory, and
 * dropped by any write this process settles. These suites read first (so the cache holds the answer), then
 * write through the API (or straight to the table), then read again: the second read must show the write at
 * once, on PGlite (cached) as on PostgreSQL (not cached). And the clock alone (a lot opening, an event ending)
 * changes what is served without any write.
 */

const clock = testClock();

interface TypeBody {
  _id: string;
  sold: number;
  remaining: number;
}
interface EventBody {
  title: string;
  ticketTypes: TypeBody[];
  sellableTicketTypes: TypeBody[];
}
interface ListBody {
  items: Array<{ _id: string; title: string }>;
  total: number;
}

describeEachDatabase(
  'exact read caches',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    const db = () => ctx.database.db;
    const detail = async (id: string) => {
      const response = await ctx.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(response.statusCode).toBe(200);
      return response.json<EventBody>();
    };
    const list = async () => {
      const response = await ctx.inject({ method: 'GET', url: '/api/events?limit=100' });
      expect(response.statusCode).toBe(200);
      return response.json<ListBody>();
    };
    const buy = async (eventId: string, ticketTypeId: string, quantity: number) => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId, quantity, price: 50 }]),
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ _id: string }>()._id;
    };

    beforeAll(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      await approvePayoutAccount(ctx.database.db, organizer.userId);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
    });

    it('shows a purchase in the event data at once, and the stock coming back when it is cancelled', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 10, perCustomerLimit: 10 },
      ]);
      // Read twice: the second answer is the cached one on PGlite.
      await detail(eventId);
      expect((await detail(eventId)).ticketTypes[0]).toMatchObject({ sold: 0, remaining: 10 });
      const orderId = await buy(eventId, typeIds[0]!, 3);
      expect((await detail(eventId)).ticketTypes[0]).toMatchObject({ sold: 3, remaining: 7 });
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await detail(eventId)).ticketTypes[0]).toMatchObject({ sold: 0, remaining: 10 });
    });

    it('turns the lot at once when a purchase sells it out', async () => {
      const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 2, lotNumber: 1, perCustomerLimit: 4 },
        { name: 'PISTA — Lote 2', price: 50, quantity: 5, lotNumber: 2, perCustomerLimit: 4 },
      ]);
      expect((await detail(eventId)).sellableTicketTypes.map((type) => type._id)).toEqual([typeIds[0]]);
      await buy(eventId, typeIds[0]!, 2);
      expect((await detail(eventId)).sellableTicketTypes.map((type) => type._id)).toEqual([typeIds[1]]);
      const page = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(page.json<EventBody>().ticketTypes[0]).toMatchObject({ sold: 2, remaining: 0 });
    });

    it('shows an edit in the listing and the event data at once, and a write straight to the table', async () => {
      const { eventId } = await insertEvent(
        db(),
        organizer.userId,
        [{ name: 'PISTA', price: 50, quantity: 5 }],
        {
          title: 'Antes da edição',
        },
      );
      await list();
      expect((await list()).items.find((item) => item._id === eventId)?.title).toBe('Antes da edição');
      expect((await detail(eventId)).title).toBe('Antes da edição');
      const edited = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${eventId}`,
        headers: bearer(organizer.token),
        payload: { title: 'Depois da edição' },
      });
      expect(edited.statusCode).toBe(200);
      expect((await list()).items.find((item) => item._id === eventId)?.title).toBe('Depois da edição');
      expect((await detail(eventId)).title).toBe('Depois da edição');
      // This process is the embedded database's only writer: even SQL that bypasses every module is seen.
      await db().update(events).set({ title: 'Direto na tabela' }).where(eq(events.id, eventId));
      expect((await detail(eventId)).title).toBe('Direto na tabela');
      expect((await list()).items.find((item) => item._id === eventId)?.title).toBe('Direto na tabela');
    });

    it("shows another replica's write at once (its own connection pool, straight to the table)", async () => {
      const { eventId } = await insertEvent(
        db(),
        organizer.userId,
        [{ name: 'PISTA', price: 50, quantity: 5 }],
        {
          title: 'Réplica A',
        },
      );
      await list();
      expect((await list()).items.find((item) => item._id === eventId)?.title).toBe('Réplica A');
      const other =
        ctx.database.kind === 'postgres'
          ? await createDatabase({
              dataDir: 'memory://',
              databaseUrl: (ctx.database.pool.options as { connectionString: string }).connectionString,
            })
          : undefined;
      try {
        await (other?.db ?? db()).update(events).set({ title: 'Réplica B' }).where(eq(events.id, eventId));
      } finally {
        await other?.close();
      }
      expect((await list()).items.find((item) => item._id === eventId)?.title).toBe('Réplica B');
    });

    it('drops an unpublished event from the listing and hides it at once', async () => {
      const { eventId } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA', price: 50, quantity: 5 },
      ]);
      const before = await list();
      expect(before.items.some((item) => item._id === eventId)).toBe(true);
      await db().update(events).set({ status: 'draft' }).where(eq(events.id, eventId));
      const after = await list();
      expect(after.items.some((item) => item._id === eventId)).toBe(false);
      expect(after.total).toBe(before.total - 1);
      expect((await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(404);
    });

    it('opens a lot when its sale starts, with no write in between', async () => {
      const opens = new Date(clock.now().getTime() + 60 * 60_000);
      const { eventId, typeIds } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1', price: 50, quantity: 5, saleStart: opens },
      ]);
      await detail(eventId);
      expect((await detail(eventId)).sellableTicketTypes).toEqual([]);
      clock.set(opens);
      expect((await detail(eventId)).sellableTicketTypes.map((type) => type._id)).toEqual([typeIds[0]]);
    });

    it('takes an event off the listing when it is over, with no write in between', async () => {
      const { eventId } = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA', price: 50, quantity: 5 },
      ]);
      await list();
      expect((await list()).items.some((item) => item._id === eventId)).toBe(true);
      // insertEvent's events are on 2031-03-01; a day later every one of them is over.
      clock.set(new Date('2031-03-03T00:00:00Z'));
      expect((await list()).items.some((item) => item._id === eventId)).toBe(false);
      clock.set(new Date('2030-06-01T15:00:00Z'));
      expect((await list()).items.some((item) => item._id === eventId)).toBe(true);
    });
  },
  { app: { now: clock.now, backgroundJobs: false } },
);

describe('read cache', () => {
  it('keeps an answer while nothing is written and the clock has not reached its change', async () => {
    let version = 0;
    let time = 1_000;
    let loads = 0;
    const cache = createReadCache<number>({
      writes: { current: () => version },
      tables: ['events'],
      now: () => time,
      maxEntries: 10,
    });
    const load = async () => ({ value: ++loads, changesAt: 2_000 });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    version += 1;
    expect(await cache.get('a', load)).toBe(2);
    time = 2_000;
    expect(await cache.get('a', load)).toBe(3);
    // A clock set back before the load does not trust it either.
    time = 500;
    expect(await cache.get('a', load)).toBe(4);
  });

  it('shares one load between concurrent misses, and keeps no failure', async () => {
    let loads = 0;
    const cache = createReadCache<number>({
      writes: { current: () => 0 },
      tables: ['events'],
      now: () => 0,
      maxEntries: 10,
    });
    const [first, second] = await Promise.all([
      cache.get('a', async () => ({ value: ++loads, changesAt: null })),
      cache.get('a', async () => ({ value: ++loads, changesAt: null })),
    ]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await cache.get('b', async () => ({ value: 7, changesAt: null }))).toBe(7);
  });

  it('keeps nothing without a write counter (PostgreSQL)', async () => {
    let loads = 0;
    const cache = createReadCache<number>({
      writes: undefined,
      tables: ['events'],
      now: () => 0,
      maxEntries: 10,
    });
    const load = async () => ({ value: ++loads, changesAt: null });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(cache.enabled).toBe(false);
  });
});
