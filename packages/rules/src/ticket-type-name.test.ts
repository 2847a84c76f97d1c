import { describe, expect, it } from 'vitest';
import {
  composeTicketTypeName,
  labelSaysMeia,
  LOT_NAME_SEPARATOR,
  parseTicketTypeName,
  sameLotLabel,
} from './ticket-type-name';

describe('ticket type names', () => {
  it('joins category and lot label with the spec separator', () => {
    expect(LOT_NAME_SEPARATOR).toBe(' — ');
    expect(composeTicketTypeName('PISTA', 'Lote 1 — Inteira')).toBe('PISTA — Lote 1 — Inteira');
    expect(composeTicketTypeName(' VIP ', ' Lote 2 ')).toBe('VIP — Lote 2');
  });

  it('splits at the first separator; the rest is the lot label', () => {
    expect(parseTicketTypeName('PISTA — Lote 1 — Inteira')).toEqual({
      category: 'PISTA',
      lotLabel: 'Lote 1 — Inteira',
    });
    expect(parseTicketTypeName('ÁREA VIP — Lote 2')).toEqual({ category: 'ÁREA VIP', lotLabel: 'Lote 2' });
  });

  it('has no category without a separator or without text before it', () => {
    expect(parseTicketTypeName('Ingresso único')).toEqual({ category: null, lotLabel: 'Ingresso único' });
    expect(parseTicketTypeName('PISTA-Lote 1')).toEqual({ category: null, lotLabel: 'PISTA-Lote 1' });
    expect(parseTicketTypeName(' — Lote 1')).toEqual({ category: null, lotLabel: 'Lote 1' });
  });

  it('parses back what it composes', () => {
    for (const [category, label] of [
      ['PISTA', 'Lote 1 — Meia'],
      ['CAMAROTE', 'Lote 3'],
    ] as const) {
      expect(parseTicketTypeName(composeTicketTypeName(category, label))).toEqual({
        category,
        lotLabel: label,
      });
    }
  });

  it('reads "Meia" as a word in any case', () => {
    expect(labelSaysMeia('Lote 1 — Meia')).toBe(true);
    expect(labelSaysMeia('meia-entrada')).toBe(true);
    expect(labelSaysMeia('MEIA ESTUDANTE')).toBe(true);
    expect(labelSaysMeia('Lote 1 — Inteira')).toBe(false);
    expect(labelSaysMeia('Meianoite')).toBe(false);
  });

  it('compares lot labels ignoring case and spacing', () => {
    expect(sameLotLabel('Lote 1 — Inteira', ' lote 1  —  INTEIRA ')).toBe(true);
    expect(sameLotLabel('Lote 1', 'Lote 2')).toBe(false);
  });
});
