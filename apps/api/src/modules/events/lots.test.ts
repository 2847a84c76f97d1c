import { DEFAULT_CATEGORY, parseTicketTypeName } from '@bilheteria/rules';
import { describe, expect, it } from 'vitest';
import { sellableTicketTypes, type LotView } from './lots';

const now = new Date('2030-06-15T12:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

interface Type extends LotView {
  name: string;
}

const type = (name: string, overrides: Partial<Type> = {}): Type => ({
  name,
  category: parseTicketTypeName(name).category ?? DEFAULT_CATEGORY,
  lotNumber: 1,
  quantity: 100,
  sold: 0,
  saleStart: null,
  saleEnd: null,
  ...overrides,
});

const sellableNames = (types: Type[]) => sellableTicketTypes(types, now).map((item) => item.name);

describe('sellableTicketTypes', () => {
  it('answers nothing for an event without types', () => {
    expect(sellableTicketTypes([], now)).toEqual([]);
  });

  it('sells every type of the lowest open lot, not the later lots', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira'),
      type('PISTA — Lote 1 — Meia'),
      type('PISTA — Lote 2 — Inteira', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 1 — Inteira', 'PISTA — Lote 1 — Meia']);
  });

  it('opens lot 2 when lot 1 sells out', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira', { quantity: 50, sold: 50 }),
      type('PISTA — Lote 2 — Inteira', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 2 — Inteira']);
  });

  it('keeps lot 1 while one of its types still has stock, without the sold-out one', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira', { quantity: 50, sold: 50 }),
      type('PISTA — Lote 1 — Meia', { quantity: 50, sold: 49 }),
      type('PISTA — Lote 2 — Inteira', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 1 — Meia']);
  });

  it('opens lot 2 when the window of lot 1 ends (saleEnd = now is ended)', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira', { saleStart: minutes(-600), saleEnd: now }),
      type('PISTA — Lote 2 — Inteira', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 2 — Inteira']);
    const stillOpen = [{ ...types[0]!, saleEnd: minutes(1) }, types[1]!];
    expect(sellableNames(stillOpen)).toEqual(['PISTA — Lote 1 — Inteira']);
  });

  it('sells a lot from the instant its window starts (saleStart = now)', () => {
    expect(sellableNames([type('PISTA — Lote 1', { saleStart: now })])).toEqual(['PISTA — Lote 1']);
    expect(sellableNames([type('PISTA — Lote 1', { saleStart: minutes(1) })])).toEqual([]);
  });

  it('does not open the next lot while a lot waits for its window to start', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira', { saleStart: minutes(60) }),
      type('PISTA — Lote 2 — Inteira', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual([]);
  });

  it('lets a sold-out lot that has not started hand over (nothing left to wait for)', () => {
    const types = [
      type('PISTA — Lote 1', { saleStart: minutes(60), quantity: 0 }),
      type('PISTA — Lote 2', { lotNumber: 2 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 2']);
  });

  it('sells only the types of the current lot number that are themselves in window with stock', () => {
    const types = [
      type('PISTA — Lote 1 — Inteira'),
      type('PISTA — Lote 1 — Meia', { saleStart: minutes(30) }),
      type('PISTA — Lote 1 — Estudante', { saleEnd: minutes(-1) }),
      type('PISTA — Lote 1 — Promo', { quantity: 10, sold: 10 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 1 — Inteira']);
  });

  it('decides each category on its own', () => {
    const types = [
      type('PISTA — Lote 1', { quantity: 10, sold: 10 }),
      type('CAMAROTE — Lote 1'),
      type('PISTA — Lote 2', { lotNumber: 2 }),
      type('CAMAROTE — Lote 2', { lotNumber: 2 }),
      type('Ingresso único', { lotNumber: 3 }),
    ];
    expect(sellableNames(types)).toEqual(['CAMAROTE — Lote 1', 'PISTA — Lote 2', 'Ingresso único']);
  });

  it('takes lot numbers in numeric order, whatever the order of the list', () => {
    const types = [
      type('PISTA — Lote 10', { lotNumber: 10 }),
      type('PISTA — Lote 2', { lotNumber: 2 }),
      type('PISTA — Lote 1', { lotNumber: 1, sold: 100 }),
    ];
    expect(sellableNames(types)).toEqual(['PISTA — Lote 2']);
  });

  it('sells nothing in a category whose lots are all sold out or ended', () => {
    const types = [
      type('PISTA — Lote 1', { quantity: 5, sold: 5 }),
      type('PISTA — Lote 2', { lotNumber: 2, saleEnd: minutes(-10) }),
    ];
    expect(sellableNames(types)).toEqual([]);
  });
});
