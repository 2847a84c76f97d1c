import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { queryRows, queryRowsPrepared, type Db } from '../../../db/client';
import type { OrderTotals } from '../money';
import { checkCustomerLimit, type OrderAttendee, type OrderLine } from '../order-rules';
import { retryTransient } from '../../../db/transient';
import type { LifecycleContext } from './context';
import { followed, notify, type DomainEvent } from './domain-events';
import { takeCouponUses } from './coupon-uses';
import { pay } from './pay';
import { isMeiaClaimTaken, seatClaimTaken, takeStock } from './stock';

export interface Reservation {
  orderId: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  eventId: string;
  paymentMethod: string;
  lines: Array<OrderLine & { discountCents: number }>;
  attendees: OrderAttendee[];
  totals: OrderTotals;
  now: Date;
  expiresAt: Date;
  /** Pending orders (within their hold) the buyer may have at once; this one would be refused at that count. */
  maxPendingOrders: number;
  /** The coupon the order was priced with and the uses (tickets) it takes of it; null without one. */
  coupon?: { id: string; uses: number } | null;
}

export type ReservationResult =
  /** `paid`: the order cost nothing and was paid in the same transaction (tickets issued and e-mailed). */
  | { created: true; paid: boolean }
  | { created: false; refused: 'SOLD_OUT'; soldOut: string[] }
  | { created: false; refused: 'COUPON_EXHAUSTED' }
  | { created: false; refused: 'PENDING_LIMIT' }
  /** A half-price document of the order already holds a half-price ticket of the event (pending or paid). */
  | { created: false; refused: 'MEIA_ENTRADA_TAKEN' }
  /** Seats of the order are in another pending or paid order (issue #29): those seats, the rest were free. */
  | { created: false; refused: 'SEAT_TAKEN'; seatIds: string[] };

type Refused = Exclude<ReservationResult, { created: true }>;

/** Aborts the reservation transaction (undoing the lines already reserved) and carries the answer out of it. */
class NotReserved extends Error {
  constructor(readonly result: Refused) {
    super('not reserved');
  }
}

const reservedEvent = (r: Reservation): DomainEvent => ({
  type: 'order.reserved',
  orderId: r.orderId,
  eventId: r.eventId,
  occurredAt: r.now,
  data: { totalCents: r.totals.totalCents, tickets: r.attendees.length },
});

/**
 * One statement takes every line's stock with a conditional `sold + n <= quantity` update, the coupon's uses with
 * a conditional `used + n <= max_uses` one and, only when all of them were taken, inserts the order, its items, its attendees and its `order.reserved` domain event (one round
 * trip, the ticket type's row lock held the shortest time).
 */
