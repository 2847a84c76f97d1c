// Card payment of checkout step 4 (issue #27), once for the marketplace and the embedded checkout: the form's
// values and errors (card-form.ts), the installments the order offers (the server's, from GET /orders/{id}), the
// buyer's saved cards, POST /pagamento/asaas/cartao, and what follows: approved → the tickets; refused → the reason,
// the form kept for another card (or Pix); in analysis → the order watched until the analysis ends. The number
// and the CVV are posted once and cleared from the form right after.
import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { installmentLine } from '@bilheteria/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, unwrap } from './api-error';
import {
  cardFormErrors,
  cardInputValue,
  cardPayload,
  EMPTY_CARD,
  typedBrand,
  type CardField,
  type CardValues,
} from './card-form';
import { paidTickets, useOrderWatch, type HeldTicket } from './pix-payment';
import { useAction } from './use-action';

export const CARD_FAILED = 'Não foi possível concluir o pagamento com cartão. Tente novamente.';
const REPROVED =
  'Pagamento não aprovado na análise da operadora. O pedido foi cancelado; faça um novo pedido.';

/** idle (the form), refused (402: another card or Pix), analysis (waiting for the issuer), reproved (cancelled). */
export type CardStatus = 'idle' | 'refused' | 'analysis' | 'reproved';
type OwnStatus = Extract<CardStatus, 'idle' | 'analysis'>;

export interface CardInstallmentView {
  count: number;
  /** "3x de R$ 53,50 sem juros" / "6x de R$ 28,42 (total R$ 170,52)". */
  label: string;
  interestFree: boolean;
  total: number;
}

export interface CardPaymentOptions {
  api: ApiClient;
  orderId: string;
  /** The buyer's e-mail (the holder's, as Asaas asks): the signed-in account's or the draft's. */
  email: string;
  /** The holder's name and documents already typed for the Pix, to fill the blanks. */
  initial?: Partial<CardValues>;
  onPaid(tickets: HeldTicket[]): void;
  onOrderChanged?(): void;
}

const toView = (option: Schemas['Installment']): CardInstallmentView => ({
  count: option.count,
  interestFree: option.interestFree,
  total: option.total,
  label: installmentLine({
    count: option.count,
    valueCents: Math.round(option.value * 100),
    totalCents: Math.round(option.total * 100),
    interestFree: option.interestFree,
  }),
});

export function useCardPayment({ api, orderId, email, initial, onPaid, onOrderChanged }: CardPaymentOptions) {
  const [values, setValues] = useState<CardValues>(() => ({ ...EMPTY_CARD, ...initial }));
  const [parcelas, setParcelas] = useState(1);
  const [submitted, setSubmitted] = useState(false);
  const [savedCards, setSavedCards] = useState<Schemas['SavedCard'][]>([]);
  const [savedCardToken, setSavedCardToken] = useState<string | null>(null);
  const [status, setStatus] = useState<OwnStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);

  // The buyer's saved cards and a card already in analysis (after a reload) come with the order's payment.
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/orders/{id}/payment', { params: { path: { id: orderId } }, signal: controller.signal })
      .then(({ data }) => {
        if (!data || controller.signal.aborted) return;
        setSavedCards(data.savedCards ?? []);
        if (data.card?.status === 'analysis') {
          setStatus('analysis');
          setPaymentId(data.card.paymentId);
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, orderId]);

  const { order, refresh } = useOrderWatch(api, orderId, status === 'analysis');
  const pay = useAction((body: Schemas['CardPaymentInput']) =>
    unwrap(api.POST('/pagamento/asaas/cartao', { body }), CARD_FAILED),
  );
  const confirm = useAction((outcome: 'approve' | 'reprove') =>
    unwrap(
      api.POST('/pagamento/local/{paymentId}/confirm', {
        params: { path: { paymentId: paymentId ?? '' }, query: { outcome } },
      }),
      CARD_FAILED,
    ),
  );

  const callbacks = useRef({ onPaid, onOrderChanged });
  useEffect(() => {
    callbacks.current = { onPaid, onOrderChanged };
  });
  const handedOver = useRef(false);
  const handOver = useCallback(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    void paidTickets(api, orderId).then((tickets) => callbacks.current.onPaid(tickets));
  }, [api, orderId]);
  // Watching an order in analysis: paid hands the tickets over; cancelled means the analysis refused the card.
  const analysedPaid = status === 'analysis' && order?.status === 'paid';
  const reproved = status === 'analysis' && order?.status === 'cancelled';
  useEffect(() => {
    if (analysedPaid) handOver();
  }, [analysedPaid, handOver]);

  const errors = submitted
    ? cardFormErrors(values, { now: new Date(), email, savedCard: savedCardToken !== null })
    : {};

  async function submit() {
    setSubmitted(true);
    if (
      Object.keys(cardFormErrors(values, { now: new Date(), email, savedCard: savedCardToken !== null }))
        .length > 0
    )
      return;
    setMessage(null);
    const outcome = await pay.run(cardPayload(values, { orderId, parcelas, email, savedCardToken }));
    // The number and the CVV are forgotten once posted, whatever the answer.
    setValues((current) => ({ ...current, numero: '', cvv: '', validade: '' }));
    setSubmitted(false);
    callbacks.current.onOrderChanged?.();
    if (!outcome.ok) return;
    setPaymentId(outcome.value.paymentId);
    setMessage(outcome.value.message);
    if (outcome.value.status === 'paid') handOver();
    else setStatus('analysis');
  }

  async function simulate(result: 'approve' | 'reprove') {
    if ((await confirm.run(result)).ok) {
      refresh();
      callbacks.current.onOrderChanged?.();
    }
  }

  const failure = pay.error ? errorMessage(pay.error, CARD_FAILED) : null;
  // A 402 is the issuer's refusal (nothing charged): another card, or Pix, may still pay the order.
  const refused = pay.error instanceof ApiError && pay.error.status === 402;
  const installments = (order?.installments ?? []).map(toView);

  return {
    /** What the card form of step 4's screen shows, by its props' names. */
    view: {
      values,
      onChange: (field: CardField, value: string) =>
        setValues((current) => ({ ...current, [field]: cardInputValue(field, value) })),
      errors,
      brand: savedCardToken ? null : typedBrand(values.numero),
      installments,
      parcelas,
      onParcelasChange: setParcelas,
      savedCards: savedCards.map((card) => ({ token: card.token, label: card.label })),
      savedCardToken,
      onSavedCardChange: setSavedCardToken,
      submitting: pay.pending,
      onSubmit: () => void submit(),
      status: refused ? ('refused' as const) : reproved ? ('reproved' as const) : status,
      message: reproved ? REPROVED : (failure ?? message),
      simulateAvailable: status === 'analysis' && paymentId?.startsWith('pay_local_') === true,
      simulating: confirm.pending,
      onSimulate: (result: 'approve' | 'reprove') => void simulate(result),
    },
  };
}
