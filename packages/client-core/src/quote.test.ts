import { describe, expect, it } from 'vitest';
import { quoteInput, quoteRefusals } from './quote';

const line = (id: string, quantity: number, refusal: { code: string; message: string } | null) => ({
  ticketTypeId: id,
  quantity,
  refusal,
});

describe('quoteInput', () => {
  it('sends each lot and quantity (nothing else of the draft) and a trimmed coupon', () => {
    expect(
      quoteInput('e1', [{ ticketTypeId: 't1', quantity: 2, name: 'x', price: 1 } as never], ' FORRO10 '),
    ).toEqual({ eventId: 'e1', items: [{ ticketTypeId: 't1', quantity: 2 }], coupon: 'FORRO10' });
    expect(quoteInput('e1', [{ ticketTypeId: 't1', quantity: 0 }])).toEqual({
      eventId: 'e1',
      items: [{ ticketTypeId: 't1', quantity: 0 }],
    });
  });

  it('prices nothing without a line (the contract wants one)', () => {
    expect(quoteInput('e1', [])).toBeNull();
  });
});

describe('quoteRefusals', () => {
  it("gives the order's refusal, then each chosen line's, in the server's words, once each", () => {
    expect(
      quoteRefusals({
        refusal: { code: 'EVENT_ENDED', message: 'Este evento já terminou.' },
        lines: [
          line('t1', 2, { code: 'SOLD_OUT', message: 'Ingressos esgotados para PISTA.' }),
          line('t2', 0, { code: 'SOLD_OUT', message: 'Ingressos esgotados para CAMAROTE.' }),
          line('t3', 1, null),
          line('t4', 1, { code: 'SOLD_OUT', message: 'Ingressos esgotados para PISTA.' }),
        ] as never,
      }),
    ).toEqual(['Este evento já terminou.', 'Ingressos esgotados para PISTA.']);
    expect(quoteRefusals({ refusal: null, lines: [line('t3', 1, null)] as never })).toEqual([]);
  });
});
