// The server's price of a checkout (POST /orders/quote, issue #12 point 3): the checkout shows what the
// quote says (fees, discounts, totals, what each buyer may still take) and computes no price itself.
import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useEffect, useRef, useState } from 'react';
import { ApiError, unwrap } from './api-error';

export type OrderQuote = Schemas['OrderQuote'];
export type OrderQuoteLine = Schemas['OrderQuoteLine'];
export type OrderQuoteInput = Schemas['OrderQuoteInput'];

/** Shown while the server cannot price the selection (network, 5xx): nothing can be bought without a price. */
export const QUOTE_FAILED = 'Não foi possível calcular o valor. Tente novamente.';

/** A selection to price: the event, each type's quantity (0 to learn what may be taken of it) and the coupon. */
export function quoteInput(
  eventId: string,
  items: readonly { ticketTypeId: string; quantity: number }[],
  coupon = '',
): OrderQuoteInput | null {
  // The contract wants at least one line; with nothing to ask about there is nothing to price.
  if (items.length === 0) return null;
  const trimmed = coupon.trim();
  return {
    eventId,
    items: items.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
    ...(trimmed ? { coupon: trimmed } : {}),
  };
}

/** POST /orders/quote; throws an `ApiError` with the server's message, else QUOTE_FAILED. */
export function fetchQuote(api: ApiClient, body: OrderQuoteInput, signal?: AbortSignal): Promise<OrderQuote> {
  return unwrap(api.POST('/orders/quote', { body, signal }), QUOTE_FAILED);
}

/** The money of a quote the screens show (the server's figures, never recomputed here). */
export function quoteTotals(quote: Pick<OrderQuote, 'subtotal' | 'discount' | 'fee' | 'total'>) {
  return { subtotal: quote.subtotal, discount: quote.discount, fee: quote.fee, total: quote.total };
}

/**
 * What stands in the way of ordering the quoted selection, in the server's words: the whole order's refusal
 * (the event is over), the coupon's (inexistente, expirado, esgotado...), then each chosen line's (sold out, not enough left, limit reached). Empty when the
 * order can be placed.
 */
export function quoteRefusals(
  quote: Pick<OrderQuote, 'refusal' | 'lines'> & Partial<Pick<OrderQuote, 'coupon'>>,
): string[] {
  const messages = quote.refusal ? [quote.refusal.message] : [];
  if (quote.coupon?.refusal) messages.push(quote.coupon.refusal.message);
  for (const line of quote.lines) {
    if (line.quantity > 0 && line.refusal) messages.push(line.refusal.message);
  }
  return [...new Set(messages)];
}

export interface QuoteState {
  /** The quote of the current selection; null until it arrives (or when there is nothing to price). */
  quote: OrderQuote | null;
  /** The last quote that arrived, kept while the next one is asked (the screen does not flicker). */
  latest: OrderQuote | null;
  loading: boolean;
  /** Why the selection could not be priced, or null. */
  error: string | null;
}

/**
 * The server's quote of `body`, asked again whenever the selection changes (an answer for an older selection is
 * dropped). `body` null prices nothing.
 */
export function useQuote(
  api: ApiClient,
  body: OrderQuoteInput | null,
  version = 0,
  onAnswer?: (quote: OrderQuote) => void,
): QuoteState {
  // `version` asks again for the same selection (after POST /orders found the stock gone).
  const key = body ? JSON.stringify([version, body]) : null;
  const [state, setState] = useState<{ key: string | null; quote: OrderQuote | null; error: string | null }>({
    key: null,
    quote: null,
    error: null,
  });
  const [latest, setLatest] = useState<OrderQuote | null>(null);
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    fetchQuote(api, (JSON.parse(key) as [number, OrderQuoteInput])[1], controller.signal).then(
      (quote) => {
        if (controller.signal.aborted) return;
        setState({ key, quote, error: null });
        setLatest(quote);
        answered.current?.(quote);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, quote: null, error: error instanceof ApiError ? error.message : QUOTE_FAILED });
      },
    );
    return () => controller.abort();
  }, [api, key]);

  const current = key !== null && state.key === key;
  return {
    quote: current ? state.quote : null,
    latest: key === null ? null : latest,
    loading: key !== null && !current,
    error: current ? state.error : null,
  };
}

/** The totals of a draft's items as the server prices them; null figures until its quote arrives. */
export function useDraftTotals(
  api: ApiClient,
  draft: { eventId: string; items: readonly { ticketTypeId: string; quantity: number }[]; coupon: string },
) {
  const { quote } = useQuote(api, quoteInput(draft.eventId, draft.items, draft.coupon));
  return quote ? quoteTotals(quote) : { subtotal: null, discount: null, fee: null, total: null };
}
