import { CheckoutTicketsScreen } from '@bilheteria/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { storage } from '../../lib/storage';
import { useToken } from '../auth/session';
import { useCheckoutEvent } from './api';
import { buildDraft, draftQuantities, eventHeader, ticketCategories } from '@bilheteria/client-core/draft';

/** /checkout/{id} (spec §2 step 1): choose lots, then to identification (after registering, when anonymous). */
export function CheckoutTicketsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const token = useToken();
  const event = useCheckoutEvent(id);
  const categories = useMemo(() => (event.data ? ticketCategories(event.data) : []), [event.data]);
  const [quantities, setQuantities] = useState(() => draftQuantities(storage.checkoutDraft.get(), id));
  const [coupon, setCoupon] = useState(() => {
    const draft = storage.checkoutDraft.get();
    return draft?.eventId === id ? draft.coupon : '';
  });

  function buy() {
    if (!event.data) return;
    const draft = buildDraft(event.data, quantities, coupon, storage.checkoutDraft.get());
    if (draft.items.length === 0) return;
    storage.checkoutDraft.set(draft);
    // A new selection needs a new order: the one from an earlier summary no longer matches.
    storage.pedidoId.remove();
    const target = paths.checkoutUsers(id);
    if (token) {
      void navigate(target);
    } else {
      // Spec §2: registration comes before identification; login and register come back here.
      storage.postAuthRedirect.set(target);
      void navigate(paths.register(target));
    }
  }

  const status = event.isPending ? 'loading' : event.isError ? 'notFound' : 'ready';
  return (
    <>
      <PageTitle>{event.data ? `Ingressos · ${event.data.title}` : 'Ingressos'}</PageTitle>
      <CheckoutTicketsScreen
        status={status}
        event={event.data ? eventHeader(event.data) : null}
        categories={categories}
        quantities={quantities}
        onQuantityChange={(ticketTypeId, quantity) =>
          setQuantities((current) => ({ ...current, [ticketTypeId]: quantity }))
        }
        coupon={coupon}
        onCouponChange={setCoupon}
        signedIn={token !== null}
        onBuy={buy}
        homeHref={paths.home}
      />
    </>
  );
}
