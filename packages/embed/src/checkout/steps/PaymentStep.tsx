import type { ApiClient } from '@bilheteria/api-client';
import {
  CheckoutPaymentScreen,
  type BuyerValues,
  type CheckoutEvent,
  type PaymentMethod,
} from '@bilheteria/ui';
import { useState } from 'react';
import type { IssuedTicket } from '../flow';
import {
  buyerErrorMessage,
  buyerFieldErrors,
  buyerSchema,
  initialBuyer,
  type BuyerProfile,
} from '@bilheteria/client-core/buyer';
import { copyText } from '@bilheteria/client-core/clipboard';
import type { CheckoutDraft, CheckoutDraftBuyer } from '@bilheteria/client-core/draft';
import { usePixPayment } from '@bilheteria/client-core/pix-payment';
import { useCardPayment } from '@bilheteria/client-core/card-payment';

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
 * Step 4 (spec §2): the buyer form and what the shared checkout (client-core `usePixPayment`) does with it:
 * the Pix and its countdowns, "Simular pagamento" with the local provider, the order watched until it is paid;
 * and the card (client-core `useCardPayment`, issue #27).
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
  const payment = usePixPayment({ api, orderId, draft, onPaid });
  // The card (issue #27), the same shared checkout as the marketplace's.
  const card = useCardPayment({
    api,
    orderId,
    email: buyer.email || user?.email || '',
    initial: { nomeTitular: buyer.name, cpfCnpj: buyer.cpf, telefone: buyer.whatsapp },
    onPaid,
  });

  const validation = buyerSchema.safeParse(buyer);
  const buyerError =
    submitted && !validation.success ? buyerErrorMessage(buyerFieldErrors(validation.error.issues)) : null;

  function generate() {
    setSubmitted(true);
    if (!validation.success) return;
    onBuyerChange(buyer);
    void payment.generate(buyer);
  }

  return (
    <CheckoutPaymentScreen
      {...payment.view}
      event={header}
      items={draft.items}
      method={method}
      onMethodChange={setMethod}
      buyer={buyer}
      onBuyerChange={(field, value) => {
        const next = { ...buyer, [field]: value };
        setBuyer(next);
        onBuyerChange(next);
      }}
      buyerError={buyerError}
      onGeneratePix={generate}
      onCopy={copyText}
      backHref={backHref}
      card={card.view}
    />
  );
}
