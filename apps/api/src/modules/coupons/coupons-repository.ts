import { centsToReais } from '@bilheteria/rules';
import type { Schemas } from '@bilheteria/api-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { coupons, events, ticketTypes, type Coupon, type User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { couponInputMessages, parseCouponInput, wireValue, type CouponFields } from './coupon-input';
import { normalizeCode, type CouponView } from './coupon-rules';

/*
 * The coupons table's writer for everything but `used` (the orders lifecycle's, see coupon-uses.ts). Coupons are
 * the event's organizer's and the ADMIN's; anyone else is answered 404, as for an event that does not exist.
 */

const eventNotFound = () => new HttpError(404, 'Evento não encontrado.', 'EVENT_NOT_FOUND');
const couponNotFound = () => new HttpError(404, couponInputMessages.notFound, 'COUPON_NOT_FOUND');

/** The event's coupon of this code (case-insensitive), or undefined. */
export async function findCouponByCode(
  db: Db,
  eventId: string,
  code: string,
): Promise<CouponView | undefined> {
  const wanted = normalizeCode(code);
  if (wanted === '') return undefined;
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, eventId), sql`lower(${coupons.code}) = ${wanted}`))
    .limit(1);
  return coupon;
}

/** The ids of the event's ticket types, when `user` manages the event; else 404. */
async function managedEventTypes(db: Db, eventId: string, user: User): Promise<Set<string>> {
  const [event] = await db
    .select({ organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || (user.role !== 'ADMIN' && user.id !== event.organizerId)) throw eventNotFound();
  const types = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return new Set(types.map((type) => type.id));
}

interface CouponTotals {
  paidOrders: number;
  discountCents: number;
}

export const toCouponDto = (coupon: Coupon, totals: CouponTotals): Schemas['Coupon'] => ({
  _id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: wireValue(coupon.kind, coupon.value),
  ticketTypeIds: coupon.ticketTypeIds,
  maxUses: coupon.maxUses,
  used: coupon.used,
  validFrom: coupon.validFrom?.toISOString() ?? null,
  validUntil: coupon.validUntil?.toISOString() ?? null,
  active: coupon.active,
  paidOrders: totals.paidOrders,
  discount: centsToReais(totals.discountCents),
});

/** Paid orders (net of refunds) and the discount they got, per coupon of the event: read from the sales ledger. */
async function ledgerTotals(db: Db, eventId: string): Promise<Map<string, CouponTotals>> {
  const rows = await queryRows<{ coupon_id: string; orders: number; discount: number }>(
    db,
    sql`select coupon_id, sum(orders)::int as orders, sum(discount_cents)::int as discount
        from sales_ledger
        where event_id = ${eventId} and ticket_type_id is null and coupon_id is not null
        group by coupon_id`,
  );
  return new Map(rows.map((row) => [row.coupon_id, { paidOrders: row.orders, discountCents: row.discount }]));
}

const none: CouponTotals = { paidOrders: 0, discountCents: 0 };

export async function listCoupons(db: Db, eventId: string, user: User): Promise<Schemas['Coupon'][]> {
  await managedEventTypes(db, eventId, user);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(eq(coupons.eventId, eventId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id)),
    ledgerTotals(db, eventId),
  ]);
  return rows.map((row) => toCouponDto(row, totals.get(row.id) ?? none));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5 && typeof current === 'object' && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function saving<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, couponInputMessages.codeTaken(code), 'COUPON_CODE_TAKEN');
    throw error;
  }
}

const columns = (fields: CouponFields) => ({
  code: fields.code,
  kind: fields.kind,
  value: fields.value,
  ticketTypeIds: fields.ticketTypeIds,
  maxUses: fields.maxUses,
  validFrom: fields.validFrom,
  validUntil: fields.validUntil,
  active: fields.active,
});

export async function createCoupon(
  db: Db,
  eventId: string,
  user: User,
  input: Schemas['CouponInput'],
): Promise<Schemas['Coupon']> {
  const fields = parseCouponInput(input, undefined, await managedEventTypes(db, eventId, user));
  const [coupon] = await saving(fields.code, () =>
    db
      .insert(coupons)
      .values({ ...columns(fields), eventId })
      .returning(),
  );
  return toCouponDto(coupon!, none);
}

export async function updateCoupon(
  db: Db,
  eventId: string,
  couponId: string,
  user: User,
  patch: Schemas['CouponPatch'],
): Promise<Schemas['Coupon']> {
  const typeIds = await managedEventTypes(db, eventId, user);
  return db.transaction(async (tx) => {
    // Locked: a reservation taking uses meanwhile waits, so `used` below is the one the new maximum must hold.
    const [current] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.eventId, eventId)))
      .for('update');
    if (!current) throw couponNotFound();
    const fields = parseCouponInput(
      patch,
      { ...current, value: wireValue(current.kind, current.value) },
      typeIds,
    );
    if (fields.maxUses !== null && fields.maxUses < current.used)
      throw new HttpError(409, couponInputMessages.maxBelowUsed(current.used), 'COUPON_MAX_BELOW_USED');
    const [updated] = await saving(fields.code, () =>
      tx.update(coupons).set(columns(fields)).where(eq(coupons.id, couponId)).returning(),
    );
    return toCouponDto(updated!, (await ledgerTotals(tx, eventId)).get(couponId) ?? none);
  });
}

export async function deleteCoupon(db: Db, eventId: string, couponId: string, user: User): Promise<void> {
  await managedEventTypes(db, eventId, user);
  const gone = await db
    .delete(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.eventId, eventId)))
    .returning({ id: coupons.id });
  if (gone.length === 0) throw couponNotFound();
}
