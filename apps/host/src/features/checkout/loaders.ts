import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import { storage, type CheckoutDraft } from '../../lib/storage';

/** The draft of the event in the address, or a redirect to step 1 (spec §4 checkout flow). */
function requireDraft(id: string): CheckoutDraft {
  const draft = storage.checkoutDraft.get();
  if (!draft || draft.eventId !== id) throw redirect(paths.checkout(id));
  return draft;
}

/** Step 2: needs a draft for this event. */
export function usersLoader({ params }: LoaderFunctionArgs): null {
  requireDraft(params.id ?? '');
  return null;
}

/** Step 3: needs a draft with items (spec §5), else step 1. */
export function summaryLoader({ params }: LoaderFunctionArgs): null {
  const id = params.id ?? '';
  const draft = requireDraft(id);
  if (draft.items.length === 0) throw redirect(paths.checkout(id));
  return null;
}

/** Step 4: needs a draft and the order created at step 3, else the summary. */
export function paymentLoader({ params }: LoaderFunctionArgs): null {
  const id = params.id ?? '';
  requireDraft(id);
  if (!storage.pedidoId.get()) throw redirect(paths.checkoutSummary(id));
  return null;
}
