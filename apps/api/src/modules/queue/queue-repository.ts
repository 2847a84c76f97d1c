import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, or, sql, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransient } from '../../db/transient';
import { events, onSales, queuePlaces, ticketTypes, type OnSale, type QueuePlace } from '../../db/schema';
import { admissionStep } from './pace';

/* The line's SQL (issue #28). Only this module writes `on_sales` and `queue_places`. */

export interface OnSaleSettings {
  startsAt: Date;
  queue: boolean;
  admitPerMinute: number;
}

/** A random 52-bit key: the place's rank among those who joined before the opening (ties broken by id). */
export const randomSortKey = (): number => Number(randomBytes(7).readBigUInt64BE(0) >> 4n) % 2 ** 52;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function findOnSale(db: Db, eventId: string): Promise<OnSale | null> {
  const [row] = await db.select().from(onSales).where(eq(onSales.eventId, eventId));
  return row ?? null;
}

export async function saveOnSale(db: Db, eventId: string, settings: OnSaleSettings): Promise<OnSale> {
  const [row] = await db
    .insert(onSales)
    .values({ eventId, ...settings })
    .onConflictDoUpdate({
      target: onSales.eventId,
      set: { ...settings, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setAdmitPerMinute(db: Db, eventId: string, admitPerMinute: number): Promise<OnSale | null> {
  const [row] = await db
    .update(onSales)
    .set({ admitPerMinute, updatedAt: sql`now()` })
    .where(eq(onSales.eventId, eventId))
    .returning();
  return row ?? null;
}

/** Tickets left to sell in the event (every lot but "só com cupom" ones): 0 means sold out. */
export async function remainingStock(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(greatest(${ticketTypes.quantity} - ${ticketTypes.sold}, 0)), 0)::int` })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.couponOnly, false)));
  return Number(row?.left ?? 0);
}

export async function findPlace(db: Db, placeId: string): Promise<QueuePlace | null> {
  const [row] = await db.select().from(queuePlaces).where(eq(queuePlaces.id, placeId));
  return row ?? null;
}

export type JoinOutcome = { place: QueuePlace } | { conflict: 'other-account' } | { missing: true };

/**
 * The place of this account (any browser) or of this browser, else a new one. Before the line is sealed a new
 * place waits unnumbered with a random key; after, it takes the next position. The on-sale row is read FOR SHARE
 * so a join never slips past a sealing under way (the seal holds it FOR UPDATE). A place whose pass expired
 * unused goes to the end of the line again.
 */
export async function joinLine(
  db: Db,
  input: { eventId: string; browserId: string; userId: string | null; now: Date; passMinutes: number },
): Promise<JoinOutcome> {
  const { eventId, browserId, userId, now } = input;
  return retryTransient(() =>
    db.transaction(async (tx) => {
      const [line] = await tx
        .select({ sealedAt: onSales.sealedAt })
        .from(onSales)
        .where(eq(onSales.eventId, eventId))
        .for('share');
      if (!line) return { missing: true as const };
      const nextPosition = async () => {
        if (!line.sealedAt) return null;
        const [row] = await tx
          .update(onSales)
          .set({ lastPosition: sql`${onSales.lastPosition} + 1` })
          .where(eq(onSales.eventId, eventId))
          .returning({ lastPosition: onSales.lastPosition });
        return row!.lastPosition;
      };
      const byAccount = userId
        ? (
            await tx
              .select()
              .from(queuePlaces)
              .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.userId, userId)))
          )[0]
        : undefined;
      const byBrowser =
        byAccount ??
        (
          await tx
            .select()
            .from(queuePlaces)
            .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.browserId, browserId)))
        )[0];
      if (byBrowser) {
        if (userId && byBrowser.userId && byBrowser.userId !== userId) return { conflict: 'other-account' as const };
        const expired =
          byBrowser.passIssuedAt !== null &&
          byBrowser.passUsedAt === null &&
          byBrowser.passIssuedAt.getTime() + input.passMinutes * 60_000 <= now.getTime();
        if (!expired && (byBrowser.userId || !userId)) return { place: byBrowser };
        const [place] = await tx
          .update(queuePlaces)
          .set({
            ...(userId && !byBrowser.userId && { userId }),
            ...(expired && { position: await nextPosition(), passIssuedAt: null, joinedAt: now }),
          })
          .where(eq(queuePlaces.id, byBrowser.id))
          .returning();
        return { place: place! };
      }
      const [place] = await tx
        .insert(queuePlaces)
        .values({ eventId, browserId, userId, sortKey: randomSortKey(), position: await nextPosition(), joinedAt: now })
        .returning();
      return { place: place! };
    }),
  ).catch(async (error: unknown) => {
    // Two tabs of one browser (or account) joining at once: the other one's place is this one's.
    if (!isUniqueViolation(error)) throw error;
    return joinLine(db, input);
  });
}

/** Binds a place to the account that now asks for it; `taken` when the account already holds another place. */
export async function bindAccount(
  db: Db,
  place: QueuePlace,
  userId: string,
): Promise<{ place: QueuePlace } | { taken: QueuePlace }> {
  try {
    const [bound] = await db
      .update(queuePlaces)
      .set({ userId })
      .where(and(eq(queuePlaces.id, place.id), isNull(queuePlaces.userId)))
      .returning();
    if (bound) return { place: bound };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [held] = await db
    .select()
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, place.eventId), eq(queuePlaces.userId, userId)));
  if (held) return held.id === place.id ? { place: held } : { taken: held };
  return { place: (await findPlace(db, place.id)) ?? place };
}

/** When the place's pass was first issued (now, if never before). */
export async function issuePass(db: Db, placeId: string, now: Date): Promise<Date> {
  const [issued] = await db
    .update(queuePlaces)
    .set({ passIssuedAt: now })
    .where(and(eq(queuePlaces.id, placeId), isNull(queuePlaces.passIssuedAt)))
    .returning({ at: queuePlaces.passIssuedAt });
  if (issued?.at) return issued.at;
  return (await findPlace(db, placeId))?.passIssuedAt ?? now;
}

/**
 * Spends a pass: one conditional update, so two orders racing on one pass get it once. The pass must be the
 * place's current one (issued at `issuedAfter` or later: a place sent to the end again had its old pass voided).
 */
export async function claimPass(
  db: Db,
  claim: { placeId: string; eventId: string; userId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(queuePlaces)
    .set({ passUsedAt: claim.now })
    .where(
      and(
        eq(queuePlaces.id, claim.placeId),
        eq(queuePlaces.eventId, claim.eventId),
        eq(queuePlaces.userId, claim.userId),
        isNull(queuePlaces.passUsedAt),
        sql`${queuePlaces.passIssuedAt} is not null`,
      ),
    )
    .returning({ id: queuePlaces.id });
  return row !== undefined;
}

/** The order was not created: the pass may be used again (until it expires). */
export async function releasePass(db: Db, placeId: string): Promise<void> {
  await db
    .update(queuePlaces)
    .set({ passUsedAt: null })
    .where(and(eq(queuePlaces.id, placeId), isNull(queuePlaces.orderId)));
}

export async function recordPassOrder(db: Db, placeId: string, orderId: string): Promise<void> {
  await db.update(queuePlaces).set({ orderId }).where(eq(queuePlaces.id, placeId));
}

/** On-sales whose line may have work to do at `now`: opened, and unsealed or with places not admitted yet. */
async function dueEventIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ eventId: onSales.eventId })
    .from(onSales)
    .where(
      and(
        eq(onSales.queue, true),
        sql`${onSales.startsAt} <= ${now}`,
        or(isNull(onSales.sealedAt), lt(onSales.admittedUpTo, onSales.lastPosition)),
      ),
    );
  return rows.map((row) => row.eventId);
}

/**
 * One admission tick for one event, by whichever replica locks its row first (`SKIP LOCKED`: the others skip
 * it this tick). Seals the line first if it opened unsealed: the places that joined before `starts_at` are
 * numbered 1..n by their random key, once, and those who joined in the moment between the opening and this tick
 * after them in arrival order. Returns the places admitted (0 when another replica had the row).
 */
export async function admitOne(db: Db, eventId: string, now: Date): Promise<number> {
  return retryTransient(() =>
    db.transaction(async (tx) => {
      const [line] = await tx
        .select()
        .from(onSales)
        .where(and(eq(onSales.eventId, eventId), eq(onSales.queue, true)))
        .for('update', { skipLocked: true });
      if (!line || line.startsAt.getTime() > now.getTime()) return 0;
      let lastPosition = line.lastPosition;
      if (!line.sealedAt) {
        await tx.execute(sql`
          with ranked as (
            select id, ${line.lastPosition} + row_number() over (
              order by joined_at >= ${line.startsAt},
                case when joined_at < ${line.startsAt} then sort_key else 0 end, joined_at, id
            ) as position
            from queue_places where event_id = ${eventId} and position is null
          )
          update queue_places set position = ranked.position from ranked where queue_places.id = ranked.id`);
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${queuePlaces.position}), 0)` })
          .from(queuePlaces)
          .where(eq(queuePlaces.eventId, eventId));
        lastPosition = Math.max(lastPosition, Number(last?.position ?? 0));
      }
      const step = admissionStep({ ...line, lastPosition }, now);
      await tx
        .update(onSales)
        .set({
          lastPosition,
          sealedAt: line.sealedAt ?? now,
          admittedUpTo: step.admittedUpTo,
          paceAt: step.paceAt,
          recentAdmissions: step.recentAdmissions,
        })
        .where(eq(onSales.eventId, eventId));
      return step.admit;
    }),
  );
}

/** Every opened line's tick; the admitted count per event. */
export async function admitDue(db: Db, now: Date): Promise<Map<string, number>> {
  const admitted = new Map<string, number>();
  for (const eventId of await dueEventIds(db, now)) admitted.set(eventId, await admitOne(db, eventId, now));
  return admitted;
}

export interface OnSaleListing extends OnSale {
  title: string;
  unsealed: number;
}

/** The ADMIN's list: on-sales opening from a day ago on, and older ones with places still waiting. */
export async function listUpcomingOnSales(db: Db, now: Date): Promise<OnSaleListing[]> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const rows = await db
    .select({
      line: onSales,
      title: events.title,
      unsealed: sql<number>`(select count(*)::int from queue_places q where q.event_id = ${onSales.eventId} and q.position is null)`,
    })
    .from(onSales)
    .innerJoin(events, eq(events.id, onSales.eventId))
    .where(or(gte(onSales.startsAt, since), lt(onSales.admittedUpTo, onSales.lastPosition)))
    .orderBy(asc(onSales.startsAt));
  return rows.map((row) => ({ ...row.line, title: row.title, unsealed: Number(row.unsealed) }));
}
