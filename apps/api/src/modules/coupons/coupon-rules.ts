import type { Coupon } from '../../db/schema';

/*
 * What a coupon is at an instant, as pure functions of its row and the clock: the one place its pt-BR refusals
 * are worded. orders/pricing.ts prices with them; GET /events/{id}?coupon= asks which types a code unlocks.
 */

export type CouponView = Pick<
  Coupon,
  | 'id'
  | 'code'
  | 'kind'
  | 'value'
  | 'ticketTypeIds'
  | 'maxUses'
  | 'used'
  | 'validFrom'
  | 'validUntil'
  | 'active'
>;

/** Why a code does not work, as pricing decides it (what the buyer is told is `couponRefusals`). */
export type CouponRefusalCode =
  | 'COUPON_NOT_FOUND'
  | 'COUPON_INACTIVE'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_EXHAUSTED'
  | 'COUPON_NOT_APPLICABLE';

/**
 * What the buyer is told (issue #25): until a code is right for the cart, a code that does not exist and one that
 * exists but does not apply (inactive, outside its validity, used up, for other tickets) get the same words, so
 * nobody learns by trying which codes exist. `COUPON_EXHAUSTED` speaks of a right code only: its uses ran out
 * between the quote and the order, or fewer are left than the cart asks (`couponMessages.fewLeft`).
 */
export const couponRefusals = {
  COUPON_INVALID: (code: string) => `Cupom ${code} inválido ou não vale para estes ingressos.`,
  COUPON_EXHAUSTED: (code: string) => `Cupom ${code} esgotado.`,
};

export const couponMessages = {
  fewLeft: (code: string, left: number) =>
    left === 1
      ? `O cupom ${code} só vale para mais 1 ingresso.`
      : `O cupom ${code} só vale para mais ${left} ingressos.`,
};

/** Why the coupon cannot be used at `now` whatever is ordered (inactive, outside its validity), or null. */
export function couponStatusRefusal(
  coupon: Pick<CouponView, 'active' | 'validFrom' | 'validUntil'>,
  now: Date,
): 'COUPON_INACTIVE' | 'COUPON_NOT_STARTED' | 'COUPON_EXPIRED' | null {
  if (!coupon.active) return 'COUPON_INACTIVE';
  if (coupon.validUntil !== null && coupon.validUntil <= now) return 'COUPON_EXPIRED';
  if (coupon.validFrom !== null && coupon.validFrom > now) return 'COUPON_NOT_STARTED';
  return null;
}

/** Whether the coupon covers a ticket type: its scope is every type (empty list) or names it. */
export const couponCovers = (coupon: Pick<CouponView, 'ticketTypeIds'>, ticketTypeId: string): boolean =>
  coupon.ticketTypeIds.length === 0 || coupon.ticketTypeIds.includes(ticketTypeId);

/** Every use of the coupon is taken (by pending and paid orders). */
export const couponUsedUp = (coupon: Pick<CouponView, 'maxUses' | 'used'>): boolean =>
  coupon.maxUses !== null && coupon.used >= coupon.maxUses;

/**
 * The "só com cupom" types a coupon usable at `now` shows and sells: those it names (a coupon for every type is a
 * discount, not a key to the courtesy lots); none when it cannot be used, its uses all taken included (the lot
 * would say the code exists, issue #25).
 */
export function unlockedTypeIds(
  coupon: CouponView | undefined,
  types: readonly { id: string; couponOnly?: boolean }[],
  now: Date,
): Set<string> {
  if (!coupon || couponStatusRefusal(coupon, now) !== null || couponUsedUp(coupon)) return new Set();
  return new Set(
    types.filter((type) => type.couponOnly && coupon.ticketTypeIds.includes(type.id)).map((type) => type.id),
  );
}

/** The code as buyers type it, for lookup: trimmed, case-insensitive. */
export const normalizeCode = (code: string): string => code.trim().toLowerCase();

/**
 * What the coupon takes off one ticket of `unitPriceCents` (never more than the ticket costs; 0 for half price,
 * which Decreto 8.537 art. 7 forbids discounting further).
 */
export function discountPerTicket(
  coupon: Pick<CouponView, 'kind' | 'value'>,
  unitPriceCents: number,
  meiaEntrada: boolean,
): number {
  if (meiaEntrada) return 0;
  const off =
    coupon.kind === 'percent'
      ? Math.round((unitPriceCents * coupon.value) / 100)
      : coupon.kind === 'fixed'
        ? coupon.value
        : unitPriceCents - coupon.value;
  return Math.max(0, Math.min(unitPriceCents, off));
}
