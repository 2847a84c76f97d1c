import type { ApiClient, Schemas } from '@bilheteria/api-client';
import {
  CheckoutPaymentScreen,
  type BuyerValues,
  type CheckoutEvent,
  type PaymentMethod,
} from '@bilheteria/ui';
import { useEffect, useRef, useState } from 'react';
import type { IssuedTicket } from '../flow';
import { useAction } from '../../lib/use-action';
import { unwrap } from '@bilheteria/client-core/api-error';
import {
  buyerErrorMessage,
  buyerFieldErrors,
  buyerSchema,
  initialBuyer,
  pixPayload,
  type BuyerProfile,
} from '@bilheteria/client-core/buyer';
import { copyText } from '@bilheteria/client-core/clipboard';
import { useNow } from '@bilheteria/client-core/clock';
import { draftTotals, type CheckoutDraft, type CheckoutDraftBuyer } from '@bilheteria/client-core/draft';
import { PIX_FAILED, pixErrorMessage } from '@bilheteria/client-core/order-answers';
import { useOrder } from '../use-order';

type PaymentStepProps = {
  api: ApiClient;
  draft: CheckoutDraft;
  orderId: string;
  /** The signed-in buyer, whose data fills the blanks of the buyer form. */
  user: BuyerProfile | null;
  header: CheckoutEvent;
  backHref: string;
  onBuyerChange(buyer: CheckoutDraftBuyer): void;
  /** The order is paid; its tickets (none when they could not be read). */
  onPaid(tickets: IssuedTicket[]): void;
};

/**
 * Step 4 (spec §2): the buyer, the Pix (POST /pagamento/asaas/pix) and its countdowns; with the local
 * provider, "Simular pagamento". The order is watched until the webhook marks it paid, then its tickets go
 * to the success step.
 */
export function PaymentStep({
  api,
  draft,
  orderId,
  user,
  header,
  backHref,
  onBuyerChange,
  onPaid,
}: PaymentStepProps) {
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [buyer, setBuyer] = useState<BuyerValues>(() => initialBuyer(draft.buyer, user));
  const [submitted, setSubmitted] = useState(false);
  const [pix, setPix] = useState<Schemas['PixCharge'] | null>(null);
  const [generatedAt, setGeneratedAt] = useState<number | null>(null);

  const createPix = useAction((body: Schemas['PixInput']) =>
    unwrap(api.POST('/pagamento/asaas/pix', { body }), PIX_FAILED),
  );
  const confirm = useAction((paymentId: string) =>
    unwrap(api.POST('/pagamento/local/{paymentId}/confirm', { params: { path: { paymentId } } }), PIX_FAILED),
  );
  const { order, refresh } = useOrder(api, orderId, pix !== null);
  const paid = order?.status === 'paid';
  const now = useNow(pix !== null && !paid);

  const totals = draftTotals(draft.items);
  // The server's total is the one charged; the draft's stands in until the order is read.
  const total = order?.total ?? totals.total;

  const validation = buyerSchema.safeParse(buyer);
  const buyerError =
    submitted && !validation.success ? buyerErrorMessage(buyerFieldErrors(validation.error.issues)) : null;

  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const handedOver = useRef(false);
  useEffect(() => {
    if (!paid || handedOver.current) return;
    handedOver.current = true;
    void api
      .GET('/orders/{id}/tickets', { params: { path: { id: orderId } } })
      .then(({ data }): IssuedTicket[] => data?.tickets ?? [])
      // The order is paid either way; without its tickets the success step says where to find them.
      .catch((): IssuedTicket[] => [])
      .then((tickets) => onPaidRef.current(tickets));
  }, [paid, api, orderId]);

  async function generate() {
    setSubmitted(true);
    if (!validation.success) return;
    onBuyerChange(buyer);
    const outcome = await createPix.run(
      pixPayload({ orderId, total, buyer, eventTitle: draft.eventTitle, eventId: draft.eventId }),
    );
    if (outcome.ok) {
      setPix(outcome.value);
      setGeneratedAt(Date.now());
    }
  }

  return (
    <CheckoutPaymentScreen
      event={header}
      items={draft.items}
      {...totals}
      total={total}
      method={method}
      onMethodChange={setMethod}
      buyer={buyer}
      onBuyerChange={(field, value) => {
        const next = { ...buyer, [field]: value };
        setBuyer(next);
        onBuyerChange(next);
      }}
      buyerError={buyerError}
      pix={pix}
      generating={createPix.pending}
      pixError={createPix.error ? pixErrorMessage(createPix.error, PIX_FAILED) : null}
      generatedAt={generatedAt}
      now={now}
      onGeneratePix={() => void generate()}
      onCopy={copyText}
      // Only the local (development) provider can be paid by a click; Asaas Pix are paid in a bank app.
      simulateAvailable={pix?.provider === 'local'}
      simulating={confirm.pending}
      onSimulate={async () => {
        if (pix && (await confirm.run(pix.paymentId)).ok) refresh();
      }}
      paid={paid}
      backHref={backHref}
    />
  );
}
