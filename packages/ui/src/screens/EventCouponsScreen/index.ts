export { couponFormValues, EventCouponsScreen, newCouponFormValues } from './EventCouponsScreen';
export type {
  CouponFormValues,
  CouponKind,
  CouponTicketType,
  EventCoupon,
  EventCouponsScreenProps,
} from './EventCouponsScreen';