async function runReservation(
  db: Db,
  r: Reservation,
  { allOrNothing }: { allOrNothing: boolean },
): Promise<ReservationResult> {
  const typeIds = sql.param(r.lines.map((line) => line.ticketTypeId));
  const quantities = sql.param(r.lines.map((line) => line.quantity));
  const event = reservedEvent(r);
  const couponUses = r.coupon && r.coupon.uses > 0 ? r.coupon : null;
  const requested = sql`select * from unnest(${typeIds}::uuid[], ${quantities}::int[]) as r(ticket_type_id, quantity)`;
  // Outside a transaction (reserveWithBuyerLock) the statement is all there is: it locks the lines' types in id
  // order, reads their latest stock, and takes stock only when every line fits, so a refused order takes nothing.
  // Outside a transaction the buyer's pending orders are counted here too (the caller holds the buyer's lock, and
  // this statement's snapshot is taken after it got it): at the limit nothing is locked nor taken.
  const stock = allOrNothing
    ? sql`
      pending as (
        select count(*) >= ${r.maxPendingOrders}::int as at_limit from orders
        where buyer_id = ${r.buyerId} and status = 'pending' and expires_at >= ${r.now}
      ),
      locked as (
        select t.id, t.sold + r.quantity <= t.quantity as fits
        from ticket_types t join (${requested}) r on r.ticket_type_id = t.id
        where not (select at_limit from pending)
        order by t.id
        for no key update of t
      ),
      reserved as (${takeStock(
        sql`${requested} where (select count(*) from locked where fits) = ${r.lines.length}::int`,
      )}),`
    : sql`reserved as (${takeStock(requested)}),`;
  const fitting = allOrNothing
    ? sql`array(select id::text from locked where fits)`
    : sql`array(select id::text from reserved)`;
  // Outside a transaction (PostgreSQL's on-sale path) the text is always the same: prepared once per connection.
  const [row] = await (allOrNothing ? queryRowsPrepared : queryRows)<{
    reserved: string[];
    created: boolean;
    coupon: boolean;
    pending_full: boolean;
  }>(
    db,
    sql`
      with ${stock}
      coupon as (${couponUses ? takeCouponUses(couponUses.id, couponUses.uses) : sql`select null::uuid as id`}),
      created as (
        insert into orders (id, buyer_id, event_id, status, payment_method, subtotal_cents, discount_cents,
                            fee_cents, total_cents, expires_at, buyer_name, buyer_email, created_at, updated_at,
                            coupon_id, coupon_uses)
        select ${r.orderId}, ${r.buyerId}, ${r.eventId}, 'pending', ${r.paymentMethod}, ${r.totals.subtotalCents},
               ${r.totals.discountCents}, ${r.totals.feeCents}, ${r.totals.totalCents}, ${r.expiresAt},
               ${r.buyerName}, ${r.buyerEmail}, ${r.now}, ${r.now}, ${r.coupon?.id ?? null}::uuid,
               ${couponUses?.uses ?? 0}::int
        where (select count(*) from reserved) = ${r.lines.length}::int and exists (select 1 from coupon)
        returning id
      ),
      items as (
        insert into order_items (order_id, ticket_type_id, name, quantity, unit_price_cents, discount_cents)
        select c.id, i.ticket_type_id, i.name, i.quantity, i.unit_price_cents, i.discount_cents
        from created c,
             unnest(${typeIds}::uuid[], ${sql.param(r.lines.map((line) => line.name))}::text[], ${quantities}::int[],
                    ${sql.param(r.lines.map((line) => line.unitPriceCents))}::int[],
                    ${sql.param(r.lines.map((line) => line.discountCents))}::int[])
               as i(ticket_type_id, name, quantity, unit_price_cents, discount_cents)
      ),
      people as (
        insert into attendees (order_id, ticket_type_id, idx, name, email, meia_tipo, meia_documento,
                               meia_event_id, seat_id, seat_claim, seat_section, seat_row, seat_label)
        select c.id, a.ticket_type_id, a.idx, a.name, a.email, a.meia_tipo, a.meia_documento,
               case when a.meia_documento is null then null else ${r.eventId}::uuid end,
               a.seat_id, a.seat_id, a.seat_section, a.seat_row, a.seat_label
        from created c,
             unnest(${sql.param(r.attendees.map((a) => a.ticketTypeId))}::uuid[],
                    ${sql.param(r.attendees.map((a) => a.idx))}::int[],
                    ${sql.param(r.attendees.map((a) => a.name))}::text[],
                    ${sql.param(r.attendees.map((a) => a.email))}::text[],
                    ${sql.param(r.attendees.map((a) => a.meiaEntrada?.tipo ?? null))}::text[],
                    ${sql.param(r.attendees.map((a) => a.meiaEntrada?.documento ?? null))}::text[],
                    ${sql.param(r.attendees.map((a) => a.seat?.id ?? null))}::uuid[],
                    ${sql.param(r.attendees.map((a) => a.seat?.section ?? null))}::text[],
                    ${sql.param(r.attendees.map((a) => a.seat?.row ?? null))}::text[],
                    ${sql.param(r.attendees.map((a) => a.seat?.label ?? null))}::text[])
               as a(ticket_type_id, idx, name, email, meia_tipo, meia_documento, seat_id, seat_section,
                    seat_row, seat_label)
      ),
      recorded as (
        insert into domain_events (type, order_id, event_id, occurred_at, data)
        select ${event.type}, c.id, ${event.eventId}, ${event.occurredAt}, ${JSON.stringify(event.data)}::jsonb
        from created c
      )
      select ${fitting} as reserved, exists(select 1 from created) as created,
             exists(select 1 from coupon) as coupon,
             ${allOrNothing ? sql`(select at_limit from pending)` : sql`false`} as pending_full`,
  );
  if (row?.created) return { created: true, paid: false };
  if (row?.pending_full) return { created: false, refused: 'PENDING_LIMIT' };
  const reserved = new Set(row?.reserved ?? []);
  if (row && !row.coupon && reserved.size === r.lines.length)
    return { created: false, refused: 'COUPON_EXHAUSTED' };
  return {
    created: false,
    refused: 'SOLD_OUT',
    soldOut: r.lines.map((line) => line.ticketTypeId).filter((id) => !reserved.has(id)),
  };
}

