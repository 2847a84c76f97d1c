/*
 * Money is integer cents in the database and in every computation; the wire carries reais as numbers with two
 * decimals (spec §1). The server computes every price, fee and total: what the client sends is only compared.
 */

/** Pix fee, percent of what is charged for the tickets (spec §9: 0 for Pix and card for now). */
export const PIX_FEE_PERCENT = 0;
/** "Conveniência" per order, in cents (spec §9: 0). */
export const CONVENIENCE_FEE_CENTS = 0;

/** Reais as the contract sends them → cents; null when the value is not a whole number of cents (0.005). */
export function reaisToCents(reais: number): number | null {
  const cents = Math.round(reais * 100);
  // Binary floating point: 80.1 * 100 is 8009.999999999999; anything further from a whole cent is not money.
  if (!Number.isFinite(reais) || Math.abs(reais * 100 - cents) > 1e-6) return null;
  return cents;
}

/** Cents → reais for the wire (1999 → 19.99). */
export const centsToReais = (cents: number): number => cents / 100;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  /** Taken off this line's unitPrice × quantity (coupons); 0 when none applies. */
  discountCents: number;
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  /** Pix fee plus convenience: the contract's `fee`. */
  feeCents: number;
  /** subtotal − discount + fee: what the buyer pays. */
  totalCents: number;
}

/** The order's amounts from its priced lines: the one place the amount to pay is decided. */
export function computeTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const chargedCents = subtotalCents - discountCents;
  const pixFeeCents = Math.round((chargedCents * PIX_FEE_PERCENT) / 100);
  const feeCents = pixFeeCents + (chargedCents > 0 ? CONVENIENCE_FEE_CENTS : 0);
  return { subtotalCents, discountCents, feeCents, totalCents: chargedCents + feeCents };
}
