import type { ApiClient } from '@bilheteria/api-client';
import { CheckoutSummaryScreen, type CheckoutEvent } from '@bilheteria/ui';
import type { CheckoutDraft } from '@bilheteria/client-core/draft';
import { useOrderSummary } from '@bilheteria/client-core/order-summary';
import { paidTickets, type HeldTicket } from '@bilheteria/client-core/pix-payment';
import { draftWithoutSeats, seatsLost } from '@bilheteria/client-core/seat-picks';

type SummaryStepProps = {
  api: ApiClient;
  draft: CheckoutDraft;
  /** The order of an earlier visit to this step: reused while the draft is unchanged, else cancelled. */
  orderId: string | null;
  header: CheckoutEvent;
  backHref: string;
  onOrderCreated(orderId: string): void;
  /** An order of R$ 0,00, paid by the server with its creation: no payment step, its tickets at once. */
  onOrderPaid(orderId: string, tickets: HeldTicket[]): void;
  /** A seat went to another buyer first (issue #29): the draft without it, and the server's words. */
  onSeatsLost(draft: CheckoutDraft, notice: string): void;
};

/** Step 3 (spec §2): "Verifique seus ingressos" with the server's prices; "Ir para pagamento" places the order. */
export function SummaryStep({
  api,
  draft,
  orderId,
  header,
  backHref,
  onOrderCreated,
  onOrderPaid,
  onSeatsLost,
}: SummaryStepProps) {
  const summary = useOrderSummary({
    api,
    draft,
    storedOrderId: () => orderId,
    onRefused: (error) => {
      const lost = seatsLost(error);
      if (lost) onSeatsLost(draftWithoutSeats(draft, lost.seatIds), lost.message);
    },
    onPlaced: (placed) => {
      if (!placed.paid) onOrderCreated(placed.orderId);
      else void paidTickets(api, placed.orderId).then((tickets) => onOrderPaid(placed.orderId, tickets));
    },
  });
  return <CheckoutSummaryScreen {...summary.view} event={header} backHref={backHref} />;
}
