import { CheckoutTicketsScreen } from '@bilheteria/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { mustWaitInLine } from '@bilheteria/client-core/queue';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api } from '../../lib/api';
import { storage } from '../../lib/storage';
import { useToken } from '../auth/session';
import { useEventWithCoupon } from './api';
import { eventHeader } from '@bilheteria/client-core/draft';
import { useTicketSelection } from '@bilheteria/client-core/ticket-selection';
import { useCheckoutSeats } from '../seating/checkout-seats';

/** /checkout/{id} (spec §2 step 1): choose lots, then to identification (after registering, when anonymous). */
export function CheckoutTicketsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const token = useToken();
  const [kept] = useState(() => storage.checkoutDraft.get());
  // The coupon applied decides which "só com cupom" lots the event shows.
  const [applied, setApplied] = useState(() => (kept?.eventId === id ? kept.coupon : ''));
  const event = useEventWithCoupon(id, applied);
  const selection = useTicketSelection({
    api: $api,
    eventId: id,
    event: event.data ?? null,
    draft: kept,
    // Spec §2 "sua seleção fica guardada": every change is kept, so a reload or a login finds it (with the
    // seats picked, issue #29).
    onDraftChange: (draft) => {
      storage.checkoutDraft.set(seats.withSeats(draft));
      setApplied(draft.coupon);
    },
  });

  // A lost race for a seat comes back here with its words ("O assento F12 acabou de ser reservado").
  const location = useLocation();
  const seatNotice = (location.state as { seatNotice?: string } | null)?.seatNotice ?? null;
  const seats = useCheckoutSeats({
    eventId: id,
    event: event.data ?? null,
    kept,
    // The buyer's own pending order (made at step 3, still held) may hold the kept seats: they stay picked.
    ownOrder: storage.pedidoId.get() !== null,
    onQuantitiesChange: selection.setQuantities,
    notice: seatNotice,
  });

  function buy() {
    const chosen = selection.draft();
    if (!chosen || chosen.items.length === 0) return;
    const draft = seats.withSeats(chosen);
    storage.checkoutDraft.set(draft);
    // `pedidoId` stays: the summary reuses that order if this draft is unchanged and cancels it otherwise.
    const target = paths.checkoutUsers(id);
    if (token) {
      void navigate(target);
    } else {
      // Spec §2: registration comes before identification; login and register come back here.
      storage.postAuthRedirect.set(target);
      void navigate(paths.register(target));
    }
  }

  // A queued on-sale (issue #28): without a pass, the line first.
  if (event.data && mustWaitInLine(event.data)) return <Navigate to={paths.queue(id)} replace />;
  const status = event.isPending ? 'loading' : event.isError ? 'notFound' : 'ready';
  return (
    <>
      <PageTitle>{event.data ? `Ingressos · ${event.data.title}` : 'Ingressos'}</PageTitle>
      <CheckoutTicketsScreen
        status={status}
        event={event.data ? eventHeader(event.data) : null}
        {...selection.view}
        signedIn={token !== null}
        onBuy={buy}
        renderSeats={seats.renderSeats}
        homeHref={paths.home}
        meiasDisponiveis={
          event.data?.meiaEntradaLei && event.data.meiaEntrada.total > 0
            ? event.data.meiaEntrada.restantes
            : null
        }
      />
    </>
  );
}
