/*
 * Who gets what of a charge (issue #31), decided once, here: the organizer gets the tickets' price after every
 * discount (half price and coupons included) minus the platform's commission on it; the platform gets the rest
 * of what was charged: the commission, the convenience fee and a card's installment interest. So
 * organizer + platform = charged, to the cent, for every order. The Pix and the card charge send the organizer's
 * share as Asaas's `split`; the ledger records both shares.
 */

export interface ShareableOrder {
  /** What the order costs: tickets after discounts + fee. */
  totalCents: number;
  /** The convenience (and Pix) fee, the platform's. */
  feeCents: number;
  /** Card installment interest the buyer pays on top of the total, the platform's (0 for Pix). */
  interestCents?: number | null;
}

export interface Shares {
  /** What the provider charges the buyer: total + interest. */
  chargedCents: number;
  /** The tickets' price after discounts. */
  ticketsCents: number;
  /** The platform's commission on the tickets' price (rounded half up). */
  commissionCents: number;
  organizerCents: number;
  platformCents: number;
}

/** Basis points in a percentage: 10 % = 1000. The ADMIN sets 0–50 %. */
export const MAX_COMMISSION_BPS = 5000;

export function computeShares(order: ShareableOrder, commissionBps: number): Shares {
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > MAX_COMMISSION_BPS)
    throw new RangeError(`comissão fora de 0–50 %: ${commissionBps} pontos-base`);
  const chargedCents = order.totalCents + Math.max(0, order.interestCents ?? 0);
  const ticketsCents = Math.max(0, order.totalCents - order.feeCents);
  const commissionCents = Math.floor((ticketsCents * commissionBps + 5_000) / 10_000);
  const organizerCents = ticketsCents - commissionCents;
  return {
    chargedCents,
    ticketsCents,
    commissionCents,
    organizerCents,
    platformCents: chargedCents - organizerCents,
  };
}

/**
 * The organizer's part of a partial refund of `refundedCents` (Asaas's `splitRefunds`): in proportion to its share
 * of the charge, rounded down so the platform never returns less than its own proportion.
 */
export function organizerRefundCents(
  shares: Pick<Shares, 'chargedCents' | 'organizerCents'>,
  refundedCents: number,
) {
  if (shares.chargedCents <= 0) return 0;
  const refunded = Math.min(Math.max(0, refundedCents), shares.chargedCents);
  return Math.floor((shares.organizerCents * refunded) / shares.chargedCents);
}
