/*
 * What a sale puts in the ledger, as a pure function of the order's amounts and items: one line per item (its
 * tickets and what was charged for them) and one for the order (the order count and the fees). An order-level
 * discount (the order's discount beyond the sum of its items') is split among the items in proportion to what
 * they cost after their own discounts, leftover cents to the largest remainders (ties: item id), so the lots add
 * up to the order and Σ amount + fee is exactly the order's total. Migration 0011 splits the orders paid before
 * it the same way, in SQL.
 */

export interface ChargedOrder {
  discountCents: number;
  feeCents: number;
  couponId?: string | null;
}

export interface ChargedItem {
  id: string;
  ticketTypeId: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
}

export interface LedgerLine {
  /** Null on the order's own line. */
  ticketTypeId: string | null;
  orders: number;
  tickets: number;
  amountCents: number;
  feeCents: number;
  /** On the order's line: its coupon and the discount it gave (the coupons report); null / 0 elsewhere. */
  couponId: string | null;
  discountCents: number;
}

/** `total` split in proportion to `weights` (non-negative integers), largest remainders first. */
export function splitInProportion(total: number, weights: readonly { key: string; weight: number }[]) {
  const sum = weights.reduce((acc, { weight }) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return new Map(weights.map(({ key }) => [key, 0]));
  const shares = weights.map(({ key, weight }) => ({
    key,
    base: Math.floor((total * weight) / sum),
    remainder: (total * weight) % sum,
  }));
  let leftover = total - shares.reduce((acc, share) => acc + share.base, 0);
  const byRemainder = [...shares].sort(
    (a, b) => b.remainder - a.remainder || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  for (const share of byRemainder) {
    if (leftover === 0) break;
    share.base += 1;
    leftover -= 1;
  }
  return new Map(shares.map(({ key, base }) => [key, base]));
}

/** The ledger lines of a sale: the order's line first, then its items'. */
export function saleLines(order: ChargedOrder, items: readonly ChargedItem[]): LedgerLine[] {
  const net = items.map((item) => ({
    key: item.id,
    weight: item.quantity * item.unitPriceCents - item.discountCents,
  }));
  const itemsDiscount = items.reduce((acc, item) => acc + item.discountCents, 0);
  const orderLevel = splitInProportion(Math.max(0, order.discountCents - itemsDiscount), net);
  return [
    {
      ticketTypeId: null,
      orders: 1,
      tickets: 0,
      amountCents: 0,
      feeCents: order.feeCents,
      couponId: order.couponId ?? null,
      discountCents: order.discountCents,
    },
    ...items.map((item, index) => ({
      ticketTypeId: item.ticketTypeId,
      orders: 0,
      tickets: item.quantity,
      amountCents: net[index]!.weight - orderLevel.get(item.id)!,
      feeCents: 0,
      couponId: null,
      discountCents: 0,
    })),
  ];
}
