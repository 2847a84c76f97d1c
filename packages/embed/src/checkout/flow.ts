// The embedded checkout's steps as a state machine (spec §2 steps 1–4, §4 "Checkout flow"): the marketplace
// moves between them with routes and browser storage; the widget has neither (the address and the storage
// keys belong to the embedding page), so the whole flow is this pure reducer, kept in memory.
import { checkoutStepRedirect } from '@bilheteria/client-core/checkout-steps';
import type { CheckoutDraft, CheckoutDraftAttendee, CheckoutDraftBuyer } from '@bilheteria/client-core/draft';

export type CheckoutStep = 'tickets' | 'register' | 'login' | 'users' | 'summary' | 'payment' | 'success';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  'tickets',
  'register',
  'login',
  'users',
  'summary',
  'payment',
  'success',
];

export function isCheckoutStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** A ticket issued for the paid order (spec §3 "Ticket"). */
export interface IssuedTicket {
  _id: string;
  code: string;
  ticketTypeName: string;
  attendeeName?: string;
  /** The signed, short-lived access of its PDF link (the code alone does not open the PDF). */
  access: string;
}

export interface CheckoutFlow {
  step: CheckoutStep;
  signedIn: boolean;
  /** The selection and who uses each ticket (spec §3 draft), from COMPRAR on. */
  draft: CheckoutDraft | null;
  /** The order created at the summary (the marketplace's session `pedidoId`). */
  orderId: string | null;
  /** Where login and register lead once the buyer is signed in. */
  afterAuth: CheckoutStep;
  /** The account was just created: login says so. */
  registered: boolean;
  /** The paid order the success step shows. */
  purchase: { orderId: string; tickets: IssuedTicket[] } | null;
  /** A seat lost to another buyer at the summary (issue #29), told on the map until the next COMPRAR. */
  seatNotice: string | null;
}

export type CheckoutAction =
  /** A widget link (back to a step, to login or register). */
  | { type: 'go'; step: CheckoutStep }
  /** COMPRAR with the draft step 1 built. */
  | { type: 'buy'; draft: CheckoutDraft }
  /** A quantity or the coupon changed at step 1: kept, so leaving and coming back keeps the selection. */
  | { type: 'selectionChanged'; draft: CheckoutDraft }
  | { type: 'signedIn' }
  /** "Sair", a token the API refused, or a sign-out in another widget or tab. */
  | { type: 'signedOut' }
  | { type: 'registered' }
  /** Typing in step 2: kept, so going back and forth keeps it. */
  | { type: 'attendeesChanged'; attendees: CheckoutDraftAttendee[] }
  /** "Continuar" with every attendee named. */
  | { type: 'attendeesConfirmed'; attendees: CheckoutDraftAttendee[] }
  | { type: 'buyerChanged'; buyer: CheckoutDraftBuyer }
  /**
   * "Ir para pagamento" was refused: a seat went to another buyer (issue #29). Back to the map with the draft
   * without it and the server's words ("O assento F12 acabou de ser reservado").
   */
  | { type: 'seatsLost'; draft: CheckoutDraft; notice: string }
  /** "Ir para pagamento" created the order. */
  | { type: 'orderCreated'; orderId: string }
  | { type: 'paid'; orderId: string; tickets: IssuedTicket[] }
  /** "Voltar ao início" after a purchase: a new checkout of the same event. */
  | { type: 'restart' };

/** Steps that act for an account: the order, its attendees and its Pix belong to the buyer. */
const NEEDS_ACCOUNT: ReadonlySet<CheckoutStep> = new Set(['users', 'summary', 'payment']);

export function initialCheckoutFlow(signedIn: boolean): CheckoutFlow {
  return {
    step: 'tickets',
    signedIn,
    draft: null,
    orderId: null,
    afterAuth: 'users',
    registered: false,
    purchase: null,
    seatNotice: null,
  };
}

/**
 * Where asking for `step` lands, as the marketplace's route guards decide (spec §4): identification and
 * summary need a draft (the summary one with items), payment also needs the order, else the summary; success
 * needs a purchase. A step that acts for an account asks a signed-out buyer to log in first, then comes back.
 */
export function resolveStep(flow: CheckoutFlow, step: CheckoutStep): CheckoutFlow {
  if (step === 'login' || step === 'register') {
    if (flow.signedIn) return resolveStep(flow, flow.afterAuth);
    return { ...flow, step };
  }
  if (step === 'success') return flow.purchase ? { ...flow, step } : { ...flow, step: 'tickets' };
  if (step === 'tickets') return { ...flow, step };
  const redirect = checkoutStepRedirect(step, {
    draft: flow.draft,
    // The widget checks out one event: its draft's.
    eventId: flow.draft?.eventId ?? '',
    orderId: flow.orderId,
  });
  if (redirect) return resolveStep(flow, redirect);
  if (NEEDS_ACCOUNT.has(step) && !flow.signedIn) {
    return { ...flow, step: 'login', afterAuth: step, registered: false };
  }
  return { ...flow, step };
}

function withDraft(flow: CheckoutFlow, change: Partial<CheckoutDraft>): CheckoutFlow {
  return flow.draft ? { ...flow, draft: { ...flow.draft, ...change } } : flow;
}

export function checkoutFlowReducer(flow: CheckoutFlow, action: CheckoutAction): CheckoutFlow {
  switch (action.type) {
    case 'go':
      return resolveStep(flow, action.step);
    case 'buy': {
      // The order of an earlier summary is kept: "Ir para pagamento" reuses it if the draft is unchanged and
      // cancels it before making a new one otherwise (client-core placeOrder).
      const next: CheckoutFlow = { ...flow, draft: action.draft, purchase: null, seatNotice: null };
      if (action.draft.items.length === 0) return { ...next, step: 'tickets' };
      if (next.signedIn) return resolveStep(next, 'users');
      // Spec §2 step 1: registration comes before identification; login and register come back here.
      return { ...next, step: 'register', afterAuth: 'users', registered: false };
    }
    case 'selectionChanged':
      return { ...flow, draft: action.draft };
    case 'signedIn': {
      const next = { ...flow, signedIn: true, registered: false };
      return flow.step === 'login' || flow.step === 'register' ? resolveStep(next, flow.afterAuth) : next;
    }
    case 'signedOut': {
      const next = { ...flow, signedIn: false };
      return NEEDS_ACCOUNT.has(flow.step) ? resolveStep(next, flow.step) : next;
    }
    case 'registered':
      return flow.signedIn ? flow : { ...flow, step: 'login', registered: true };
    case 'attendeesChanged':
      return withDraft(flow, { attendees: action.attendees });
    case 'attendeesConfirmed':
      return resolveStep(withDraft(flow, { attendees: action.attendees }), 'summary');
    case 'buyerChanged':
      return withDraft(flow, { buyer: action.buyer });
    case 'seatsLost':
      return { ...flow, draft: action.draft, seatNotice: action.notice, step: 'tickets' };
    case 'orderCreated':
      return resolveStep({ ...flow, orderId: action.orderId }, 'payment');
    case 'paid':
      // The order is done: its draft and id are forgotten, as the marketplace clears them (spec §4).
      return {
        ...flow,
        step: 'success',
        draft: null,
        orderId: null,
        purchase: { orderId: action.orderId, tickets: action.tickets },
      };
    case 'restart':
      return { ...initialCheckoutFlow(flow.signedIn) };
  }
}
