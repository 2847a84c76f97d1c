import { describe, expect, it } from 'vitest';
import { centsToReais, computeTotals, reaisToCents } from './money';

describe('reaisToCents', () => {
  it.each([
    [0, 0],
    [80, 8000],
    [80.1, 8010],
    [250.5, 25050],
    [0.07, 7],
    [19.99, 1999],
    [1_000_000, 100_000_000],
  ])('%d reais are %d cents', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it.each([0.001, 0.005, 123.456, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d (not whole cents)',
    (reais) => {
      expect(reaisToCents(reais)).toBeNull();
    },
  );

  it('round-trips through centsToReais', () => {
    for (let cents = 0; cents < 3000; cents += 7) expect(reaisToCents(centsToReais(cents))).toBe(cents);
  });
});

describe('computeTotals', () => {
  it('adds price × quantity in cents; fee and convenience are 0 (spec §9)', () => {
    expect(
      computeTotals([
        { unitPriceCents: 8000, quantity: 2, discountCents: 0 },
        { unitPriceCents: 25050, quantity: 1, discountCents: 0 },
      ]),
    ).toEqual({ subtotalCents: 41050, discountCents: 0, feeCents: 0, totalCents: 41050 });
  });

  it('is exact where floating point reais are not (0.1 + 0.2)', () => {
    expect(
      computeTotals([
        { unitPriceCents: 10, quantity: 1, discountCents: 0 },
        { unitPriceCents: 20, quantity: 1, discountCents: 0 },
      ]).totalCents,
    ).toBe(30);
    expect(computeTotals([{ unitPriceCents: 1999, quantity: 3, discountCents: 0 }]).totalCents).toBe(5997);
  });

  it('is zero for free tickets and for no lines', () => {
    expect(computeTotals([{ unitPriceCents: 0, quantity: 4, discountCents: 0 }])).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      feeCents: 0,
      totalCents: 0,
    });
    expect(computeTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, feeCents: 0, totalCents: 0 });
  });

  it('charges what is left after the discount', () => {
    expect(computeTotals([{ unitPriceCents: 8000, quantity: 2, discountCents: 1600 }])).toEqual({
      subtotalCents: 16000,
      discountCents: 1600,
      feeCents: 0,
      totalCents: 14400,
    });
  });
});
