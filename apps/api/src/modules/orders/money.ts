/*
 * Money is integer cents in the database and in every computation; the wire carries reais as numbers with two
 * decimals (spec §1). The server computes every price, fee and total: what the client sends is only compared.
 */

/** Pix fee, percent of what is charged for the tickets (spec §9: 0 for Pix and card for now). */
export const PIX_FEE_PERCENT = 0;
/** "Conveniência" per order, in cents (spec §9: 0). */
export const CONVENIENCE_FEE_CENTS = 0;

export { centsToReais, reaisToCents } from '@bilheteria/rules';

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
