/*
 * "Só com cupom" lots (issue #18) are hidden from the public and shown only to a coupon that names them: a coupon
 * for every type is a discount, never a key to the courtesy or press lots (issue #30 point 6). A lot that no
 * usable coupon names is a lot nobody can buy; the coupons screen and the event form flag it with these words.
 */

export const COUPON_LOT_MESSAGES = {
  /** Beside a "só com cupom" lot that no coupon opens. */
  locked: 'Nenhum cupom libera este lote',
} as const;

export interface LotKeyCoupon {
  ticketTypeIds: readonly string[];
  active: boolean;
  maxUses: number | null;
  used: number;
  /** ISO date-time, or null when open. */
  validUntil: string | Date | null;
}

/**
 * The lots some coupon can still open: named by a coupon that is active, not over and not used up (one that
 * starts later counts: it will open the lot).
 */
export function lotsOpenedByCoupons(coupons: readonly LotKeyCoupon[], now: Date): Set<string> {
  const usable = coupons.filter(
    (coupon) =>
      coupon.active &&
      (coupon.maxUses === null || coupon.used < coupon.maxUses) &&
      (coupon.validUntil === null || new Date(coupon.validUntil) > now),
  );
  return new Set(usable.flatMap((coupon) => coupon.ticketTypeIds));
}
