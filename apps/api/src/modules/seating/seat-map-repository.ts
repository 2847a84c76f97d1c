import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Schemas } from '@bilheteria/api-client';
import {
  encodeSeatStatuses,
  seatMapProblem,
  sellableSeatsByCategory,
  seatShortText,
  type SeatMapInput,
  type SeatStatus,
} from '@bilheteria/rules';
import { queryRows, type Db } from '../../db/client';
import { seatMaps, seats, type User } from '../../db/schema';
import { retryTransient } from '../../db/transient';
import { HttpError } from '../../http/errors';
import { applySeatedQuantities, canManageEvent, findVisibleEvent } from '../events';

/*
 * The seat map of an event (issue #29): this module owns its geometry (`seats`, `seat_maps`); who holds a seat is
 * order state, read here from `attendees.seat_claim` (the lifecycle writes it). The geometry changes only when the
 * organizer saves the map, so it is served apart from the statuses, under its `version` (ETag).
 */

export const seatingMessages = {
  unknownCategory: (category: string) =>
    `A categoria "${category}" não existe neste evento: crie-a na aba de ingressos antes de desenhar seus lugares.`,
  seatTaken: (names: string[]) =>
    `${names.length === 1 ? `O assento ${names[0]} já está` : `Os assentos ${names.join(', ')} já estão`} ` +
    'num pedido pago ou aguardando pagamento: não pode ser retirado nem bloqueado.',
  noMap: 'Este evento não tem mapa de lugares.',
} as const;

type SeatRow = typeof seats.$inferSelect;
type SeatMap = Schemas['SeatMap'];

const placeKey = (section: string, row: string, label: string) => `${section}\u0000${row}\u0000${label}`;
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** Seats (of `eventId`) in a pending order within its hold (held) or a paid one (sold). */
export async function claimedSeats(db: Db, eventId: string, now: Date): Promise<Map<string, SeatStatus>> {
  const rows = await queryRows<{ id: string; sold: boolean }>(
    db,
    sql`select a.seat_claim as id, o.status = 'paid' as sold
        from attendees a join orders o on o.id = a.order_id
        where o.event_id = ${eventId} and a.seat_claim is not null
          and (o.status = 'paid' or (o.status = 'pending' and o.expires_at >= ${now}))`,
  );
  return new Map(rows.map((row) => [row.id, row.sold ? 'sold' : 'held']));
}

/** The event's seats in the map's order. */
const seatsOf = (db: Db, eventId: string) =>
  db.select().from(seats).where(eq(seats.eventId, eventId)).orderBy(asc(seats.position));

/** The map as the contract shapes it; `status` of each seat from `claims` (geometry only without them). */
export function shapeMap(
  version: string,
  rows: readonly SeatRow[],
  claims?: ReadonlyMap<string, SeatStatus>,
): SeatMap {
  const sections: SeatMap['sections'] = [];
  let section: SeatMap['sections'][number] | undefined;
  let row: SeatMap['sections'][number]['rows'][number] | undefined;
  for (const seat of rows) {
    if (!section || section.name !== seat.section) {
      section = { id: String(sections.length + 1), name: seat.section, category: seat.category, rows: [] };
      sections.push(section);
      row = undefined;
    }
    if (!row || row.label !== seat.row) {
      row = { label: seat.row, seats: [] };
      section.rows.push(row);
    }
    row.seats.push({
      id: String(seat.ref),
      label: seat.label,
      x: seat.x,
      y: seat.y,
      status: seat.blocked ? 'blocked' : (claims?.get(seat.id) ?? 'available'),
      accessible: (seat.accessible as 'cadeirante' | 'acompanhante' | null) ?? null,
    });
  }
  return { version, sections };
}

/** The map's version, or null when the event has none. */
export async function mapVersion(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ version: seatMaps.version })
    .from(seatMaps)
    .where(eq(seatMaps.eventId, eventId));
  return row?.version ?? null;
}

/** The geometry (statuses `available` / `blocked`) and its version; 404 without a map. */
export async function readGeometry(db: Db, eventId: string): Promise<SeatMap> {
  const version = await mapVersion(db, eventId);
  if (version === null) throw new HttpError(404, seatingMessages.noMap);
  return shapeMap(version, await seatsOf(db, eventId));
}

/** The compact statuses, one letter per seat in the map's order. */
export async function readStatuses(db: Db, eventId: string, now: Date): Promise<Schemas['SeatStatuses']> {
  const version = await mapVersion(db, eventId);
  if (version === null) throw new HttpError(404, seatingMessages.noMap);
  const [rows, claims] = await Promise.all([
    db
      .select({ id: seats.id, blocked: seats.blocked })
      .from(seats)
      .where(eq(seats.eventId, eventId))
      .orderBy(asc(seats.position)),
    claimedSeats(db, eventId, now),
  ]);
  const statuses = rows.map((seat): SeatStatus =>
    seat.blocked ? 'blocked' : (claims.get(seat.id) ?? 'available'),
  );
  return { version, statuses: encodeSeatStatuses(statuses) };
}

/** The whole map with each seat's status. */
export async function readSeatMap(db: Db, eventId: string, now: Date): Promise<SeatMap> {
  const version = await mapVersion(db, eventId);
  if (version === null) throw new HttpError(404, seatingMessages.noMap);
  const [rows, claims] = await Promise.all([seatsOf(db, eventId), claimedSeats(db, eventId, now)]);
  return shapeMap(version, rows, claims);
}

