import { CheckoutSummaryScreen } from '@bilheteria/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api } from '../../lib/api';
import { storage, type CheckoutDraft } from '../../lib/storage';
import { myOrdersQueryKey } from '../orders/api';
import { useCheckoutEvent } from './api';
import { checkoutEvent } from '@bilheteria/client-core/draft';
import { useOrderSummary } from '@bilheteria/client-core/order-summary';
import { paidTickets } from '@bilheteria/client-core/pix-payment';
import type { SuccessLocationState } from './success-state';
import { draftWithoutSeats, seatsLost } from '@bilheteria/client-core/seat-picks';

function SummaryStep({ id, draft }: { id: string; draft: CheckoutDraft }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const event = useCheckoutEvent(id);
  const summary = useOrderSummary({
    api: $api,
    draft,
    storedOrderId: () => storage.pedidoId.get(),
    // A seat another buyer took first (issue #29): back to the map with its words, the other seats kept.
    onRefused: (error) => {
      const lost = seatsLost(error);
      if (!lost) return;
      storage.checkoutDraft.set(draftWithoutSeats(draft, lost.seatIds));
      void navigate(paths.checkout(id), { state: { seatNotice: lost.message } });
    },
    onPlaced: ({ orderId, reused, paid }) => {
      if (!reused) void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
      if (!paid) {
        storage.pedidoId.set(orderId);
        void navigate(paths.checkoutPayment(id));
        return;
      }
      // R$ 0,00: the server paid it with the order, there is no Pix step; straight to the tickets.
      storage.checkoutDraft.remove();
      storage.pedidoId.remove();
      void paidTickets($api, orderId).then((tickets) => {
        const state: SuccessLocationState = { tickets };
        void navigate(paths.success(orderId), { replace: true, state });
      });
    },
  });

  return (
    <>
      <PageTitle>Verifique seus ingressos</PageTitle>
      <CheckoutSummaryScreen
        {...summary.view}
        event={checkoutEvent(draft, event.data)}
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
