import { brandFromAsaas, centsToReais } from '@bilheteria/rules';
import { HttpError } from '../../http/errors';
import {
  AsaasRejected,
  AsaasUnavailable,
  AsaasUnexpected,
  type AsaasClient,
  type AsaasList,
} from './asaas-client';
import { paymentMessages } from './messages';
import { CardRefused, type CardChargeRequest, type CardChargeResult, type CardProvider } from './provider';

/*
 * Card charges at Asaas (issue #27): `POST /payments` with `billingType: CREDIT_CARD`, the card (`creditCard`) or
 * a token of it (`creditCardToken`), `creditCardHolderInfo`, the buyer's `remoteIp`, and the installments
 * (`installmentCount` with `totalValue` when interest-free, so Asaas splits the order's total; with
 * `installmentValue` when the buyer pays interest; `value` for 1x). Asaas answers the first installment's payment:
 * CONFIRMED (approved) or AWAITING_RISK_ANALYSIS, with `installment` (the plan's id) and `creditCard` (last four
 * digits, brand, token). A decline is a 400 and leaves no charge behind.
 *
 * The POST is never retried blindly: after a timeout or a 5xx the order's card charges are looked up (GET
 * /payments?externalReference=), and the charge found is the answer; only when none exists is the buyer told to
 * try again — and the next try looks it up again first (`findCardCharge`).
 */

interface AsaasCardPayment {
  id: string;
  status?: string;
  billingType?: string;
  deleted?: boolean;
  installment?: string | null;
  creditCard?: { creditCardNumber?: string; creditCardBrand?: string; creditCardToken?: string } | null;
}

const LIVE_STATUSES: Record<string, CardChargeResult['status']> = {
  CONFIRMED: 'paid',
  RECEIVED: 'paid',
  AWAITING_RISK_ANALYSIS: 'analysis',
};

/** The São Paulo calendar day of `date`, as Asaas's `dueDate` (YYYY-MM-DD). */
const saoPauloDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);

function toResult(payment: AsaasCardPayment): CardChargeResult | null {
  const status = payment.status ? LIVE_STATUSES[payment.status] : undefined;
  if (!status || payment.deleted || typeof payment.id !== 'string') return null;
  const last4 = payment.creditCard?.creditCardNumber?.slice(-4);
  return {
    status,
    paymentId: payment.id,
    installmentId: typeof payment.installment === 'string' ? payment.installment : null,
    brand: brandFromAsaas(payment.creditCard?.creditCardBrand),
    last4: last4 && /^\d{4}$/.test(last4) ? last4 : null,
    token: payment.creditCard?.creditCardToken ?? null,
  };
}

/** The installments as Asaas wants them. */
function installmentFields({ installment, order }: CardChargeRequest) {
  if (installment.count === 1) return { value: centsToReais(order.totalCents) };
  return installment.interestFree
    ? { installmentCount: installment.count, totalValue: centsToReais(order.totalCents) }
    : { installmentCount: installment.count, installmentValue: centsToReais(installment.valueCents) };
}

/**
 * The organizer's share as Asaas's `split` (issue #31). Paid at once (1x), `fixedValue` is the share; in
 * installments Asaas applies a `fixedValue` to every installment, so the share of the whole plan goes as
 * `totalFixedValue`, which Asaas divides among the installments itself (the last one takes the remainder).
 */
export function cardSplitOf({ split, installment }: CardChargeRequest) {
  if (!split || split.fixedValueCents <= 0) return {};
  const value = centsToReais(split.fixedValueCents);
  return {
    split: [
      installment.count === 1
        ? { walletId: split.walletId, fixedValue: value }
        : { walletId: split.walletId, totalFixedValue: value },
    ],
  };
}

function cardFields({ card }: CardChargeRequest) {
  if (card.kind === 'token') return { creditCardToken: card.token };
  return {
    creditCard: {
      holderName: card.holderName,
      number: card.number,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      ccv: card.ccv,
    },
  };
}

/** What the buyer hears when Asaas could not be reached and no charge of the order exists there. */
const unavailable = () => new HttpError(503, paymentMessages.cardUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE');

export function createAsaasCard({ call, retrying, budget, customerFor }: AsaasClient): CardProvider {
  async function chargesOf(deadline: number, orderId: string): Promise<CardChargeResult | null> {
    const query = new URLSearchParams({ externalReference: orderId, billingType: 'CREDIT_CARD' });
    const list = await call<AsaasList<AsaasCardPayment>>(deadline, 'GET', `/payments?${query}`);
    for (const payment of list.data ?? []) {
      if (payment.billingType && payment.billingType !== 'CREDIT_CARD') continue;
      const result = toResult(payment);
      if (result) return result;
    }
    return null;
  }

  return {
    async findCardCharge(orderId) {
      const deadline = budget();
      try {
        return await retrying(deadline, () => chargesOf(deadline, orderId));
      } catch {
        // Not knowing is not "none": charging again now could charge twice.
        throw unavailable();
      }
    },

    async createCardCharge(request) {
      const deadline = budget();
      const { holder } = request;
      let payment: AsaasCardPayment;
      try {
        const customer = await retrying(deadline, () =>
          customerFor(deadline, { ...holder, phone: holder.phone }),
        );
        payment = await call<AsaasCardPayment>(deadline, 'POST', '/payments', {
          customer,
          billingType: 'CREDIT_CARD',
          dueDate: saoPauloDay(new Date()),
          description: `Bilheteria — pedido ${request.order.id}`,
          externalReference: request.order.id,
          ...installmentFields(request),
          ...cardSplitOf(request),
          ...cardFields(request),
          creditCardHolderInfo: {
            name: holder.name,
            email: holder.email,
            cpfCnpj: holder.cpfCnpj,
            postalCode: holder.postalCode,
            addressNumber: holder.addressNumber,
            phone: holder.phone,
          },
          remoteIp: request.remoteIp,
        });
      } catch (error) {
        if (error instanceof AsaasRejected && error.status === 400) {
          const reasons = error.errors.map((item) => item.description?.trim()).filter(Boolean);
          throw new CardRefused(reasons.join(' ') || paymentMessages.cardRefused);
        }
        if (error instanceof AsaasUnavailable || error instanceof AsaasUnexpected) {
          // The charge may have gone through before the answer was lost: look before telling the buyer anything.
          const found = await chargesOf(budget(), request.order.id).catch(() => null);
          if (found) return found;
          throw unavailable();
        }
        throw new HttpError(502, paymentMessages.cardUnavailable, 'PAYMENT_PROVIDER_ERROR');
      }
      const result = toResult(payment);
      if (!result) throw new CardRefused(paymentMessages.cardRefused);
      return result;
    },
  };
}
