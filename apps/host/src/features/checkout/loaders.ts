import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import { storage } from '../../lib/storage';
import { checkoutStepRedirect, type GuardedCheckoutStep } from '@bilheteria/client-core/checkout-steps';

/** The shared guard (spec §4 checkout flow) on the stored draft and order id, as a redirect to its route. */
function guard(step: GuardedCheckoutStep) {
  return ({ params }: LoaderFunctionArgs): null => {
    const id = params.id ?? '';
    const target = checkoutStepRedirect(step, {
      draft: storage.checkoutDraft.get(),
      eventId: id,
      orderId: storage.pedidoId.get(),
    });
    if (target === 'tickets') throw redirect(paths.checkout(id));
    if (target === 'summary') throw redirect(paths.checkoutSummary(id));
    return null;
  };
}

/** Step 2: needs a draft for this event. */
export const usersLoader = guard('users');

/** Step 3: needs a draft with items (spec §5), else step 1. */
export const summaryLoader = guard('summary');

/** Step 4: needs a draft and the order created at step 3, else the summary. */
export const paymentLoader = guard('payment');
