import { sql, type SQL } from 'drizzle-orm';

/*
 * A coupon's uses (`coupons.used`, tickets priced or unlocked by it) move only through these statements' bodies,
 * used by the lifecycle's transitions as CTEs, exactly as a lot's stock moves through stock.ts: reserve (and a
 * late pay) take with a conditional update, expire, cancel and refund give back what the order took
 * (`orders.coupon_uses`).
 */

/** Takes `uses` of the coupon: a coupon without that many left is not touched (and not returned). */
export const takeCouponUses = (couponId: string, uses: number) => sql`
  update coupons c set used = c.used + ${uses}::int
  where c.id = ${couponId}::uuid and (c.max_uses is null or c.used + ${uses}::int <= c.max_uses)
  returning c.id`;

/** What the given orders took of their coupons, per coupon. */
export const couponUsesOf = (orderIds: SQL) => sql`
  select coupon_id, sum(coupon_uses)::int as uses
  from orders where id in (${orderIds}) and coupon_id is not null and coupon_uses > 0
  group by coupon_id`;

/** Gives back the uses the given orders took (a coupon deleted since has nothing to get back). */
export const giveBackCouponUses = (orderIds: SQL) => sql`
  update coupons c set used = c.used - r.uses
  from (${couponUsesOf(orderIds)}) r
  where c.id = r.coupon_id
  returning c.id`;

/** Takes again what an expired order had taken of its coupon (a late payment); not returned when not enough left. */
export const retakeCouponUses = (orderId: string) => sql`
  update coupons c set used = c.used + r.uses
  from (${couponUsesOf(sql`${orderId}::uuid`)}) r
  where c.id = r.coupon_id and (c.max_uses is null or c.used + r.uses <= c.max_uses)
  returning c.id`;
