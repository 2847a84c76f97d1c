import { describe, expect, it } from 'vitest';
import {
  categoriesToTicketTypes,
  joinTicketTypeName,
  newCategory,
  newEventFormValues,
  newLot,
  soldOf,
  splitTicketTypeName,
  ticketTypesToCategories,
  toNumber,
  type TicketTypePayload,
} from './lots';

const type = (name: string, extra: Partial<TicketTypePayload> = {}): TicketTypePayload => ({
  name,
  price: 80,
  quantity: 100,
  lotNumber: 1,
  perCustomerLimit: 4,
  saleStart: null,
  saleEnd: null,
  ...extra,
});

describe('splitTicketTypeName', () => {
  it('splits at the first " — "; the rest is the lot label', () => {
    expect(splitTicketTypeName('PISTA — Lote 1 — Inteira')).toEqual({
      category: 'PISTA',
      label: 'Lote 1 — Inteira',
    });
    expect(splitTicketTypeName('CAMAROTE — Único')).toEqual({ category: 'CAMAROTE', label: 'Único' });
    expect(splitTicketTypeName('A — B — C — D')).toEqual({ category: 'A', label: 'B — C — D' });
  });

  it('puts names without the separator in "Geral"', () => {
    expect(splitTicketTypeName('Inteira')).toEqual({ category: 'Geral', label: 'Inteira' });
    // A plain hyphen or an em dash without spaces is not the separator.
    expect(splitTicketTypeName('PISTA - Inteira')).toEqual({ category: 'Geral', label: 'PISTA - Inteira' });
    expect(splitTicketTypeName('PISTA—Inteira')).toEqual({ category: 'Geral', label: 'PISTA—Inteira' });
  });
});

describe('joinTicketTypeName', () => {
  it('joins category and label with " — "', () => {
    expect(joinTicketTypeName('PISTA', 'Lote 1 — Inteira')).toBe('PISTA — Lote 1 — Inteira');
    expect(joinTicketTypeName(' VIP ', ' Lote 2 ')).toBe('VIP — Lote 2');
  });
});

describe('defaults', () => {
  it('starts a new event as a draft with PISTA: Lote 1 Inteira 80 and Meia 40', () => {
    const values = newEventFormValues();
    expect(values.status).toBe('draft');
    expect(values.title).toBe('');
    expect(values.categories).toEqual([
      {
        name: 'PISTA',
        lots: [
          {
            label: 'Lote 1 — Inteira',
            price: '80',
            quantity: '100',
            lotNumber: '1',
            perCustomerLimit: '4',
            saleStart: '',
            saleEnd: '',
          },
          {
            label: 'Lote 1 — Meia',
            price: '40',
            quantity: '100',
            lotNumber: '1',
            perCustomerLimit: '4',
            saleStart: '',
            saleEnd: '',
          },
        ],
      },
    ]);
  });

  it('gives fresh objects each time', () => {
    const first = newEventFormValues();
    first.categories[0]!.lots[0]!.price = '1';
    expect(newEventFormValues().categories[0]!.lots[0]!.price).toBe('80');
  });

  it('adds "NOVA CATEGORIA" with one lot of values 0 and limit 0', () => {
    expect(newCategory()).toEqual({
      name: 'NOVA CATEGORIA',
      lots: [
        {
          label: 'Lote 1 — Inteira',
          price: '0',
          quantity: '0',
          lotNumber: '1',
          perCustomerLimit: '0',
          saleStart: '',
          saleEnd: '',
        },
      ],
    });
  });

  it('labels a new lot "Lote {n} — Inteira", n = lot count + 1', () => {
    const lots = newEventFormValues().categories[0]!.lots;
    expect(newLot(lots)).toMatchObject({
      label: 'Lote 3 — Inteira',
      lotNumber: '3',
      price: '0',
      perCustomerLimit: '0',
    });
    expect(newLot([])).toMatchObject({ label: 'Lote 1 — Inteira', lotNumber: '1' });
  });
});

