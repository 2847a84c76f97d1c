import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper';
import { repoRoot } from '../config';
import { events, slides, ticketTypes } from '../db/schema';
import { meiaEntradaQuota, withMeiaPricesDerived } from '@bilheteria/rules';
import { demoAccounts, seedDemo } from './seed';

describeEachDatabase('demo seed', (ctx) => {
  it('creates published events in many states, with lots, drafts, slides and the demo accounts — once', async () => {
    const now = new Date();
    const result = await seedDemo(ctx.database.db, now);
    expect(result.seeded).toBe(true);
    expect(result.publishedEvents).toBeGreaterThanOrEqual(12);

    const published = await ctx.database.db.select().from(events).where(eq(events.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((event) => event.state)).size).toBeGreaterThanOrEqual(6);
    for (const event of published) {
      expect(event.eventDate!.getTime()).toBeGreaterThan(now.getTime());
      expect(event.image).toMatch(/^\/posters\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(repoRoot, 'apps/host/public', event.image!))).toBe(true);
      expect(event.searchText).toBe(
        event.searchText
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      );
    }
    expect(published.find((event) => event.title === 'Noite do Forró Pé de Serra')?.searchText).toContain(
      'forro pe de serra',
    );

    const drafts = await ctx.database.db.select().from(events).where(eq(events.status, 'draft'));
    expect(drafts.length).toBeGreaterThanOrEqual(1);

    const types = await ctx.database.db.select().from(ticketTypes);
    for (const type of types) {
      expect(type.name.startsWith(`${type.category} — `)).toBe(true);
      expect(type.name).toMatch(/ — Lote \d+/);
      expect(type.sold).toBe(0);
    }
    expect(new Set(types.map((type) => type.lotNumber))).toEqual(new Set([1, 2]));
    // Every demo event obeys the meia-entrada law the event form enforces (issue #14).
    for (const event of published) {
      const own = types.filter((type) => type.eventId === event.id);
      expect(event.meiaEntradaLei, event.title).toBe(true);
      expect(meiaEntradaQuota(own).missing, event.title).toBe(0);
      expect(withMeiaPricesDerived(own), event.title).toEqual(own);
    }

    const activeSlides = await ctx.database.db
      .select()
      .from(slides)
      .where(and(eq(slides.active, true), gt(slides.sortOrder, -1)));
    expect(activeSlides).toHaveLength(3);
    for (const slide of activeSlides)
      expect(existsSync(path.join(repoRoot, 'apps/host/public', slide.imageUrl))).toBe(true);

    // Their addresses are the operator's: confirmed, so a demo buyer opens tickets transferred to them.
    for (const account of Object.values(demoAccounts)) {
      const token = await ctx.login(account.email, account.password);
      const me = await ctx.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json(), account.email).toMatchObject({ emailVerified: true });
    }

    expect((await seedDemo(ctx.database.db, now)).seeded).toBe(false);
    expect(await ctx.database.db.$count(events)).toBe(published.length + drafts.length);
  });
});