/**
 * Tickets of these types the buyer holds in paid orders and in pending orders still within their hold (one past
 * it is expired, whether or not the sweeper has written so yet).
 */
export async function heldByBuyer(
  db: Db,
  buyerId: string,
  typeIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ ticket_type_id: string; quantity: number }>(
    db,
    sql`
      select oi.ticket_type_id, sum(oi.quantity)::int as quantity
      from orders o
      join order_items oi on oi.order_id = o.id
      where o.buyer_id = ${buyerId}
        and (o.status = 'paid' or (o.status = 'pending' and o.expires_at >= ${now}))
        and oi.ticket_type_id = any(${sql.param(typeIds)}::uuid[])
      group by oi.ticket_type_id`,
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.quantity]));
}

/** The buyer's pending orders still within their hold. */
async function pendingOrdersOf(db: Db, buyerId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ pending: number }>(
    db,
    sql`select count(*)::int as pending from orders
        where buyer_id = ${buyerId} and status = 'pending' and expires_at >= ${now}`,
  );
  return row?.pending ?? 0;
}

/** The advisory-lock class of a buyer's reservations (the second key is the buyer's id hashed). */
const BUYER_LOCK_CLASS = 19_001;

/**
 * The on-sale path on PostgreSQL (issue #19). In a transaction, the hot lot's row stays locked from the stock
 * update until COMMIT reaches the database: one more round trip through a Node process that is busy answering
 * everyone else. At 200 reservations/s on one lot the profile (pg_stat_activity) showed sessions queueing on that
 * row lock ("Lock:transactionid" on the stock update, 6 of them on average) behind a holder "idle in
 * transaction". Here the buyer's checks and the reservation are serialized by a session advisory lock on the
 * buyer instead of a transaction, so the reservation is one statement on its own: PostgreSQL commits it as soon as
 * it ran, and the lot's row is locked only for that. The statement is all-or-nothing by itself
 * (`allOrNothing`); with a coupon (whose uses it would also take) or a subscriber of `order.reserved`, the
 * transaction path runs instead.
 */
async function reserveWithBuyerLock(
  pool: pg.Pool,
  r: Reservation,
  typeIds: string[],
  limited: boolean,
): Promise<ReservationResult> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    const db = drizzlePostgres({ client }) as unknown as Db;
    const key = [BUYER_LOCK_CLASS, r.buyerId];
    // The reservation commits without waiting for its WAL to reach the disk (synchronous_commit off, for this
    // connection until the RESET below): the lot's row is released at COMMIT, not after an fsync, so commits of
    // one lot no longer wait for each other's flushes one by one. What it risks: a PostgreSQL crash (not an API
    // crash) within a fraction of a second after a 201 may lose that hold whole — order and stock together,
    // never one without the other, never an oversale; any later synchronous commit (the Pix charge, the
    // payment) flushes it first, so nothing paid can depend on a lost hold.
    // One round trip: the connection's setting as it was (read before it is changed: the subquery is not merged
    // into the outer select, OFFSET 0), the lock, the setting off.
    const {
      rows: [locked],
    } = await client.query<{ was: string }>({
      name: 'reserve-lock-buyer',
      text: `select was.v as was, pg_advisory_lock($1::int, hashtext($2)), set_config('synchronous_commit', 'off', false)
       from (select current_setting('synchronous_commit') as v offset 0) was`,
      values: key,
    });
    try {
      if (limited) {
        if ((await pendingOrdersOf(db, r.buyerId, r.now)) >= r.maxPendingOrders)
          return { created: false, refused: 'PENDING_LIMIT' };
        checkCustomerLimit(r.lines, await heldByBuyer(db, r.buyerId, typeIds, r.now));
      }
      // The pending orders' limit is checked by the reservation's statement itself (one round trip fewer).
      return await retryTransient(() => runReservation(db, r, { allOrNothing: true }));
    } finally {
      // One round trip: the lock released and the setting put back as it was.
      await client.query({
        name: 'reserve-unlock-buyer',
        text: "select pg_advisory_unlock($1::int, hashtext($2)), set_config('synchronous_commit', $3, false)",
        values: [...key, locked!.was],
      });
      unlocked = true;
    }
  } finally {
    // A connection that may still hold the lock (or commit asynchronously) is closed rather than handed on.
    client.release(!unlocked);
  }
}

