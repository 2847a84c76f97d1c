// The checkout's step guards (spec §4 "Checkout flow", §5), once for the marketplace's route loaders and the
// embedded checkout's state machine: identification and summary need a draft of this event (the summary one
// with items), payment also needs the order made at the summary.
import type { CheckoutDraft } from './draft';

export type GuardedCheckoutStep = 'users' | 'summary' | 'payment';

export interface CheckoutState {
  draft: Pick<CheckoutDraft, 'eventId' | 'items'> | null;
  /** The event of the checkout (the address's on the site, the widget's own). */
  eventId: string;
  /** The order made at the summary (session key `pedidoId` on the site). */
  orderId: string | null;
}

/** Where asking for `step` leads instead: step 1 (`tickets`) or the summary; null when the step may open. */
export function checkoutStepRedirect(
  step: GuardedCheckoutStep,
  { draft, eventId, orderId }: CheckoutState,
): 'tickets' | 'summary' | null {
  if (!draft || draft.eventId !== eventId) return 'tickets';
  if (step === 'summary' && draft.items.length === 0) return 'tickets';
  if (step === 'payment' && !orderId) {
    return checkoutStepRedirect('summary', { draft, eventId, orderId }) ?? 'summary';
  }
  return null;
}
