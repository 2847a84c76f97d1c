import type { Schemas } from '@bilheteria/api-client';
import { and, asc, eq, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slides, type Slide } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { moveSlide } from './reorder';
import { parseSlideInput, slideMessages, type SlideFields } from './slide-input';

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

const contentKeys = ['imageUrl', 'linkUrl', 'title', 'startAt', 'endAt'] as const;

/**
 * The slide's content after an edit: the patch's fields over the stored ones, checked by the creation's rules
 * as a whole (an end before a start that was not sent is refused too). Null when the patch edits no content.
 */
function editedContent(current: Slide, patch: SlidePatch) {
  if (!contentKeys.some((key) => patch[key] !== undefined)) return null;
  const { imageUrl, linkUrl, title, startAt, endAt } = parseSlideInput({
    imageUrl: patch.imageUrl ?? current.imageUrl,
    linkUrl: patch.linkUrl === undefined ? current.linkUrl : patch.linkUrl,
    title: patch.title === undefined ? current.title : patch.title,
    startAt: patch.startAt === undefined ? current.startAt?.toISOString() : patch.startAt,
    endAt: patch.endAt === undefined ? current.endAt?.toISOString() : patch.endAt,
  });
  return { imageUrl, linkUrl, title, startAt, endAt };
}

/**
 * `active` sets the flag; `order` as a number sets the position, as `up`/`down` swaps it with the neighbour's;
 * the content fields edit the slide (see `editedContent`).
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
    const [current] = await tx.select().from(slides).where(eq(slides.id, id)).for('update');
    if (!current) throw notFound();
    const content = editedContent(current, patch);
    const [slide] = await tx
      .update(slides)
      .set({
        ...content,
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
