import { describe, expect, it } from 'vitest';
import { checkoutStepRedirect } from './checkout-steps';

const item = { ticketTypeId: 't1', quantity: 1, name: 'PISTA — Lote 1 — Inteira', price: 80 };
const draft = { eventId: 'e1', items: [item] };

describe('checkoutStepRedirect (spec §4 checkout flow)', () => {
  it('sends every step to step 1 without a draft of this event', () => {
    for (const step of ['users', 'summary', 'payment'] as const) {
      expect(checkoutStepRedirect(step, { draft: null, eventId: 'e1', orderId: 'o1' })).toBe('tickets');
      expect(
        checkoutStepRedirect(step, { draft: { ...draft, eventId: 'e2' }, eventId: 'e1', orderId: 'o1' }),
      ).toBe('tickets');
    }
  });

  it('opens identification with an empty draft, the summary only with items', () => {
    const empty = { eventId: 'e1', items: [] };
    expect(checkoutStepRedirect('users', { draft: empty, eventId: 'e1', orderId: null })).toBeNull();
    expect(checkoutStepRedirect('summary', { draft: empty, eventId: 'e1', orderId: null })).toBe('tickets');
    expect(checkoutStepRedirect('summary', { draft, eventId: 'e1', orderId: null })).toBeNull();
  });

  it('sends payment to the summary without an order, and on to step 1 when the summary cannot open', () => {
    expect(checkoutStepRedirect('payment', { draft, eventId: 'e1', orderId: null })).toBe('summary');
    expect(
      checkoutStepRedirect('payment', { draft: { eventId: 'e1', items: [] }, eventId: 'e1', orderId: null }),
    ).toBe('tickets');
    expect(checkoutStepRedirect('payment', { draft, eventId: 'e1', orderId: 'o1' })).toBeNull();
  });
});
