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
 * document per event): held while the order is pending or paid, given up with the stock.
 */

/** Gives up the half-price claims of the given orders' attendees. */
export const releaseMeiaClaims = (orderIds: SQL) => sql`
  update attendees set meia_event_id = null
  where order_id in (${orderIds}) and meia_event_id is not null
  returning id`;

/** Claims again the documents of an order's half-price attendees (a unique violation when one was taken since). */
export const retakeMeiaClaims = (orderId: SQL) => sql`
  update attendees a set meia_event_id = o.event_id
  from orders o
  where o.id = ${orderId} and a.order_id = o.id and a.meia_documento is not null
  returning a.id`;

/** The unique index that holds one half-price ticket per document and event. */
export const MEIA_CLAIM_INDEX = 'attendees_meia_document_unique';

/** Whether a driver error is a violation of the half-price claim's unique index. */
export function isMeiaClaimTaken(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === MEIA_CLAIM_INDEX || (typeof message === 'string' && message.includes(MEIA_CLAIM_INDEX)))
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The quantities of the given orders' items, per ticket type. */
export const itemsOf = (orderIds: SQL) => sql`
  select ticket_type_id, sum(quantity)::int as quantity
  from order_items where order_id in (${orderIds})
  group by ticket_type_id`;
