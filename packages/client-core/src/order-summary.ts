// Checkout step 3 (spec §2, issues #12 point 3 and #13 points 1 and 4), once for the marketplace and the
// embedded checkout: the draft priced by the server's quote, what the server would refuse of it (then "Ir para
// pagamento" stays disabled), and placing the order (reusing or replacing the draft's earlier one).
import type { ApiClient } from '@bilheteria/api-client';
import { useState } from 'react';
import { summaryItems, type CheckoutDraft } from './draft';
import { orderCreateErrorMessage } from './order-answers';
import { placeOrder, type PlacedOrder } from './place-order';
import { quoteInput, quoteRefusals, quoteTotals, useQuote } from './quote';
import { useAction } from './use-action';

export interface OrderSummaryOptions {
  api: ApiClient;
  draft: CheckoutDraft;
  /** The order made at an earlier visit of this step (session key `pedidoId` on the site), read when confirming. */
  storedOrderId(): string | null;
  onPlaced(placed: PlacedOrder): void;
  /** The order was refused (a seat taken meanwhile, issue #29, is the host's to hand back to step 1). */
  onRefused?(error: unknown): void;
}

export function useOrderSummary({ api, draft, storedOrderId, onPlaced, onRefused }: OrderSummaryOptions) {
  const [version, setVersion] = useState(0);
  const { quote, error: quoteError } = useQuote(
    api,
    quoteInput(draft.eventId, draft.items, draft.coupon),
    version,
  );
  const place = useAction((priced: NonNullable<typeof quote>) =>
    placeOrder(api, draft, priced, storedOrderId()),
  );

  const unitPrices = new Map((quote?.lines ?? []).map((line) => [line.ticketTypeId, line.unitPrice]));
  const refusals = quote ? quoteRefusals(quote) : [];

  async function confirm() {
    if (!quote || refusals.length > 0) return;
    const outcome = await place.run(quote);
    if (outcome.ok) {
      onPlaced(outcome.value);
      return;
    }
    onRefused?.(outcome.error);
    // Refused (most often the last tickets went to another buyer): the quote, asked again, says what changed.
    setVersion((count) => count + 1);
  }

  const totals = quote ? quoteTotals(quote) : { subtotal: null, discount: null, fee: null, total: null };
  return {
    /** What step 3's screen shows, by its props' names. */
    view: {
      items: summaryItems(draft).map((item) => ({
        ...item,
        price: unitPrices.get(item.ticketTypeId) ?? item.price,
      })),
      subtotal: totals.subtotal,
      discount: totals.discount,
      couponCode: quote?.coupon && !quote.coupon.refusal ? quote.coupon.code : null,
      fee: totals.fee,
      total: totals.total,
      quoting: quote === null && quoteError === null,
      refusal: refusals.length > 0 ? refusals.join('\n') : quoteError,
      creating: place.pending,
      error: place.error ? orderCreateErrorMessage(place.error) : null,
      onConfirm: () => void confirm(),
    },
  };
}
