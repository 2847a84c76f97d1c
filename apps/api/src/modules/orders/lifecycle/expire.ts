import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { retryTransient } from '../../../db/transient';
import type { Order } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { followed, notify, type DomainEvent } from './domain-events';
import { giveBackCouponUses } from './coupon-uses';
import { giveBackStock, itemsOf, releaseClaims } from './stock';

/** Due: pending, and its hold ended before `now` (the sweeper, or a reservation needing its stock, expires it). */
export const isDue = (order: Pick<Order, 'status' | 'expiresAt'>, now: Date): boolean =>
  order.status === 'pending' && order.expiresAt < now;

/**
 * The order as a read shows it at `now`: a due order is `expired` already, though only the sweeper (or the
 * reservation's retry) writes that (issue #26 point 3: reads never write).
 */
export const seenAt = <T extends Pick<Order, 'status' | 'expiresAt'>>(order: T, now: Date): T =>
  isDue(order, now) ? { ...order, status: 'expired' } : order;

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
 * One statement moves due pending orders to `expired` (rows another transaction holds, e.g. a webhook paying the
 * order, are skipped and looked at again later), gives back the stock and the coupon uses of those same orders and
 * appends their `order.expired` events; their half-price documents are free again. Returns the expired orders.
 */
async function runExpiry(db: Db, now: Date, scope: ExpiryScope) {
  return queryRows<{ id: string; event_id: string }>(
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
        returning o.id, o.event_id
      ),
      restocked as (${giveBackStock(itemsOf(sql`select id from expired`))}),
      coupons_back as (${giveBackCouponUses(sql`select id from expired`)}),
      released as (${releaseClaims(sql`select id from expired`)}),
      recorded as (
        insert into domain_events (type, order_id, event_id, occurred_at)
        select 'order.expired', e.id, e.event_id, ${now} from expired e
      )
      select e.id, e.event_id from expired e`,
  );
}

/**
 * expire: pending orders whose hold ended before `now` become `expired` and give their tickets back, exactly
 * once, safely with many replicas sweeping at once. Returns how many expired.
 */
export async function expireDue(ctx: LifecycleContext, now: Date, scope: ExpiryScope = {}): Promise<number> {
  if (!followed(ctx.subscribers, 'order.expired'))
    return (await retryTransient(() => runExpiry(ctx.db, now, scope))).length;
  const expired = await retryTransient(() =>
    ctx.db.transaction(async (tx) => {
      const rows = await runExpiry(tx, now, scope);
      const events = rows.map((row): DomainEvent => ({
        type: 'order.expired',
        orderId: row.id,
        eventId: row.event_id,
        occurredAt: now,
        data: {},
      }));
      await notify(tx, ctx.subscribers, events);
      return rows;
    }),
  );
  return expired.length;
}

/** Expires every due order, batch after batch, until none is left (or `maxBatches` ran). */
export async function sweepExpired(ctx: LifecycleContext, now: Date, maxBatches = 20): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = await expireDue(ctx, now);
    total += expired;
    if (expired < EXPIRY_BATCH) break;
  }
  return total;
}
