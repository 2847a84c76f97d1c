import { sql, type SQL } from 'drizzle-orm';

/*
 * A lot's stock (`ticket_types.sold`) moves only through these two statements' bodies, used by the lifecycle's
 * transitions as CTEs. `requested` / `released` is any query with (ticket_type_id uuid, quantity int) rows, one
 * per ticket type.
 */

/** Takes stock with a conditional update: a type without enough left is not touched (and not returned). */
export const takeStock = (requested: SQL) => sql`
  update ticket_types t set sold = t.sold + r.quantity
  from (${requested}) r
  where t.id = r.ticket_type_id and t.sold + r.quantity <= t.quantity
  returning t.id`;

/** Gives stock back. */
export const giveBackStock = (released: SQL) => sql`
  update ticket_types t set sold = t.sold - r.quantity
  from (${released}) r
  where t.id = r.ticket_type_id
  returning t.id`;

/*
 * A half-price ticket's claim on its beneficiary's document (`attendees.meia_event_id`, unique with the
 * document per event) and a reserved seat's claim (`attendees.seat_claim`, unique, issue #29): held while the
 * order is pending or paid, given up with the stock. One update releases both: a statement may not update the
 * same attendee row twice (the expiry's CTEs).
 */

/** Gives up the half-price and seat claims of the given orders' attendees. */
export const releaseClaims = (orderIds: SQL) => sql`
  update attendees set meia_event_id = null, seat_claim = null
  where order_id in (${orderIds}) and (meia_event_id is not null or seat_claim is not null)
  returning id`;

/** Claims again the documents of an order's half-price attendees (a unique violation when one was taken since). */
export const retakeMeiaClaims = (orderId: SQL) => sql`
  update attendees a set meia_event_id = o.event_id
  from orders o
  where o.id = ${orderId} and a.order_id = o.id and a.meia_documento is not null
  returning a.id`;

/**
 * Claims again the seats of an order (a late payment): a unique violation when another order took one since, a
 * foreign-key one when the seat left the map.
 */
export const retakeSeatClaims = (orderId: SQL) => sql`
  update attendees set seat_claim = seat_id
  where order_id = ${orderId} and seat_id is not null
  returning id`;

/** The unique index that holds a seat in one pending or paid order, and the key that keeps it on the map. */
export const SEAT_CLAIM_INDEX = 'attendees_seat_claim_unique';
export const SEAT_CLAIM_KEY = 'attendees_seat_claim_seats_id_fk';

/** A driver error's code, constraint, message and detail, down its causes. */
function* causes(error: unknown) {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    yield cause as { code?: unknown; constraint?: unknown; message?: unknown; detail?: unknown };
    cause = (cause as { cause?: unknown }).cause;
  }
}

const names = (cause: { constraint?: unknown; message?: unknown }, constraint: string) =>
  cause.constraint === constraint ||
  (typeof cause.message === 'string' && cause.message.includes(constraint));

/**
 * Whether a driver error says a seat is taken by another pending or paid order (or left the map), and the seat's
 * id when the database named it ("Key (seat_claim)=(…) already exists").
 */
export function seatClaimTaken(error: unknown): { seatId: string | null } | null {
  for (const cause of causes(error)) {
    const taken = cause.code === '23505' && names(cause, SEAT_CLAIM_INDEX);
    const gone = cause.code === '23503' && names(cause, SEAT_CLAIM_KEY);
    if (!taken && !gone) continue;
    const text = `${String(cause.detail ?? '')} ${String(cause.message ?? '')}`;
    const seatId = /\(seat_claim\)=\(([0-9a-f-]{36})\)/i.exec(text)?.[1] ?? null;
    return { seatId };
  }
  return null;
}

/** The unique index that holds one half-price ticket per document and event. */
export const MEIA_CLAIM_INDEX = 'attendees_meia_document_unique';

/** Whether a driver error is a violation of the half-price claim's unique index. */
export function isMeiaClaimTaken(error: unknown): boolean {
  for (const cause of causes(error))
    if (cause.code === '23505' && names(cause, MEIA_CLAIM_INDEX)) return true;
  return false;
}

/** The quantities of the given orders' items, per ticket type. */
export const itemsOf = (orderIds: SQL) => sql`
  select ticket_type_id, sum(quantity)::int as quantity
  from order_items where order_id in (${orderIds})
  group by ticket_type_id`;