/** The event if `user` may see it (drafts to who manage them), else 404. */
export async function seenEvent(db: Db, eventId: string, user: User | null) {
  return findVisibleEvent(db, eventId, user);
}

/**
 * Saves the map: seats kept (same section, row and number) keep their id, the others are inserted, those left out
 * deleted; a seat in a pending or paid order can neither leave the map nor be blocked (409 `SEAT_TAKEN`). The
 * seated categories' lots then offer their sellable seats (events' `applySeatedQuantities`).
 */
export async function saveSeatMap(
  db: Db,
  eventId: string,
  user: User,
  input: SeatMapInput,
  now: Date,
): Promise<SeatMap> {
  const found = await findVisibleEvent(db, eventId, user);
  if (!canManageEvent(user, found.event)) throw new HttpError(404, 'Evento não encontrado.');
  const problem = seatMapProblem(input);
  if (problem) throw new HttpError(400, problem);
  // Each section's category spelled as the event's lots spell it.
  const sections = input.sections.map((section) => {
    const type = found.types.find((candidate) => sameName(candidate.category, section.category));
    if (!type) throw new HttpError(400, seatingMessages.unknownCategory(section.category.trim()));
    return { ...section, name: section.name.trim(), category: type.category };
  });
  const sellable = Object.fromEntries(sellableSeatsByCategory({ sections }));

  return retryTransient(() =>
    db.transaction(async (tx) => {
      const version = randomUUID();
      const seatCount = sections.reduce((sum, s) => sum + s.rows.reduce((n, r) => n + r.seats.length, 0), 0);
      // The map's row, locked by the upsert: two saves of one map run one after the other.
      const [saved] = await tx
        .insert(seatMaps)
        .values({ eventId: found.event.id, version, seatCount, categories: sellable, updatedAt: now })
        .onConflictDoUpdate({
          target: seatMaps.eventId,
          set: { version, seatCount, categories: sellable, updatedAt: now },
        })
        .returning({ lastRef: seatMaps.lastRef });
      const existing = await tx
        .select({ id: seats.id, ref: seats.ref, section: seats.section, row: seats.row, label: seats.label })
        .from(seats)
        .where(eq(seats.eventId, found.event.id));
      const ids = new Map(existing.map((seat) => [placeKey(seat.section, seat.row, seat.label), seat]));
      // A new seat takes the next ref; a removed seat's ref is never given again (a stale map names no other seat).
      let lastRef = saved!.lastRef;
      const kept: Array<{ id: string; blocked: boolean }> = [];
      const flat = sections.flatMap((section) =>
        section.rows.flatMap((row) =>
          row.seats.map((seat) => {
            const label = seat.label.trim();
            const rowLabel = row.label.trim();
            const before = ids.get(placeKey(section.name, rowLabel, label));
            const id = before?.id ?? randomUUID();
            const ref = before?.ref ?? ++lastRef;
            const blocked = seat.status === 'blocked';
            kept.push({ id, blocked });
            return {
              id,
              ref,
              section: section.name,
              category: section.category,
              row: rowLabel,
              label,
              seat,
              blocked,
            };
          }),
        ),
      );
      const keptIds = new Set(kept.map((seat) => seat.id));
      const claims = await claimedSeats(tx, found.event.id, new Date(0));
      const lost = existing.filter(
        (seat) =>
          claims.has(seat.id) && (!keptIds.has(seat.id) || kept.find((k) => k.id === seat.id)!.blocked),
      );
      if (lost.length > 0)
        throw new HttpError(
          409,
          seatingMessages.seatTaken(lost.map((seat) => seatShortText({ row: seat.row, seat: seat.label }))),
          'SEAT_TAKEN',
          { seatIds: lost.map((seat) => String(seat.ref)) },
        );
      await tx.execute(sql`
        delete from seats where event_id = ${found.event.id}
          and id <> all(${sql.param(flat.map((seat) => seat.id))}::uuid[])`);
      // One statement writes every seat (40,000 of a stadium): kept ones updated in place, new ones inserted.
      const column = <T>(pick: (seat: (typeof flat)[number], i: number) => T) => sql.param(flat.map(pick));
      await tx.execute(sql`
        insert into seats (id, event_id, ref, category, section, row, label, position, x, y, blocked, accessible)
        select s.id, ${found.event.id}::uuid, s.ref, s.category, s.section, s.row, s.label, s.position, s.x, s.y,
               s.blocked, s.accessible
        from unnest(${column((s) => s.id)}::uuid[], ${column((s) => s.ref)}::int[], ${column((s) => s.category)}::text[],
                    ${column((s) => s.section)}::text[], ${column((s) => s.row)}::text[],
                    ${column((s) => s.label)}::text[], ${column((_s, i) => i)}::int[],
                    ${column((s) => s.seat.x)}::float8[], ${column((s) => s.seat.y)}::float8[],
                    ${column((s) => s.blocked)}::boolean[], ${column((s) => s.seat.accessible ?? null)}::text[])
             as s(id, ref, category, section, row, label, position, x, y, blocked, accessible)
        on conflict (id) do update set category = excluded.category, position = excluded.position,
          x = excluded.x, y = excluded.y, blocked = excluded.blocked, accessible = excluded.accessible`);
      await tx.update(seatMaps).set({ lastRef }).where(eq(seatMaps.eventId, found.event.id));
      await applySeatedQuantities(tx, found.event.id, sellable);
      return shapeMap(version, await seatsOf(tx, found.event.id), claims);
    }),
  );
}
