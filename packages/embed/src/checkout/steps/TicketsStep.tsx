import type { Schemas } from '@bilheteria/api-client';
import { CheckoutTicketsScreen, type CheckoutEvent } from '@bilheteria/ui';
import { useMemo, useState } from 'react';
import { buildDraft, draftQuantities, ticketCategories, type CheckoutDraft } from '@bilheteria/client-core/draft';
import type { EventDetail } from '../use-event';

type TicketsStepProps = {
  eventId: string;
  event: EventDetail;
  header: CheckoutEvent | null;
  /** The draft of an earlier visit to this step, whose choices come back. */
  draft: CheckoutDraft | null;
  signedIn: boolean;
  homeHref: string;
  onBuy(draft: CheckoutDraft): void;
};

/** Step 1 (spec §2): lots by category with the server's prices and limits, coupon, COMPRAR. */
export function TicketsStep({ eventId, event, header, draft, signedIn, homeHref, onBuy }: TicketsStepProps) {
  const eventData: Schemas['Event'] | null = event.data;
  const categories = useMemo(() => (eventData ? ticketCategories(eventData) : []), [eventData]);
  const [quantities, setQuantities] = useState(() => draftQuantities(draft, eventId));
  const [coupon, setCoupon] = useState(() => (draft?.eventId === eventId ? draft.coupon : ''));

  function buy() {
    if (!eventData) return;
    const next = buildDraft(eventData, quantities, coupon, draft);
    if (next.items.length > 0) onBuy(next);
  }

  return (
    <CheckoutTicketsScreen
      status={event.status}
      event={header}
      categories={categories}
      quantities={quantities}
      onQuantityChange={(ticketTypeId, quantity) =>
        setQuantities((current) => ({ ...current, [ticketTypeId]: quantity }))
      }
      coupon={coupon}
      onCouponChange={setCoupon}
      signedIn={signedIn}
      onBuy={buy}
      homeHref={homeHref}
    />
  );
}
