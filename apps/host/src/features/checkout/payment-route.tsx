import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@bilheteria/api-client';
import { CheckoutPaymentScreen, type BuyerValues, type PaymentMethod } from '@bilheteria/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { storage, type CheckoutDraft } from '../../lib/storage';
import {
  orderTicketsQueryOptions,
  pixFromPayment,
  PIX_FAILED,
  useConfirmLocalPayment,
  useCreatePix,
  useOrder,
  useOrderPayment,
} from '../orders/api';
import { pixErrorMessage, useCheckoutEvent } from './api';
import { buyerErrorMessage, buyerSchema, initialBuyer, pixPayload } from '@bilheteria/client-core/buyer';
import { copyText } from '@bilheteria/client-core/clipboard';
import { useNow } from '@bilheteria/client-core/clock';
import { checkoutEvent, draftTotals } from '@bilheteria/client-core/draft';
import type { SuccessLocationState } from './success-state';

/** How often the order is asked for while its Pix waits to be paid (the webhook confirms it). */
export const ORDER_POLL_MS = 3000;

function storedMethod(): PaymentMethod {
  return storage.metodoSelecionado.get() === 'cartao' ? 'cartao' : 'pix';
}

/** Keeps the buyer in the stored draft (spec §3 `buyer`), so a reload or a step back keeps it. */
function saveBuyer(buyer: BuyerValues) {
  const draft = storage.checkoutDraft.get();
  if (draft) storage.checkoutDraft.set({ ...draft, buyer });
}

function PaymentStep({ id, draft, orderId }: { id: string; draft: CheckoutDraft; orderId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const event = useCheckoutEvent(id);
  const [method, setMethod] = useState(storedMethod);
  const form = useForm<BuyerValues>({
    resolver: zodResolver(buyerSchema),
    defaultValues: initialBuyer(draft.buyer, storage.user.get()),
  });
  const buyer = useWatch({ control: form.control }) as BuyerValues;
  const { errors, isSubmitted } = form.formState;

  const createPix = useCreatePix();
  const confirm = useConfirmLocalPayment();
  const payment = useOrderPayment(orderId);
  const [generatedAt, setGeneratedAt] = useState<number | null>(null);
  // The Pix just generated; else the last one of this order (the page was reloaded).
  const pix = createPix.data ?? (payment.data?.pix ? pixFromPayment(payment.data.pix) : null);
  const order = useOrder(orderId, { pollMs: pix ? ORDER_POLL_MS : false });
  const paid = order.data?.status === 'paid';
  const now = useNow(pix !== null && !paid);

  const totals = draftTotals(draft.items);
  // The server's total is the one charged; the draft's stands in until the order is loaded.
  const total = order.data?.total ?? totals.total;

  useEffect(() => storage.metodoSelecionado.set(method), [method]);

  const leaving = useRef(false);
  useEffect(() => {
    if (!paid || leaving.current) return;
    leaving.current = true;
    storage.checkoutDraft.remove();
    storage.pedidoId.remove();
    void queryClient
      .fetchQuery(orderTicketsQueryOptions(orderId))
      .then((answer) => answer.tickets)
      .catch((): Schemas['OrderTicket'][] => [])
      .then((tickets) => {
        const state: SuccessLocationState = { tickets };
        void navigate(paths.success(orderId), { replace: true, state });
      });
  }, [paid, orderId, navigate, queryClient]);

  const generate = form.handleSubmit((values) => {
    saveBuyer(values);
    createPix.mutate(
      pixPayload({ orderId, total, buyer: values, eventTitle: draft.eventTitle, eventId: draft.eventId }),
      { onSuccess: () => setGeneratedAt(Date.now()) },
    );
  });

  return (
    <>
      <PageTitle>Pagamento</PageTitle>
      <CheckoutPaymentScreen
        event={checkoutEvent(draft, event.data)}
        items={draft.items}
        {...totals}
        total={total}
        method={method}
        onMethodChange={setMethod}
        buyer={buyer}
        onBuyerChange={(field, value) => {
          form.setValue(field, value, { shouldValidate: isSubmitted });
          saveBuyer(form.getValues());
        }}
        buyerError={isSubmitted ? buyerErrorMessage(errors) : null}
        pix={pix}
        generating={createPix.isPending}
        pixError={createPix.isError ? pixErrorMessage(createPix.error, PIX_FAILED) : null}
        generatedAt={createPix.data ? generatedAt : null}
        now={now}
        onGeneratePix={() => void generate()}
        onCopy={copyText}
        // Only the local (development) provider can be paid by a click; Asaas Pix are paid in a bank app.
        simulateAvailable={pix?.provider === 'local'}
        simulating={confirm.isPending}
        onSimulate={() => {
          if (pix?.paymentId) confirm.mutate(pix.paymentId);
        }}
        paid={paid}
        backHref={paths.checkoutSummary(id)}
      />
    </>
  );
}

/** /checkout/{id}/payment (spec §2 step 4): buyer data, Pix, and on to /success once the order is paid. */
export function CheckoutPaymentRoute() {
  const { id = '' } = useParams();
  const [draft] = useState(() => storage.checkoutDraft.get());
  const [orderId] = useState(() => storage.pedidoId.get());
  if (!draft || draft.eventId !== id) return <Navigate to={paths.checkout(id)} replace />;
  if (!orderId) return <Navigate to={paths.checkoutSummary(id)} replace />;
  return <PaymentStep id={id} draft={draft} orderId={orderId} />;
}
