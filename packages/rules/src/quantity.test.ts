import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_QUANTITY_FALLBACK, maxQuantity } from './quantity';

describe('maxQuantity', () => {
  it('is the remaining stock, quantity minus sold', () => {
    expect(maxQuantity({ quantity: 100, sold: 97 })).toBe(3);
    expect(maxQuantity({ quantity: 1, sold: 0 })).toBe(1);
  });

  it('falls back to 9999 when nothing remains (spec §5, §9)', () => {
    expect(MAX_QUANTITY_FALLBACK).toBe(9999);
    expect(maxQuantity({ quantity: 100, sold: 100 })).toBe(9999);
    expect(maxQuantity({ quantity: 0, sold: 0 })).toBe(9999);
    expect(maxQuantity({ quantity: 10, sold: 12 })).toBe(9999);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity inside 0..max', () => {
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(-1, 3)).toBe(0);
    expect(clampQuantity(3, 3)).toBe(3);
  });

  it('drops decimals and reads blank or garbage as 0', () => {
    expect(clampQuantity(2.9, 5)).toBe(2);
    expect(clampQuantity(Number(''), 5)).toBe(0);
    expect(clampQuantity(Number('abc'), 5)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 5)).toBe(0);
  });

  it('caps at the 9999 fallback of a sold-out lot', () => {
    expect(clampQuantity(12_000, maxQuantity({ quantity: 5, sold: 5 }))).toBe(9999);
  });
});
