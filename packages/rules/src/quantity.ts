/** Spec §5, §9 (a sales rule, shared by the screens and the checkout): how many of a ticket type may be chosen when the lot reports no remaining stock. */
const MAX_QUANTITY_FALLBACK = 9999;

/**
 * Spec §5: the most of one ticket type a buyer may pick, the remaining stock (quantity − sold);
 * when that is 0, 9999 (the server has the last word when the order is created).
 */
function maxQuantity({ quantity, sold }: { quantity: number; sold: number }) {
  const remaining = Math.floor(quantity - sold);
  return remaining > 0 ? remaining : MAX_QUANTITY_FALLBACK;
}

/** A typed or stepped quantity brought into 0..max, as a whole number (blank or garbage reads 0). */
function clampQuantity(value: number, max: number) {
  if (!Number.isFinite(value)) return 0;
  const ceiling = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : MAX_QUANTITY_FALLBACK;
  return Math.min(Math.max(Math.trunc(value), 0), ceiling);
}

export { clampQuantity, MAX_QUANTITY_FALLBACK, maxQuantity };
