import { zodResolver } from '@hookform/resolvers/zod';
import { CheckoutPaymentScreen, type BuyerValues, type PaymentMethod } from '@bilheteria/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api } from '../../lib/api';
import { storage, type CheckoutDraft } from '../../lib/storage';
import { myOrdersQueryKey, orderPaymentQueryKey, orderQueryKey } from '../orders/api';
import { useCheckoutEvent } from './api';
import { buyerErrorMessage, buyerSchema, initialBuyer } from '@bilheteria/client-core/buyer';
import { copyText } from '@bilheteria/client-core/clipboard';
import { checkoutEvent } from '@bilheteria/client-core/draft';
import { usePixPayment } from '@bilheteria/client-core/pix-payment';
import { useCardPayment } from '@bilheteria/client-core/card-payment';
import type { SuccessLocationState } from './success-state';

export { ORDER_POLL_MS } from '@bilheteria/client-core/pix-payment';

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

  // What the order detail and "Meus pedidos" cached of this order is stale once a Pix is made or paid.
  const onOrderChanged = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: orderPaymentQueryKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
    ]);
  const onPaid = (tickets: SuccessLocationState['tickets']) => {
    storage.checkoutDraft.remove();
    storage.pedidoId.remove();
    void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
    const state: SuccessLocationState = { tickets };
    void navigate(paths.success(orderId), { replace: true, state });
  };

  // The Pix, the card, the polling and the hand-over of the tickets are the shared checkout's (client-core).
  const payment = usePixPayment({
    api: $api,
    orderId,
    draft,
    onOrderChanged,
    onPaid,
  });

  // The card (issue #27): the holder is the buyer typed for the Pix, or the signed-in account.
  const card = useCardPayment({
    api: $api,
    orderId,
    email: buyer.email || storage.user.get()?.email || '',
    initial: { nomeTitular: buyer.name, cpfCnpj: buyer.cpf, telefone: buyer.whatsapp },
    onOrderChanged,
    onPaid,
  });

  useEffect(() => storage.metodoSelecionado.set(method), [method]);

  const generate = form.handleSubmit((values) => {
    saveBuyer(values);
    return payment.generate(values);
  });

  return (
    <>
      <PageTitle>Pagamento</PageTitle>
      <CheckoutPaymentScreen
        {...payment.view}
        event={checkoutEvent(draft, event.data)}
        items={draft.items}
        method={method}
        onMethodChange={setMethod}
        buyer={buyer}
        onBuyerChange={(field, value) => {
          form.setValue(field, value, { shouldValidate: isSubmitted });
          saveBuyer(form.getValues());
        }}
        buyerError={isSubmitted ? buyerErrorMessage(errors) : null}
        onGeneratePix={() => void generate()}
        onCopy={copyText}
        backHref={paths.checkoutSummary(id)}
        card={card.view}
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
