import type { ApiClient } from '@bilheteria/api-client';
import { CheckoutTicketsScreen, type CheckoutEvent } from '@bilheteria/ui';
import type { CheckoutDraft } from '@bilheteria/client-core/draft';
import { useTicketSelection } from '@bilheteria/client-core/ticket-selection';
import type { EventDetail } from '../use-event';

type TicketsStepProps = {
  api: ApiClient;
  eventId: string;
  event: EventDetail;
  header: CheckoutEvent | null;
  /** The draft of an earlier visit to this step, whose choices come back. */
  draft: CheckoutDraft | null;
  signedIn: boolean;
  homeHref: string;
  /** Each change of the selection, kept in the widget's memory (the host page's storage is not ours). */
  onChange(draft: CheckoutDraft): void;
  onBuy(draft: CheckoutDraft): void;
};

/** Step 1 (spec §2): lots by category with the server's prices and limits, coupon, COMPRAR. */
export function TicketsStep(props: TicketsStepProps) {
  const { api, eventId, event, header, draft, signedIn, homeHref, onChange, onBuy } = props;
  const selection = useTicketSelection({ api, eventId, event: event.data, draft, onDraftChange: onChange });

  function buy() {
    const next = selection.draft();
    if (next && next.items.length > 0) onBuy(next);
  }

  return (
    <CheckoutTicketsScreen
      status={event.status}
      event={header}
      {...selection.view}
      signedIn={signedIn}
      onBuy={buy}
      homeHref={homeHref}
    />
  );
}
