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

/** The quantities of the given orders' items, per ticket type. */
export const itemsOf = (orderIds: SQL) => sql`
  select ticket_type_id, sum(quantity)::int as quantity
  from order_items where order_id in (${orderIds})
  group by ticket_type_id`;
