import { mountWidget } from '../mount';
import {
  requireText,
  resolveApiBase,
  type EmbedHandle,
  type MountTarget,
  type WidgetOptions,
} from '../options';
import { DEFAULT_STORAGE_KEYS, tokenStore } from '../session/token-store';
import { CheckoutWidget, type CompletedPurchase } from './CheckoutWidget';
import type { CheckoutStep } from './flow';

export interface CheckoutOptions extends WidgetOptions {
  /** The event on sale (its id in the marketplace). */
  eventId: string;
  /** The order was paid: its id and tickets. Also sent as the `bilheteria:complete` DOM event. */
  onComplete?(purchase: CompletedPurchase): void;
  /** The widget moved to another step. Also sent as the `bilheteria:step` DOM event. */
  onStepChange?(step: CheckoutStep): void;
}

/**
 * Mounts the checkout of one event into `target` (an element or a CSS selector). The buyer logs in (or
 * registers) inside the widget; the session token is kept under `storageKey`.
 */
export function mountCheckout(target: MountTarget, options: CheckoutOptions): EmbedHandle {
  const apiBase = resolveApiBase(options?.apiBase);
  const eventId = requireText(options.eventId, 'eventId');
  const tokens = tokenStore(options.storageKey ?? DEFAULT_STORAGE_KEYS.checkout);
  return mountWidget(target, 'checkout', (emit) => (
    <CheckoutWidget
      apiBase={apiBase}
      eventId={eventId}
      tokens={tokens}
      onStepChange={(step) => {
        emit('step', { step });
        options.onStepChange?.(step);
      }}
      onComplete={(purchase) => {
        emit('complete', purchase);
        options.onComplete?.(purchase);
      }}
    />
  ));
}
