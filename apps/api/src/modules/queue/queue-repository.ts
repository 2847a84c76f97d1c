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
export const randomSortKey = (): number => randomBytes(8).readUIntBE(0, 6) * 16 + (randomBytes(1)[0]! & 15);

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

export async function setAdmitPerMinute(
  db: Db,
  eventId: string,
  admitPerMinute: number,
): Promise<OnSale | null> {
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
    .select({
      left: sql<number>`coalesce(sum(greatest(${ticketTypes.quantity} - ${ticketTypes.sold}, 0)), 0)::int`,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.couponOnly, false)));
  return Number(row?.left ?? 0);
}

export async function findPlace(db: Db, placeId: string): Promise<QueuePlace | null> {
  const [row] = await db.select().from(queuePlaces).where(eq(queuePlaces.id, placeId));
  return row ?? null;
}

export type JoinOutcome = { place: QueuePlace } | { conflict: 'other-account' };

/**
 * The place of this account (any browser) or of this browser, else a new one: one insert, no lock, no counter
 * touched, so joining costs the line one row. A new place waits unnumbered (a random key); the next admission
 * tick numbers it: by that key if it joined before `starts_at` (the seal), else after everyone numbered, in
 * arrival order. A place whose pass expired unused goes back to the end the same way.
 */
export async function joinLine(
  db: Db,
  input: { eventId: string; browserId: string; userId: string | null; now: Date; passMinutes: number },
): Promise<JoinOutcome> {
  const { eventId, browserId, userId, now } = input;
  const byAccount = userId
    ? (
        await db
          .select()
          .from(queuePlaces)
          .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.userId, userId)))
      )[0]
    : undefined;
  const held =
    byAccount ??
    (
      await db
        .select()
        .from(queuePlaces)
        .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.browserId, browserId)))
    )[0];
  if (held) {
    if (userId && held.userId && held.userId !== userId) return { conflict: 'other-account' };
    const expired =
      held.passIssuedAt !== null &&
      held.passUsedAt === null &&
      held.passIssuedAt.getTime() + input.passMinutes * 60_000 <= now.getTime();
    if (!expired && (held.userId || !userId)) return { place: held };
    try {
      const [place] = await db
        .update(queuePlaces)
        .set({
          ...(userId && !held.userId && { userId }),
          ...(expired && { position: null, passIssuedAt: null, joinedAt: now }),
        })
        .where(eq(queuePlaces.id, held.id))
        .returning();
      return { place: place ?? held };
    } catch (error) {
      // The account took a place in another tab meanwhile: that one is the account's.
      if (!isUniqueViolation(error)) throw error;
      return joinLine(db, input);
    }
  }
  try {
    const [place] = await db
      .insert(queuePlaces)
      .values({ eventId, browserId, userId, sortKey: randomSortKey(), joinedAt: now })
      .onConflictDoNothing({ target: [queuePlaces.eventId, queuePlaces.browserId] })
      .returning();
    if (place) return { place };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Two tabs of one browser (or account) joining at once: the other one's place is this one's.
  return joinLine(db, input);
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

/**
 * On-sales whose line may have work to do at `now`: opened, and unsealed, with places not admitted yet or with
 * places not numbered yet (the partial index on unnumbered places answers that).
 */
async function dueEventIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ eventId: onSales.eventId })
    .from(onSales)
    .where(
      and(
        eq(onSales.queue, true),
        sql`${onSales.startsAt} <= ${now}`,
        or(
          isNull(onSales.sealedAt),
          lt(onSales.admittedUpTo, onSales.lastPosition),
          sql`exists (select 1 from queue_places q where q.event_id = ${onSales.eventId} and q.position is null)`,
        ),
      ),
    );
  return rows.map((row) => row.eventId);
}

/**
 * One admission tick for one event, by whichever replica locks its row first (`SKIP LOCKED`: the others skip
 * it this tick). First it numbers the places that have no position yet, after the last one given: at the first
 * tick after `starts_at` (the seal) those who joined before it by their random key, once, then everyone who
 * joined after the opening in arrival order; later ticks number the arrivals since the previous tick. Returns the places admitted (0 when another replica had the row).
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
      {
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
