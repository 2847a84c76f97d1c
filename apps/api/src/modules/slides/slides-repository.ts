import type { Schemas } from '@bilheteria/api-client';
import { and, asc, eq, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slides, type Slide } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { moveSlide } from './reorder';
import { slideMessages, type SlideFields } from './slide-input';

export type SlidePatch = Schemas['SlidePatch'];

const notFound = () => new HttpError(404, slideMessages.notFound, 'SLIDE_NOT_FOUND');

/** Carousel order: `order`, ties by creation, then id (deterministic). */
const listingOrder = [asc(slides.sortOrder), asc(slides.createdAt), asc(slides.id)];

/** The slides on show at `now`: active, with `now` inside [startAt, endAt) where those are set. */
export async function listShowingSlides(db: Db, now = new Date()): Promise<Slide[]> {
  return db
    .select()
    .from(slides)
    .where(
      and(
        eq(slides.active, true),
        or(isNull(slides.startAt), lte(slides.startAt, now)),
        or(isNull(slides.endAt), gt(slides.endAt, now)),
      ),
    )
    .orderBy(...listingOrder);
}

export async function listAllSlides(db: Db): Promise<Slide[]> {
  return db
    .select()
    .from(slides)
    .orderBy(...listingOrder);
}

/** Without an `order`, the slide goes after the last one (computed in the INSERT itself). */
export async function createSlide(db: Db, fields: SlideFields): Promise<Slide> {
  const { sortOrder, ...rest } = fields;
  const [slide] = await db
    .insert(slides)
    .values({
      ...rest,
      sortOrder: sortOrder ?? sql`(select coalesce(max(${slides.sortOrder}) + 1, 0) from ${slides})`,
    })
    .returning();
  return slide!;
}

/**
 * `active` sets the flag; `order` as a number sets the position, as `up`/`down` swaps it with the neighbour's.
 * A move locks every slide (a handful) so concurrent moves apply one after the other.
 */
export async function updateSlide(db: Db, id: string, patch: SlidePatch): Promise<Slide> {
  return db.transaction(async (tx) => {
    if (patch.order === 'up' || patch.order === 'down') {
      // Lock every slide in id order, which nothing changes (locking in listing order could deadlock two moves
      // that read the order before and after a third one's swap); then read them, now stable, in listing order.
      await tx.select({ id: slides.id }).from(slides).orderBy(asc(slides.id)).for('update');
      const all = await tx
        .select({ id: slides.id, sortOrder: slides.sortOrder })
        .from(slides)
        .orderBy(...listingOrder);
      if (!all.some((slide) => slide.id === id)) throw notFound();
      for (const change of moveSlide(all, id, patch.order)) {
        await tx.update(slides).set({ sortOrder: change.sortOrder }).where(eq(slides.id, change.id));
      }
    }
    const [slide] = await tx
      .update(slides)
      .set({
        ...(patch.active === undefined ? {} : { active: patch.active }),
        ...(typeof patch.order === 'number' ? { sortOrder: patch.order } : {}),
        updatedAt: new Date(),
      })
      .where(eq(slides.id, id))
      .returning();
    if (!slide) throw notFound();
    return slide;
  });
}

export async function deleteSlide(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(slides).where(eq(slides.id, id)).returning({ id: slides.id });
  if (deleted.length === 0) throw notFound();
}

export const toSlideDto = (slide: Slide): Schemas['Slide'] => ({
  _id: slide.id,
  imageUrl: slide.imageUrl,
  linkUrl: slide.linkUrl,
  title: slide.title,
  order: slide.sortOrder,
  active: slide.active,
  startAt: slide.startAt === null ? null : slide.startAt.toISOString(),
  endAt: slide.endAt === null ? null : slide.endAt.toISOString(),
});
