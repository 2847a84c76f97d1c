import { describe, expect, it } from 'vitest';
import { endsBeforeStart, flattenErrors, numberText } from './form';

describe('flattenErrors', () => {
  it('gives messages by dotted path, arrays by index', () => {
    const lots = [];
    lots[1] = { price: { type: 'custom', message: 'Preço inválido', ref: { name: 'x' } } };
    expect(
      flattenErrors({
        title: { type: 'custom', message: 'Informe o título do evento.', ref: {} },
        categories: [{ name: { message: 'Informe o nome da categoria.' }, lots }],
      }),
    ).toEqual({
      title: 'Informe o título do evento.',
      'categories.0.name': 'Informe o nome da categoria.',
      'categories.0.lots.1.price': 'Preço inválido',
    });
  });

  it("reports an array's own error at the array's path", () => {
    expect(flattenErrors({ categories: { root: { message: 'Adicione uma categoria.' } } })).toEqual({
      categories: 'Adicione uma categoria.',
    });
  });

  it('is empty for no errors', () => {
    expect(flattenErrors({})).toEqual({});
    expect(flattenErrors(undefined)).toEqual({});
  });
});

describe('numberText', () => {
  const quantity = numberText('inválido', { min: 0, max: 10, integer: true });
  const price = numberText('inválido', { min: 0, max: 100 });

  it('accepts blank (coerced later) and numbers in range', () => {
    for (const value of ['', '  ', '0', '10', '7']) expect(quantity.safeParse(value).success).toBe(true);
    expect(price.safeParse('12.5').success).toBe(true);
    expect(price.safeParse('12,5').success).toBe(true);
  });

  it('refuses out of range, fractions where whole numbers are asked, and text', () => {
    for (const value of ['-1', '11', '1.5', 'abc']) {
      expect(quantity.safeParse(value).error?.issues[0]?.message).toBe('inválido');
    }
    expect(price.safeParse('100.01').success).toBe(false);
  });
});

describe('endsBeforeStart', () => {
  it('is true only when both are set and the end is not after the start', () => {
    expect(endsBeforeStart('2025-11-15T20:00', '2025-11-15T19:00')).toBe(true);
    expect(endsBeforeStart('2025-11-15T20:00', '2025-11-15T20:00')).toBe(true);
    expect(endsBeforeStart('2025-11-15T20:00', '2025-11-15T21:00')).toBe(false);
    expect(endsBeforeStart('', '2025-11-15T21:00')).toBe(false);
    expect(endsBeforeStart('2025-11-15T20:00', '')).toBe(false);
  });
});
