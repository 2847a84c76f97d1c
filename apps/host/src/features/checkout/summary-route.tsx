import { CheckoutSummaryScreen } from '@bilheteria/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { storage, type CheckoutDraft } from '../../lib/storage';
import { orderCreateErrorMessage, useCheckoutEvent, useCreateOrder } from './api';
import { checkoutEvent, draftTotals, orderPayload, summaryItems } from '@bilheteria/client-core/draft';

function SummaryStep({ id, draft }: { id: string; draft: CheckoutDraft }) {
  const navigate = useNavigate();
  const event = useCheckoutEvent(id);
  const createOrder = useCreateOrder();

  function confirm() {
    createOrder.mutate(orderPayload(draft), {
      onSuccess: (orderId) => {
        storage.pedidoId.set(orderId);
        void navigate(paths.checkoutPayment(id));
      },
    });
  }

  return (
    <>
      <PageTitle>Verifique seus ingressos</PageTitle>
      <CheckoutSummaryScreen
        event={checkoutEvent(draft, event.data)}
        items={summaryItems(draft)}
        {...draftTotals(draft.items)}
        creating={createOrder.isPending}
        error={createOrder.isError ? orderCreateErrorMessage(createOrder.error) : null}
        onConfirm={confirm}
        backHref={paths.checkoutUsers(id)}
      />
    </>
  );
}

/** /checkout/{id}/summary (spec §2 step 3): "Ir para pagamento" creates the order and keeps its id. */
export function CheckoutSummaryRoute() {
  const { id = '' } = useParams();
  const [draft] = useState(() => storage.checkoutDraft.get());
  if (!draft || draft.eventId !== id || draft.items.length === 0) {
    return <Navigate to={paths.checkout(id)} replace />;
  }
  return <SummaryStep id={id} draft={draft} />;
}
