// Checkout step 4 (spec §2, issue #12 point 8), once for the marketplace and the embedded checkout: the
// order's server total, its last Pix (after a reload too), generating the Pix, "Simular pagamento" for the
// local provider, watching the order while the Pix waits, and handing its tickets over once it is paid. The
// apps only render what this returns.
import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { unwrap } from './api-error';
import { pixPayload } from './buyer';
import { useNow } from './clock';
import type { CheckoutDraft, CheckoutDraftBuyer } from './draft';
import { PIX_FAILED, pixErrorMessage } from './order-answers';
import { useAction } from './use-action';

/** How often the order is asked for while its Pix waits to be paid (the webhook confirms it). */
export const ORDER_POLL_MS = 3000;

export type PixCharge = Schemas['PixCharge'];
export type OrderTicket = Schemas['OrderTicket'];
/** A ticket of the buyer's own paid order: its code and PDF access are there (only a given-away one lacks them). */
export type HeldTicket = OrderTicket & { code: string; access: string };

/**
 * The tickets of a paid order, for the success step: GET /orders/{id}/tickets, the buyer's own ones; none when
 * they could not be read (the order is paid either way, and the success step says where to find them).
 */
export function paidTickets(api: ApiClient, orderId: string): Promise<HeldTicket[]> {
  return api
    .GET('/orders/{id}/tickets', { params: { path: { id: orderId } } })
    .then(({ data }) =>
      (data?.tickets ?? []).filter(
        (ticket): ticket is HeldTicket => ticket.code !== null && ticket.access !== null,
      ),
    )
    .catch((): HeldTicket[] => []);
}

/** The Pix panel's shape from a Pix of GET /orders/{id}/payment. */
export function pixFromPayment(pix: Schemas['Pix']): PixCharge {
  return {
    paymentId: pix.paymentId,
    qrCodeBase64: pix.base64,
    copiaECola: pix.copiaECola,
    expiracao: pix.expiracao,
    provider: pix.provider,
  };
}

/**
 * GET /orders/{id}: the server's total (the amount charged) and status. While `poll` is on it is asked again
 * every ORDER_POLL_MS, so a Pix paid in a bank app shows up without a click; `refresh` asks at once.
 */
export function useOrderWatch(api: ApiClient, orderId: string, poll: boolean) {
  const [order, setOrder] = useState<Schemas['OrderDetail'] | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      api
        .GET('/orders/{id}', { params: { path: { id: orderId } }, signal: controller.signal })
        .then(({ data }) => {
          if (data && !controller.signal.aborted) setOrder(data);
        })
        // A failed poll is retried by the next one.
        .catch(() => undefined);
    void load();
    const timer = poll ? setInterval(() => void load(), ORDER_POLL_MS) : undefined;
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [api, orderId, poll, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { order: order?._id === orderId ? order : null, refresh };
}

export interface PixPaymentOptions {
  api: ApiClient;
  orderId: string;
  draft: Pick<CheckoutDraft, 'eventId' | 'eventTitle'>;
  /** The order is paid: its tickets (none when they could not be read). Called once. */
  onPaid(tickets: HeldTicket[]): void;
  /** A Pix was generated or paid by a click: the app drops what it cached of the order. */
  onOrderChanged?(): void;
}

export function usePixPayment({ api, orderId, draft, onPaid, onOrderChanged }: PixPaymentOptions) {
  const [generated, setGenerated] = useState<{ pix: PixCharge; at: number } | null>(null);
  const [lastPix, setLastPix] = useState<PixCharge | null>(null);

  // After a reload the order's last Pix is shown again rather than a new one being asked for.
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/orders/{id}/payment', { params: { path: { id: orderId } }, signal: controller.signal })
      .then(({ data }) => {
        if (data?.pix && !controller.signal.aborted) setLastPix(pixFromPayment(data.pix));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, orderId]);

  const pix = generated?.pix ?? lastPix;
  const createPix = useAction((body: Schemas['PixInput']) =>
    unwrap(api.POST('/pagamento/asaas/pix', { body }), PIX_FAILED),
  );
  const confirm = useAction((paymentId: string) =>
    unwrap(api.POST('/pagamento/local/{paymentId}/confirm', { params: { path: { paymentId } } }), PIX_FAILED),
  );
  const { order, refresh } = useOrderWatch(api, orderId, pix !== null);
  const paid = order?.status === 'paid';
  const now = useNow(pix !== null && !paid);

  const callbacks = useRef({ onPaid, onOrderChanged });
  useEffect(() => {
    callbacks.current = { onPaid, onOrderChanged };
  });
  const handedOver = useRef(false);
  useEffect(() => {
    if (!paid || handedOver.current) return;
    handedOver.current = true;
    void paidTickets(api, orderId).then((tickets) => callbacks.current.onPaid(tickets));
  }, [paid, api, orderId]);

  /** Generates (or regenerates) the Pix for the buyer; the amount is the order's, as the server priced it. */
  async function generate(buyer: CheckoutDraftBuyer) {
    let total = order?.total;
    if (total === undefined) {
      const answer = await api
        .GET('/orders/{id}', { params: { path: { id: orderId } } })
        .catch(() => ({ data: undefined }));
      total = answer.data?.total;
    }
    if (total === undefined) return;
    const outcome = await createPix.run(
      pixPayload({ orderId, total, buyer, eventTitle: draft.eventTitle, eventId: draft.eventId }),
    );
    if (outcome.ok) {
      setGenerated({ pix: outcome.value, at: Date.now() });
      callbacks.current.onOrderChanged?.();
    }
  }

  async function simulate() {
    if (pix?.paymentId && (await confirm.run(pix.paymentId)).ok) {
      refresh();
      callbacks.current.onOrderChanged?.();
    }
  }

  return {
    order,
    /** What step 4's screen shows of the order and its Pix, by its props' names. */
    view: {
      // The order's figures, as charged; null until the order is read.
      subtotal: order?.subtotal ?? null,
      discount: order?.discount ?? null,
      couponCode: order?.couponCode ?? null,
      fee: order?.fee ?? null,
      total: order?.total ?? null,
      pix,
      generating: createPix.pending,
      pixError: createPix.error ? pixErrorMessage(createPix.error, PIX_FAILED) : null,
      generatedAt: generated?.at ?? null,
      now,
      paid,
      // Only the local (development) provider can be paid by a click; Asaas Pix are paid in a bank app.
      simulateAvailable: pix?.provider === 'local',
      simulating: confirm.pending,
      onSimulate: () => void simulate(),
    },
    generate,
  };
}
