import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { retryTransient } from './transient';

/** Which due orders to expire: one order, a buyer's, an event's, or any (the sweeper). */
export type ExpiryScope =
  { orderId: string } | { buyerId: string } | { eventId: string } | Record<string, never>;

/** Orders expired per statement: keeps each transaction short while the sweeper catches up. */
export const EXPIRY_BATCH = 500;

function scopeFilter(scope: ExpiryScope): SQL {
  if ('orderId' in scope) return sql`and id = ${scope.orderId}`;
  if ('buyerId' in scope) return sql`and buyer_id = ${scope.buyerId}`;
  if ('eventId' in scope) return sql`and event_id = ${scope.eventId}`;
  return sql``;
}

/**
 * Expires pending orders whose hold ended before `now` and gives their tickets back, exactly once: one statement
 * moves them from `pending` to `expired` (rows another transaction holds, e.g. a webhook paying the order, are
 * skipped and looked at again later) and decrements `sold` by the quantities of those same orders. Safe with many
 * replicas sweeping at once. Returns how many orders expired.
 */
export async function expireDueOrders(db: Db, now: Date, scope: ExpiryScope = {}): Promise<number> {
  const [row] = await retryTransient(() =>
    queryRows<{ expired: number }>(
      db,
      sql`
        with due as (
          select id from orders
          where status = 'pending' and expires_at < ${now} ${scopeFilter(scope)}
          order by expires_at
          limit ${EXPIRY_BATCH}
          for update skip locked
        ),
        expired as (
          update orders o set status = 'expired', updated_at = ${now}
          from due
          where o.id = due.id and o.status = 'pending'
          returning o.id
        ),
        released as (
          select oi.ticket_type_id, sum(oi.quantity)::int as quantity
          from order_items oi
          join expired e on e.id = oi.order_id
          group by oi.ticket_type_id
        ),
        restocked as (
          update ticket_types t set sold = t.sold - r.quantity
          from released r
          where t.id = r.ticket_type_id
          returning t.id
        )
        select (select count(*)::int from expired) as expired, (select count(*)::int from restocked) as restocked`,
    ),
  );
  return row?.expired ?? 0;
}

/** Expires every due order, batch after batch, until none is left (or `maxBatches` ran). */
export async function sweepExpiredOrders(db: Db, now: Date, maxBatches = 20): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = await expireDueOrders(db, now);
    total += expired;
    if (expired < EXPIRY_BATCH) break;
  }
  return total;
}
