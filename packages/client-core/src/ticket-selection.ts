// Checkout step 1 (spec §2, issue #13 points 3 to 5), once for the marketplace and the embedded checkout: the
// chosen quantities and coupon, priced and bounded by the server's quote (per-customer limit minus what the
// buyer holds), what the quote refuses of a selection kept from before, and the draft each change makes.
import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useMemo, useState } from 'react';
import {
  buildDraft,
  clampedQuantities,
  draftQuantities,
  selectionItems,
  ticketCategories,
  type CheckoutDraft,
} from './draft';
import { quoteInput, quoteRefusals, useQuote } from './quote';
import { installmentsText } from './installments';

export interface TicketSelectionOptions {
  api: ApiClient;
  eventId: string;
  event: Schemas['Event'] | null;
  /** The draft kept from an earlier visit: its choices, attendees and buyer come back. */
  draft: CheckoutDraft | null;
  /** Every change of quantity or coupon, as the draft it makes (the site keeps it in `checkout-draft`). */
  onDraftChange?(draft: CheckoutDraft): void;
}

export function useTicketSelection({ api, eventId, event, draft, onDraftChange }: TicketSelectionOptions) {
  const [quantities, setQuantities] = useState(() => draftQuantities(draft, eventId));
  const [coupon, setCouponState] = useState(() => (draft?.eventId === eventId ? draft.coupon : ''));
  // What the server refused of the selection kept from before, said until the buyer changes the selection.
  const [notice, setNotice] = useState<string | null>(null);
  const body = event ? quoteInput(eventId, selectionItems(event, quantities), coupon) : null;
  // Limits come from the last quote (they rarely move between two clicks); the money only from the quote of
  // the selection on screen, never a figure of the one before.
  const { latest: quote, quote: current } = useQuote(api, body, 0, (answer) => {
    // The coupon's own refusal is told beside the coupon (couponEffect), not as a change of the selection.
    const refusals = quoteRefusals({ ...answer, coupon: null });
    if (refusals.length === 0 || !event) return;
    // A lot lost to another buyer is told, then taken out (or down to what is left); the rest stays, and the
    // next quote prices only what can be had.
    setNotice(refusals.join('\n'));
    setQuantities((current) => clampedQuantities(event, current, answer));
  });

  const categories = useMemo(() => (event ? ticketCategories(event, quote) : []), [event, quote]);
  // What the buyer may have now: a kept quantity above what is left is shown (and bought) as what is left.
  const shown = useMemo(
    () => (event ? clampedQuantities(event, quantities, quote) : quantities),
    [event, quantities, quote],
  );

  const draftOf = (nextQuantities: Record<string, number>, nextCoupon: string) =>
    event ? buildDraft(event, nextQuantities, nextCoupon, draft, quote) : null;

  function changed(nextQuantities: Record<string, number>, nextCoupon: string) {
    const next = draftOf(nextQuantities, nextCoupon);
    if (next) onDraftChange?.(next);
  }

  function setQuantity(ticketTypeId: string, quantity: number) {
    const next = { ...shown, [ticketTypeId]: quantity };
    setNotice(null);
    setQuantities(next);
    changed(next, coupon);
  }

  /** Several lots at once (a seat map's picks set each lot of its category): one change, one draft. */
  function setSeveral(changes: Record<string, number>) {
    const next = { ...shown, ...changes };
    setNotice(null);
    setQuantities(next);
    changed(next, coupon);
  }

  function setCoupon(value: string) {
    setNotice(null);
    setCouponState(value);
    changed(shown, value);
  }

  const couponEffect = effectOf(coupon, current, event);
  return {
    /** What step 1's screen shows and reports, by its props' names. */
    view: {
      categories,
      quantities: shown,
      // The server's price of the selection after the coupon; null ("Calculando...") while it is being priced.
      cartTotal: current ? Math.round((current.subtotal - current.discount) * 100) / 100 : null,
      // "em até 12x de R$ 27,50" of the selection, as the quote decided it (issue #27).
      cartInstallments: current ? installmentsText(current.installments) : null,
      onQuantityChange: setQuantity,
      coupon,
      onCouponChange: setCoupon,
      couponEffect,
      notice,
    },
    /** Sets several lots' quantities in one change (calling `onQuantityChange` per lot would lose all but one). */
    setQuantities: setSeveral,
    /** The draft COMPRAR takes on (null before the event is loaded); a refused coupon is left behind. */
    draft: () => draftOf(shown, couponEffect?.refusal ? '' : coupon),
  };
}

/** What the applied coupon does, as step 1 shows it: null without a code or while its quote is on the way. */
export interface CouponEffectView {
  code: string;
  /** Why it does not apply (pt-BR, the server's words), or null. */
  refusal: string | null;
  /** Reais taken off the selection. */
  discount: number;
  /** Names of the "só com cupom" lots it unlocked. */
  unlocked: string[];
}

function effectOf(
  coupon: string,
  quote: Schemas['OrderQuote'] | null,
  event: Schemas['Event'] | null,
): CouponEffectView | null {
  const effect = quote?.coupon;
  if (coupon.trim() === '' || !effect) return null;
  const names = new Map((event?.ticketTypes ?? []).map((type) => [type._id, type.name]));
  return {
    code: effect.code,
    refusal: effect.refusal?.message ?? null,
    discount: effect.discount,
    unlocked: effect.unlockedTicketTypeIds.flatMap((id) => names.get(id) ?? []),
  };
}
