/*
 * What other modules may use of coupons (issue #12 point 9): the rules of a coupon at an instant (orders prices
 * with them, events shows the types a code unlocks) and the lookup of an event's coupon by its code.
 */
export {
  couponCovers,
  couponMessages,
  couponRefusals,
  couponStatusRefusal,
  couponUsedUp,
  discountPerTicket,
  normalizeCode,
  unlockedTypeIds,
  type CouponRefusalCode,
  type CouponView,
} from './coupon-rules';
export { findCouponByCode } from './coupons-repository';