/**
 * reserve: takes the lines' stock and creates the pending order, or takes nothing. It runs in one transaction:
 * - the buyer's pending orders and per-customer limits are counted while holding a lock on the buyer's row, so
 *   two concurrent orders of one buyer are counted one after the other (a lock the order's own foreign key check
 *   does not conflict with, and one that never makes two buyers wait on each other);
 * - the ticket types are locked in id order before the reservation, so two multi-type orders cannot deadlock.
 * The order is inserted only if every line was reserved; otherwise the transaction is rolled back. A half-price
 * attendee claims its document for the event (unique index): a second claim aborts the reservation.
 *
 * An order whose total is R$ 0,00 (a 100 % coupon, a courtesy lot) has nothing to charge, and Pix refuses a zero
 * charge: it is paid here, in the reservation's transaction, with no provider involved (issue #25), so its
 * tickets are issued and e-mailed at once.
 */
export async function reserve(ctx: LifecycleContext, reservation: Reservation): Promise<ReservationResult> {
  const limited = reservation.lines.some((line) => line.perCustomerLimit > 0);
  const notified = followed(ctx.subscribers, 'order.reserved');
  const typeIds = reservation.lines.map((line) => line.ticketTypeId).sort();
  const withCoupon = !!reservation.coupon && reservation.coupon.uses > 0;
  const free = reservation.totals.totalCents === 0;
  try {
    if (ctx.pool && !notified && !withCoupon && !free)
      return await reserveWithBuyerLock(ctx.pool, reservation, typeIds, limited);
    return await retryTransient(() =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${reservation.buyerId} for no key update`);
        if ((await pendingOrdersOf(tx, reservation.buyerId, reservation.now)) >= reservation.maxPendingOrders)
          throw new NotReserved({ created: false, refused: 'PENDING_LIMIT' });
        if (limited) {
          checkCustomerLimit(
            reservation.lines,
            await heldByBuyer(tx, reservation.buyerId, typeIds, reservation.now),
          );
        }
        if (typeIds.length > 1) {
          await tx.execute(
            sql`select id from ticket_types where id = any(${sql.param(typeIds)}::uuid[]) order by id for no key update`,
          );
        }
        const result = await runReservation(tx, reservation, { allOrNothing: false });
        if (!result.created) throw new NotReserved(result);
        if (notified) await notify(tx, ctx.subscribers, [reservedEvent(reservation)]);
        if (!free) return result;
        const paid = await pay(
          ctx,
          { orderId: reservation.orderId, paymentId: null, valueCents: 0, now: reservation.now },
          tx,
        );
        return { created: true as const, paid: paid === 'paid' };
      }),
    );
  } catch (error) {
    if (error instanceof NotReserved) return error.result;
    // The unique index on (event, document) decides between concurrent orders naming one beneficiary.
    if (isMeiaClaimTaken(error)) return { created: false, refused: 'MEIA_ENTRADA_TAKEN' };
    // So does the seat's (issue #29): of N buyers racing for one seat, one order holds it.
    const seat = seatClaimTaken(error);
    if (seat)
      return {
        created: false,
        refused: 'SEAT_TAKEN',
        seatIds: await takenSeats(ctx.db, reservation, seat.seatId),
      };
    throw error;
  }
}

/** The order's seats now in another pending or paid order: the one the database named, or those found held. */
async function takenSeats(db: Db, r: Reservation, named: string | null): Promise<string[]> {
  const wanted = r.attendees.flatMap((a) => (a.seat ? [a.seat.id] : []));
  if (named && wanted.includes(named)) return [named];
  const rows = await queryRows<{ seat_claim: string }>(
    db,
    sql`select seat_claim from attendees where seat_claim = any(${sql.param(wanted)}::uuid[])`,
  );
  // None held any more (the holder let go meanwhile): all of them were contended, the buyer tries again.
  return rows.length > 0 ? rows.map((row) => row.seat_claim) : wanted;
}

/**
 * Tickets of the event's lots still counted in `sold` by pending orders whose hold ended before `now`: free as soon
 * as the sweeper (or a reservation that needs them) expires those orders. A quote counts them as free without
 * writing anything (issue #26 point 3).
 */
export async function heldByDueOrders(db: Db, eventId: string, now: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ ticket_type_id: string; quantity: number }>(
    db,
    sql`
      select oi.ticket_type_id, sum(oi.quantity)::int as quantity
      from orders o
      join order_items oi on oi.order_id = o.id
      where o.event_id = ${eventId} and o.status = 'pending' and o.expires_at < ${now}
      group by oi.ticket_type_id`,
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.quantity]));
}
