import { eq, sql } from 'drizzle-orm';
import { MEIA_ENTRADA_PERCENT } from '@bilheteria/rules';
import type { Db } from '../../db/client';
import { seatMaps, ticketTypes } from '../../db/schema';

/*
 * Reserved seating (issue #29) as events sees it: a category with a seat map ("lugares marcados") sells seats,
 * so its sellable quantity is its number of sellable seats (drawn, not blocked). modules/seating saves the map and
 * asks this module, the owner of the lots, to set their quantity; an edit of the event's lots sets it again.
 */

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** Sellable seats per seated category of the event ({} when it has no map). */
export async function seatedCategoriesOf(db: Db, eventId: string): Promise<Record<string, number>> {
  const [row] = await db
    .select({ categories: seatMaps.categories })
    .from(seatMaps)
    .where(eq(seatMaps.eventId, eventId));
  return row?.categories ?? {};
}

/**
 * Each lot of a seated category offers the category's seats: per lot number, its half-price lots the
 * meia-entrada quota of them (40 %, rounded up) and its full-price lots the
 * rest, so the event's quota holds and a half-price ticket may sit in any seat. Never below what a lot already
 * sold. The seats themselves (one order each) keep the category from selling more than it has.
 */
export async function applySeatedQuantities(
  tx: Db,
  eventId: string,
  sellable?: Record<string, number>,
): Promise<void> {
  const categories = Object.entries(sellable ?? (await seatedCategoriesOf(tx, eventId)));
  if (categories.length === 0) return;
  const types = await tx.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
  const quantities: Array<{ id: string; quantity: number }> = [];
  for (const [category, seats] of categories) {
    const lots = types.filter((type) => sameName(type.category, category));
    for (const lotNumber of new Set(lots.map((lot) => lot.lotNumber))) {
      const group = lots.filter((lot) => lot.lotNumber === lotNumber);
      const meias = group.filter((lot) => lot.meiaEntrada);
      const full = group.filter((lot) => !lot.meiaEntrada);
      // Both kinds in the lot: the half-price ones take the quota's share, whether or not the law covers it.
      const split = meias.length > 0 && full.length > 0;
      const quota = split ? Math.ceil((seats * MEIA_ENTRADA_PERCENT) / 100) : seats;
      meias.forEach((lot, i) => quantities.push({ id: lot.id, quantity: i === 0 ? quota : 0 }));
      for (const lot of full) quantities.push({ id: lot.id, quantity: split ? seats - quota : seats });
    }
  }
  if (quantities.length === 0) return;
  await tx.execute(sql`
    update ticket_types t set quantity = greatest(t.sold, q.quantity)
    from unnest(${sql.param(quantities.map((q) => q.id))}::uuid[], ${sql.param(quantities.map((q) => q.quantity))}::int[])
      as q(id, quantity)
    where t.id = q.id`);
}