describe('ticketTypesToCategories', () => {
  it('groups by category in order of first appearance, keeping ids', () => {
    const categories = ticketTypesToCategories([
      type('PISTA — Lote 1 — Inteira', { _id: 'a' }),
      type('CAMAROTE — Único', { _id: 'b', price: 380.5, perCustomerLimit: 2 }),
      type('PISTA — Lote 1 — Meia', { _id: 'c', price: 40 }),
    ]);
    expect(categories.map((category) => category.name)).toEqual(['PISTA', 'CAMAROTE']);
    expect(categories[0]!.lots.map((item) => [item._id, item.label, item.price])).toEqual([
      ['a', 'Lote 1 — Inteira', '80'],
      ['c', 'Lote 1 — Meia', '40'],
    ]);
    expect(categories[1]!.lots[0]).toMatchObject({
      _id: 'b',
      label: 'Único',
      price: '380.5',
      perCustomerLimit: '2',
    });
  });

  it("keeps each lot's sold count for the form, and never sends it back", () => {
    const categories = ticketTypesToCategories([
      { ...type('PISTA — Lote 1', { _id: 'a' }), sold: 12 },
      { ...type('PISTA — Lote 2', { _id: 'b' }), sold: 0 },
    ]);
    expect(categories[0]!.lots.map(soldOf)).toEqual([12, 0]);
    expect(categoriesToTicketTypes(categories).map((item) => Object.keys(item))).not.toContainEqual(
      expect.arrayContaining(['_sold']),
    );
    expect(categoriesToTicketTypes(categories)[0]).not.toHaveProperty('sold');
  });

  it('shows sale dates on the São Paulo wall clock', () => {
    const [category] = ticketTypesToCategories([
      type('VIP — Lote 1', { saleStart: '2025-11-01T13:00:00.000Z', saleEnd: '2025-11-16T02:59:00.000Z' }),
    ]);
    expect(category!.lots[0]).toMatchObject({ saleStart: '2025-11-01T10:00', saleEnd: '2025-11-15T23:59' });
  });

  it('puts names without a separator in "Geral"', () => {
    expect(ticketTypesToCategories([type('Inteira'), type('Meia')])).toMatchObject([
      { name: 'Geral', lots: [{ label: 'Inteira' }, { label: 'Meia' }] },
    ]);
  });

  it('gives the default category when there are no types', () => {
    expect(ticketTypesToCategories([])).toEqual(newEventFormValues().categories);
  });
});

describe('categoriesToTicketTypes', () => {
  it('is the inverse of ticketTypesToCategories (spec examples, several " — ")', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira', { _id: 'a' }),
      type('PISTA — Lote 1 — Meia', { _id: 'b', price: 40 }),
      type('PISTA — Lote 2 — Inteira', { _id: 'c', price: 100.5, lotNumber: 2, quantity: 0 }),
      type('CAMAROTE — Único', {
        _id: 'd',
        price: 380,
        perCustomerLimit: 0,
        saleStart: '2025-11-01T13:00:00.000Z',
        saleEnd: '2025-11-16T02:59:00.000Z',
      }),
      type('A — B — C — D'),
    ];
    expect(categoriesToTicketTypes(ticketTypesToCategories(types))).toEqual(types);
  });

  it('coerces numbers: missing → 0, lot number → 1; comma decimals; cents rounded', () => {
    const [payload] = categoriesToTicketTypes([
      {
        name: 'VIP',
        lots: [
          {
            label: 'Lote 1',
            price: '12,345',
            quantity: '',
            lotNumber: '',
            perCustomerLimit: 'abc',
            saleStart: '',
            saleEnd: '',
          },
        ],
      },
    ]);
    expect(payload).toEqual({
      name: 'VIP — Lote 1',
      price: 12.35,
      quantity: 0,
      lotNumber: 1,
      perCustomerLimit: 0,
      saleStart: null,
      saleEnd: null,
    });
    expect(payload).not.toHaveProperty('_id');
  });

  it('sends the default new event as PISTA lots', () => {
    expect(categoriesToTicketTypes(newEventFormValues().categories)).toEqual([
      type('PISTA — Lote 1 — Inteira'),
      type('PISTA — Lote 1 — Meia', { price: 40 }),
    ]);
  });

  it('sends nothing for no categories', () => {
    expect(categoriesToTicketTypes([])).toEqual([]);
  });
});

describe('toNumber', () => {
  it('reads numbers and falls back', () => {
    expect(toNumber('80', 0)).toBe(80);
    expect(toNumber(' 7.5 ', 0)).toBe(7.5);
    expect(toNumber('', 1)).toBe(1);
    expect(toNumber(null, 0)).toBe(0);
    expect(toNumber('x', 3)).toBe(3);
    expect(toNumber(4, 0)).toBe(4);
  });
});
