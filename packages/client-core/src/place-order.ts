// "Ir para pagamento" (spec §2 step 3, issue #13 point 1): one pending order per draft. Going back from the
// payment to the summary and on again reuses the order already made for this draft while it waits for its
// Pix; a draft changed since then first cancels that order (its tickets go back on sale) and then makes a new
// one. The server's copy of the order is the reference, so a reload or another tab decides the same way.
import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { apiErrorMessage } from '@bilheteria/api-client';
import { ApiError } from './api-error';
import { orderPayload, type CheckoutDraft } from './draft';
import { createOrder } from './order-answers';
import type { OrderQuote } from './quote';

type OrderDetail = Schemas['OrderDetail'];

/** A line or attendee as both sides can describe it, to compare the draft with the server's order. */
const lineKey = (name: string, quantity: number) => JSON.stringify([name, quantity]);
const attendeeKey = (name: string, email: string, ticketTypeName: string) =>
  JSON.stringify([name.trim(), email.trim(), ticketTypeName]);

/**
 * The order is the one this draft would make now: same event, same lots and quantities, the same people in
 * the same order, and the total the buyer was just quoted (a coupon or price change moves it).
 */
export function orderMatchesDraft(
  order: Pick<OrderDetail, 'event' | 'items' | 'attendees' | 'total'>,
  draft: CheckoutDraft,
  quote: Pick<OrderQuote, 'total'>,
): boolean {
  if (order.event._id !== draft.eventId || order.total !== quote.total) return false;
  const orderLines = order.items.map((item) => lineKey(item.name, item.quantity)).sort();
  const draftLines = draft.items.map((item) => lineKey(item.name, item.quantity)).sort();
  if (JSON.stringify(orderLines) !== JSON.stringify(draftLines)) return false;
  const orderPeople = order.attendees.map((a) => attendeeKey(a.name, a.email, a.ticketTypeName));
  const draftPeople = draft.attendees.map((a) => attendeeKey(a.name, a.email, a.lotName));
  return JSON.stringify(orderPeople) === JSON.stringify(draftPeople);
}

/** Spec §8-style fallback when the stale order cannot be cancelled and the server gives no message. */
export const ORDER_CANCEL_FAILED = 'Falha ao cancelar o pedido anterior';

async function storedOrder(api: ApiClient, orderId: string): Promise<OrderDetail | null> {
  try {
    const { data } = await api.GET('/orders/{id}', { params: { path: { id: orderId } } });
    return data ?? null;
  } catch {
    // Unreadable (network): treated as gone; the server still expires it if it was pending.
    return null;
  }
}

export interface PlacedOrder {
  orderId: string;
  /** The stored order was this draft's and still pending: no new order was made. */
  reused: boolean;
  /** It cost nothing and the server paid it at once: skip the payment, hand the tickets over. */
  paid: boolean;
}

/**
 * The order for `draft` priced as `quote` says: the stored one (`storedOrderId`, spec session key `pedidoId`)
 * when it is still pending and matches the draft; otherwise a new one (POST /orders), after cancelling the
 * stored one if it is still pending (POST /orders/{id}/cancel), so no stale order holds tickets for 15 minutes.
 * Throws what `createOrder` throws, or an `ApiError` when the stale order could not be cancelled (no second
 * order is made then).
 */
export async function placeOrder(
  api: ApiClient,
  draft: CheckoutDraft,
  quote: Pick<OrderQuote, 'subtotal' | 'fee' | 'total'>,
  storedOrderId: string | null,
): Promise<PlacedOrder> {
  if (storedOrderId) {
    const order = await storedOrder(api, storedOrderId);
    if (order?.status === 'pending') {
      if (orderMatchesDraft(order, draft, quote))
        return { orderId: storedOrderId, reused: true, paid: false };
      const { error, response } = await api.POST('/orders/{id}/cancel', {
        params: { path: { id: storedOrderId } },
      });
      if (!response.ok) {
        throw new ApiError(
          apiErrorMessage(error, `${ORDER_CANCEL_FAILED} (${response.status})`),
          response.status,
          error,
        );
      }
    }
  }
  return { ...(await createOrder(api, orderPayload(draft, quote))), reused: false };
}
