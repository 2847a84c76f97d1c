import { describe, expect, it } from 'vitest';
import { saleLines, splitInProportion } from './lines';

describe('splitInProportion', () => {
  it('splits exactly, leftover cents to the largest remainders, ties by key', () => {
    const split = splitInProportion(100, [
      { key: 'b', weight: 1 },
      { key: 'a', weight: 1 },
      { key: 'c', weight: 1 },
    ]);
    // 33 each, one cent left: the tie goes to the smallest key.
    expect(Object.fromEntries(split)).toEqual({ a: 34, b: 33, c: 33 });
    expect(
      Object.fromEntries(
        splitInProportion(10, [
          { key: 'x', weight: 3 },
          { key: 'y', weight: 7 },
        ]),
      ),
    ).toEqual({ x: 3, y: 7 });
    // 0.9 and 0.1 of 5 cents: 4.5 and 0.5, the remainders tie, the extra cent goes to x.
    expect(
      Object.fromEntries(
        splitInProportion(5, [
          { key: 'x', weight: 9 },
          { key: 'y', weight: 1 },
        ]),
      ),
    ).toEqual({ x: 5, y: 0 });
  });

  it('gives nothing when there is nothing to split or nothing to weigh', () => {
    expect(Object.fromEntries(splitInProportion(0, [{ key: 'a', weight: 5 }]))).toEqual({ a: 0 });
    expect(Object.fromEntries(splitInProportion(7, [{ key: 'a', weight: 0 }]))).toEqual({ a: 0 });
  });
});

describe('saleLines', () => {
  const items = [
    { id: 'i1', ticketTypeId: 'pista', quantity: 2, unitPriceCents: 8000, discountCents: 1000 },
    { id: 'i2', ticketTypeId: 'vip', quantity: 1, unitPriceCents: 25050, discountCents: 0 },
  ];

  it('records what was charged per item and the fees on the order line', () => {
    const order = { couponId: 'c1' };
    const item = { couponId: null, discountCents: 0 };
    expect(saleLines({ discountCents: 1000, feeCents: 300, couponId: 'c1' }, items)).toEqual([
      // The order's line names its coupon and what it took off (the coupons report reads it there).
      {
        ...order,
        ticketTypeId: null,
        orders: 1,
        tickets: 0,
        amountCents: 0,
        feeCents: 300,
        discountCents: 1000,
      },
      { ...item, ticketTypeId: 'pista', orders: 0, tickets: 2, amountCents: 15000, feeCents: 0 },
      { ...item, ticketTypeId: 'vip', orders: 0, tickets: 1, amountCents: 25050, feeCents: 0 },
    ]);
  });

  it('splits an order-level discount among the items, adding up to the order total', () => {
    // 20.00 off the order beyond the items' own 10.00: pista weighs 15000, vip 25050 (of 40050).
    const lines = saleLines({ discountCents: 3000, feeCents: 0 }, items);
    expect(lines.map((line) => line.amountCents)).toEqual([0, 15000 - 749, 25050 - 1251]);
    const subtotal = 2 * 8000 + 25050;
    expect(lines.reduce((sum, line) => sum + line.amountCents + line.feeCents, 0)).toBe(subtotal - 3000);
  });
});
