import { describe, expect, it } from 'vitest';
import { hasWholeCents, parseEventInput, toUf } from './event-input';

describe('toUf', () => {
  it.each([
    ['CE', 'CE'],
    ['sp', 'SP'],
    ['Ceará', 'CE'],
    ['CEARA', 'CE'],
    ['são paulo', 'SP'],
    ['Rio  Grande do  Norte', 'RN'],
    [' Distrito Federal ', 'DF'],
  ])('maps %j to %j', (value, uf) => expect(toUf(value)).toBe(uf));

  it('answers null for empty and undefined for unknown', () => {
    expect(toUf(null)).toBeNull();
    expect(toUf('  ')).toBeNull();
    expect(toUf('XX')).toBeUndefined();
    expect(toUf('Atlântida')).toBeUndefined();
  });
});

describe('hasWholeCents', () => {
  it.each([0, 1, 19.99, 22.5, 0.1, 0.07, 1_000_000, 1234.56])('accepts %d', (value) =>
    expect(hasWholeCents(value)).toBe(true),
  );
  it.each([10.001, 0.005, 19.999, 1e-7])('refuses %d', (value) => expect(hasWholeCents(value)).toBe(false));
});

describe('parseEventInput', () => {
  it('on update returns only the fields sent', () => {
    const parsed = parseEventInput({ title: ' Novo ', city: ' ' }, 'update');
    expect(parsed).toEqual({ fields: { title: 'Novo', city: null }, ticketTypes: undefined });
  });

  it('on create ignores ticket type ids and derives categories and cents', () => {
    const parsed = parseEventInput(
      {
        title: 'Show',
        eventDate: '2030-01-01T20:00:00.000Z',
        ticketTypes: [
          {
            _id: '00000000-0000-4000-8000-000000000000',
            name: ' PISTA — Lote 1 ',
            price: 19.9,
            quantity: 10,
            lotNumber: 1,
            perCustomerLimit: 0,
          },
        ],
      },
      'create',
    );
    expect(parsed.fields).toMatchObject({ title: 'Show', status: 'draft', state: null, image: null });
    expect(parsed.ticketTypes).toEqual([
      {
        id: undefined,
        name: 'PISTA — Lote 1',
        category: 'PISTA',
        lotLabel: 'Lote 1',
        meiaEntrada: false,
        priceCents: 1990,
        quantity: 10,
        lotNumber: 1,
        perCustomerLimit: 0,
        saleStart: null,
        saleEnd: null,
      },
    ]);
  });

  it('checks the end against the stored start on update', () => {
    const current = { startDate: new Date('2030-01-01T20:00:00Z'), endDate: null };
    expect(() => parseEventInput({ title: 'X', endDate: '2030-01-01T19:00:00Z' }, 'update', current)).toThrow(
      'O fim do evento deve ser depois do início.',
    );
  });
});
