import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleLines } from './lines';
import { computeShares, organizerRefundCents } from './shares';

describe('computeShares', () => {
  it('gives the organizer the tickets after discounts minus the commission; fee and interest stay', () => {
    expect(computeShares({ totalCents: 10_500, feeCents: 500, interestCents: 300 }, 1000)).toEqual({
      chargedCents: 10_800,
      ticketsCents: 10_000,
      commissionCents: 1_000,
      organizerCents: 9_000,
      platformCents: 1_800,
    });
    expect(computeShares({ totalCents: 5_000, feeCents: 0 }, 0)).toMatchObject({
      organizerCents: 5_000,
      platformCents: 0,
    });
    // Half a cent of commission rounds up to the platform.
    expect(computeShares({ totalCents: 5, feeCents: 0 }, 1000).commissionCents).toBe(1);
    expect(() => computeShares({ totalCents: 5, feeCents: 0 }, 5001)).toThrow(RangeError);
  });

  /*
   * Random orders: items with half price and coupon discounts, an order-level discount, a fee, card interest, a
   * commission 0–50 %, and a partial refund. The organizer's share plus the platform's is what was charged, the
   * organizer's is what the ledger's ticket lines took in minus the commission, and a refund never returns more
   * than each party got.
   */
  it('organizer + platform = amount charged, for any order (property)', () => {
    const item = fc.record({
      quantity: fc.integer({ min: 1, max: 10 }),
      unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
      meia: fc.boolean(),
      couponPercent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 100 }),
        (rawItems, feeCents, interestCents, commissionBps, refundPercent) => {
          const items = rawItems.map((raw, index) => {
            const unit = raw.meia ? Math.floor(raw.unitPriceCents / 2) : raw.unitPriceCents;
            // Half price is never discounted by a coupon.
            const discount = raw.meia ? 0 : Math.floor((raw.quantity * unit * raw.couponPercent) / 100);
            return {
              id: `item-${index}`,
              ticketTypeId: `type-${index}`,
              quantity: raw.quantity,
              unitPriceCents: unit,
              discountCents: discount,
            };
          });
          const subtotal = items.reduce((sum, it) => sum + it.quantity * it.unitPriceCents, 0);
          const discountCents = items.reduce((sum, it) => sum + it.discountCents, 0);
          const totalCents = subtotal - discountCents + feeCents;
          const shares = computeShares({ totalCents, feeCents, interestCents }, commissionBps);
          expect(shares.organizerCents + shares.platformCents).toBe(totalCents + interestCents);
          expect(shares.organizerCents).toBeGreaterThanOrEqual(0);
          expect(shares.platformCents).toBeGreaterThanOrEqual(feeCents + interestCents);
          const ledgerTickets = saleLines({ discountCents, feeCents }, items).reduce(
            (sum, line) => sum + line.amountCents,
            0,
          );
          expect(shares.organizerCents + shares.commissionCents).toBe(ledgerTickets);
          const refunded = Math.floor((shares.chargedCents * refundPercent) / 100);
          const organizerBack = organizerRefundCents(shares, refunded);
          expect(organizerBack).toBeLessThanOrEqual(shares.organizerCents);
          expect(refunded - organizerBack).toBeLessThanOrEqual(shares.platformCents + 1);
          if (refundPercent === 100) expect(organizerBack).toBe(shares.organizerCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});
