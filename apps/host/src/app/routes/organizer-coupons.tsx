export { EventCouponsRoute as Component } from '../../features/coupons/coupons-route';
