import { describe, expect, it } from 'vitest';
import { EMPTY_BUYER, type CheckoutDraft } from '@bilheteria/client-core/draft';
import {
  checkoutFlowReducer,
  initialCheckoutFlow,
  isCheckoutStep,
  resolveStep,
  type CheckoutAction,
  type CheckoutFlow,
} from './flow';

const draft: CheckoutDraft = {
  eventId: 'e1',
  eventTitle: 'Forró Pé de Serra',
  eventPoster: '/posters/forro.svg',
  items: [{ ticketTypeId: 't1', quantity: 2, name: 'PISTA — Lote 1 — Inteira', price: 60 }],
  coupon: '',
  attendees: [
    { idx: 0, ticketTypeId: 't1', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
    { idx: 1, ticketTypeId: 't1', lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
  ],
  buyer: EMPTY_BUYER,
};

const named = draft.attendees.map((attendee, index) => ({
  ...attendee,
  name: `Pessoa ${index + 1}`,
  email: `p${index + 1}@example.com`,
}));

function run(flow: CheckoutFlow, ...actions: CheckoutAction[]): CheckoutFlow {
  return actions.reduce(checkoutFlowReducer, flow);
}

describe('the embedded checkout flow', () => {
  it('starts at the tickets step, signed in or not', () => {
    expect(initialCheckoutFlow(false)).toMatchObject({ step: 'tickets', signedIn: false, draft: null });
    expect(initialCheckoutFlow(true)).toMatchObject({ step: 'tickets', signedIn: true });
  });

  it('sends an anonymous buyer to register first, then login, then back to identification (spec §2 step 1)', () => {
    let flow = run(initialCheckoutFlow(false), { type: 'buy', draft });
    expect(flow).toMatchObject({ step: 'register', afterAuth: 'users', draft });
    flow = run(flow, { type: 'go', step: 'login' });
    expect(flow.step).toBe('login');
    flow = run(flow, { type: 'go', step: 'register' }, { type: 'registered' });
    expect(flow).toMatchObject({ step: 'login', registered: true });
    flow = run(flow, { type: 'signedIn' });
    expect(flow).toMatchObject({ step: 'users', signedIn: true, registered: false });
  });

  it('takes a signed-in buyer straight from COMPRAR to identification', () => {
    expect(run(initialCheckoutFlow(true), { type: 'buy', draft }).step).toBe('users');
  });

  it('walks identification, summary and payment to success, forgetting the draft and the order at the end', () => {
    let flow = run(
      initialCheckoutFlow(true),
      { type: 'buy', draft },
      { type: 'attendeesConfirmed', attendees: named },
    );
    expect(flow.step).toBe('summary');
    expect(flow.draft?.attendees).toEqual(named);
    flow = run(flow, { type: 'orderCreated', orderId: 'o1' });
    expect(flow).toMatchObject({ step: 'payment', orderId: 'o1' });
    const buyer = { name: 'Ana', email: 'ana@example.com', cpf: '52998224725', whatsapp: '' };
    flow = run(flow, { type: 'buyerChanged', buyer });
    expect(flow.draft?.buyer).toEqual(buyer);
    const tickets = [
      {
        _id: 'k1',
        code: 'c1',
        ticketTypeName: 'PISTA — Lote 1 — Inteira',
        attendeeName: 'Pessoa 1',
        access: '1900000000.ACESSOACESSOACESSOACES',
      },
    ];
    flow = run(flow, { type: 'paid', orderId: 'o1', tickets });
    expect(flow).toMatchObject({
      step: 'success',
      draft: null,
      orderId: null,
      purchase: { orderId: 'o1', tickets },
    });
    expect(run(flow, { type: 'restart' })).toEqual(initialCheckoutFlow(true));
  });

  it('keeps what was typed in identification when going back to the tickets and forward again', () => {
    const flow = run(
      initialCheckoutFlow(true),
      { type: 'buy', draft },
      { type: 'attendeesChanged', attendees: named },
      { type: 'go', step: 'tickets' },
    );
    expect(flow.step).toBe('tickets');
    expect(flow.draft?.attendees).toEqual(named);
    expect(run(flow, { type: 'go', step: 'users' }).step).toBe('users');
  });

  it('keeps the order of an earlier summary when the selection changes: the summary reuses or cancels it', () => {
    const flow = run(
      initialCheckoutFlow(true),
      { type: 'buy', draft },
      { type: 'attendeesConfirmed', attendees: named },
      { type: 'orderCreated', orderId: 'o1' },
      { type: 'go', step: 'tickets' },
      { type: 'buy', draft: { ...draft, coupon: 'X' } },
    );
    // Dropping it here would leave it pending, holding tickets for 15 minutes (issue #13.1).
    expect(flow).toMatchObject({ step: 'users', orderId: 'o1', draft: { coupon: 'X' } });
  });

  it('keeps each change of step 1 in memory, so leaving it and coming back keeps the selection', () => {
    const flow = run(initialCheckoutFlow(false), { type: 'selectionChanged', draft });
    expect(flow).toMatchObject({ step: 'tickets', draft });
    expect(run(flow, { type: 'go', step: 'register' }, { type: 'go', step: 'tickets' }).draft).toEqual(draft);
  });

  it('guards each step as the marketplace routes do (spec §4)', () => {
    const empty = initialCheckoutFlow(true);
    expect(resolveStep(empty, 'users').step).toBe('tickets');
    expect(resolveStep(empty, 'summary').step).toBe('tickets');
    expect(resolveStep(empty, 'payment').step).toBe('tickets');
    expect(resolveStep(empty, 'success').step).toBe('tickets');
    const noItems = { ...empty, draft: { ...draft, items: [], attendees: [] } };
    expect(resolveStep(noItems, 'users').step).toBe('users');
    expect(resolveStep(noItems, 'summary').step).toBe('tickets');
    const withDraft = { ...empty, draft };
    expect(resolveStep(withDraft, 'payment').step).toBe('summary');
    expect(resolveStep({ ...withDraft, orderId: 'o1' }, 'payment').step).toBe('payment');
  });

  it('asks for login, then comes back, when the session ends in the middle (Sair, a refused token)', () => {
    let flow = run(
      initialCheckoutFlow(true),
      { type: 'buy', draft },
      { type: 'attendeesConfirmed', attendees: named },
      { type: 'orderCreated', orderId: 'o1' },
      { type: 'signedOut' },
    );
    expect(flow).toMatchObject({ step: 'login', afterAuth: 'payment', signedIn: false, orderId: 'o1' });
    // Signed out, the steps that act for an account are not reachable; the tickets are.
    expect(run(flow, { type: 'go', step: 'summary' })).toMatchObject({ step: 'login', afterAuth: 'summary' });
    expect(run(flow, { type: 'go', step: 'tickets' }).step).toBe('tickets');
    flow = run(flow, { type: 'signedIn' });
    expect(flow).toMatchObject({ step: 'payment', signedIn: true });
  });

  it('stays where it is when the session ends on a step that needs no account', () => {
    expect(run(initialCheckoutFlow(true), { type: 'signedOut' })).toMatchObject({
      step: 'tickets',
      signedIn: false,
    });
  });

  it('never shows login or register to someone signed in', () => {
    const flow = run(initialCheckoutFlow(true), { type: 'buy', draft });
    expect(run(flow, { type: 'go', step: 'login' }).step).toBe('users');
    expect(run(flow, { type: 'go', step: 'register' }).step).toBe('users');
    expect(run(flow, { type: 'registered' }).step).toBe('users');
  });

  it('takes a lost seat back to the map with its words, said until the next COMPRAR', () => {
    const fewer = { ...draft, items: [{ ...draft.items[0]!, quantity: 1 }] };
    const lost = run(
      initialCheckoutFlow(true),
      { type: 'buy', draft },
      { type: 'attendeesConfirmed', attendees: named },
      { type: 'seatsLost', draft: fewer, notice: 'O assento F12 acabou de ser reservado' },
    );
    expect(lost).toMatchObject({
      step: 'tickets',
      draft: fewer,
      seatNotice: 'O assento F12 acabou de ser reservado',
    });
    expect(run(lost, { type: 'buy', draft: fewer }).seatNotice).toBeNull();
  });

  it('knows its step names (widget links carry them)', () => {
    expect(isCheckoutStep('summary')).toBe(true);
    expect(isCheckoutStep('restart')).toBe(false);
    expect(isCheckoutStep('')).toBe(false);
  });
});
