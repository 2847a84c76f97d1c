// The "Cupons" form (issue #18) → the contract's body: reais and percent as numbers, blank limits as null, dates
// from São Paulo datetime-local to ISO. The server checks every rule and answers in pt-BR.
import type { Schemas } from '@bilheteria/api-client';
import { fromDateTimeLocal, type CouponFormValues, type EventCoupon } from '@bilheteria/ui';

const number = (text: string) => Number(text.trim().replace(/\./g, '').replace(',', '.'));

export function couponFormToInput(values: CouponFormValues): Schemas['CouponInput'] {
  const maxUses = values.maxUses.trim();
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: number(values.value) || 0,
    ticketTypeIds: values.ticketTypeIds,
    maxUses: maxUses === '' ? null : Math.trunc(number(maxUses)),
    validFrom: fromDateTimeLocal(values.validFrom),
    validUntil: fromDateTimeLocal(values.validUntil),
    active: values.active,
  };
}

export const toEventCoupon = (coupon: Schemas['Coupon']): EventCoupon => ({
  id: coupon._id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  ticketTypeIds: coupon.ticketTypeIds,
  maxUses: coupon.maxUses,
  used: coupon.used,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  active: coupon.active,
  paidOrders: coupon.paidOrders,
  discount: coupon.discount,
});
