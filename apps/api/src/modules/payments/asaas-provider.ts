import { centsToReais, reaisToCents } from '@bilheteria/rules';
import { HttpError } from '../../http/errors';
import { paymentMessages } from './messages';
import type { Schemas } from '@bilheteria/api-client';
import {
  AsaasRejected,
  AsaasUnavailable,
  AsaasUnexpected,
  createAsaasClient,
  type AsaasList,
  type AsaasOptions,
  type AsaasPayment,
  type AsaasPixQrCode,
} from './asaas-client';
import { createAsaasCard } from './asaas-card';
import {
  pixDeadline,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type PixOrder,
  type RefundCharge,
} from './provider';

/*
 * Asaas API v3 (https://docs.asaas.com): the key goes in the `access_token` header; errors come as
 * `{ errors: [{ code, description }] }` with pt-BR descriptions. Creating a Pix is three idempotent steps, each
 * retried on network failures, timeouts and 5xx (never on 4xx):
 *   1. the order's pending charge, if one exists (GET /payments?externalReference=) — a POST that timed out may
 *      have created it, so a retry must find it instead of charging twice;
 *   2. otherwise the customer by CPF/CNPJ (GET /customers?cpfCnpj=, else POST /customers) and a PIX charge
 *      (POST /payments, externalReference = order id);
 *   3. its QR code (GET /payments/{id}/pixQrCode → encodedImage, payload, expirationDate).
 * A charge is withdrawn with DELETE /payments/{id} and refunded with POST /payments/{id}/refund (a card in
 * installments with POST /installments/{id}/refund, the plan its payment names). Card charges: asaas-card.ts. Its webhook
 * events (`{ id, event, payment: { id, externalReference, value } }`) are told in our terms by
 * `parseAsaasWebhook`.
 */

/** Asaas's webhook event names, as our events (anything else only gets recorded). */
const eventKinds: Record<string, PaymentEventKind> = {
  PAYMENT_RECEIVED: 'paid',
  PAYMENT_CONFIRMED: 'paid',
  PAYMENT_REFUNDED: 'refunded',
  // The refund was asked for (by us, or in Asaas's panel): the tickets stop when it is requested.
  PAYMENT_REFUND_IN_PROGRESS: 'refunded',
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'refunded',
  PAYMENT_CHARGEBACK_REQUESTED: 'chargeback',
  PAYMENT_CHARGEBACK_DISPUTE: 'chargeback',
  PAYMENT_DELETED: 'cancelled',
  // A card charge (issue #27): held while Asaas's risk analysis runs, then approved (paid) or reproved.
  PAYMENT_AWAITING_RISK_ANALYSIS: 'analysis',
  PAYMENT_APPROVED_BY_RISK_ANALYSIS: 'paid',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'reproved',
};

/** An Asaas webhook delivery, in our terms. A partial refund is recorded only: the product refunds whole orders. */
export function parseAsaasWebhook(body: Schemas['AsaasWebhookEvent']): PaymentEvent {
  const value = body.payment?.value;
  // A card in installments is one Asaas payment per installment, all naming the plan (`installment: "ins_…"`).
  const installment = (body.payment as { installment?: unknown } | undefined)?.installment;
  return {
    eventId: body.id,
    kind: eventKinds[body.event] ?? 'other',
    providerType: body.event,
    paymentId: body.payment?.id ?? null,
    orderId: body.payment?.externalReference ?? null,
    valueCents: typeof value === 'number' ? reaisToCents(value) : null,
    ...(typeof installment === 'string' && { installmentId: installment }),
  };
}

/** Asaas codes whose meaning the payment form already words (spec §5). */
const knownErrors: Record<string, string> = {
  invalid_cpfCnpj: paymentMessages.cpfCnpj,
  invalid_email: paymentMessages.email,
  invalid_name: paymentMessages.name,
};

/** "2024-03-30 23:59:59" is São Paulo time (UTC-3, no daylight saving since 2019). */
function parseAsaasDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const date = new Date(local ? `${local[1]}T${local[2]}-03:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The São Paulo calendar day of `date`, as Asaas's `dueDate` (YYYY-MM-DD). */
const saoPauloDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);

/** What the client hears when creating the Pix failed. */
export function asaasFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof AsaasRejected && error.status === 400 && error.errors.length > 0) {
    const messages = error.errors.map((item) => (item.code && knownErrors[item.code]) || item.description);
    const text = [...new Set(messages.filter((message): message is string => !!message?.trim()))].join(' ');
    if (text) return new HttpError(400, text, 'PAYMENT_REJECTED');
  }
  if (error instanceof AsaasUnavailable && error.reason !== 'server')
    return new HttpError(503, paymentMessages.pixFailed, 'PAYMENT_PROVIDER_UNAVAILABLE');
  return new HttpError(502, paymentMessages.pixFailed, 'PAYMENT_PROVIDER_ERROR');
}

export type { AsaasOptions };
/** A split of a charge as Asaas answers it (GET /payments/{id}): `id` names it in a refund's `splitRefunds`. */
interface AsaasSplit {
  id?: string;
  walletId?: string;
}

/**
 * Issue #31 point 4: a partial refund names how much of the organizer's split goes back (`splitRefunds`, by the
 * split's id); without it Asaas would take the whole refund from the platform's balance. A whole refund needs none:
 * Asaas reverses every split with it.
 */
export function splitRefundsOf(
  splits: AsaasSplit[] | null | undefined,
  splitRefund: RefundCharge['splitRefund'],
) {
  if (!splitRefund || splitRefund.valueCents <= 0) return {};
  const split = splits?.find((candidate) => candidate.walletId === splitRefund.walletId);
  if (!split?.id) return {};
  return { splitRefunds: [{ id: split.id, value: centsToReais(splitRefund.valueCents) }] };
}

/** The organizer's share as Asaas's `split` (issue #31): its wallet gets it, never the platform's account. */
export const splitOf = (order: PixOrder) =>
  order.split && order.split.fixedValueCents > 0
    ? { split: [{ walletId: order.split.walletId, fixedValue: centsToReais(order.split.fixedValueCents) }] }
    : {};

export function createAsaasProvider(options: AsaasOptions): PaymentProvider {
  const client = createAsaasClient(options);
  const { call, retrying, budget, customerFor } = client;
  const card = createAsaasCard(client);

  async function pendingChargeOf(deadline: number, order: PixOrder): Promise<AsaasPayment | undefined> {
    const query = new URLSearchParams({ externalReference: order.id, status: 'PENDING', billingType: 'PIX' });
    const list = await call<AsaasList<AsaasPayment>>(deadline, 'GET', `/payments?${query}`);
    return list.data?.find(
      (payment) =>
        !payment.deleted &&
        typeof payment.value === 'number' &&
        reaisToCents(payment.value) === order.totalCents,
    );
  }

  async function createCharge(deadline: number, order: PixOrder, customer: string): Promise<AsaasPayment> {
    const payment = await call<AsaasPayment>(deadline, 'POST', '/payments', {
      customer,
      billingType: 'PIX',
      value: centsToReais(order.totalCents),
      dueDate: saoPauloDay(order.expiresAt),
      description: `Bilheteria — pedido ${order.id}`,
      externalReference: order.id,
      ...splitOf(order),
    });
    if (typeof payment.id !== 'string') throw new AsaasUnexpected('POST /payments sem id');
    return payment;
  }

  return {
    name: 'asaas',
    reusesActiveCharge: true,
    ...card,

    async createCharge(order, buyer, now) {
      const deadline = budget();
      try {
        const payment = await retrying(
          deadline,
          async () =>
            (await pendingChargeOf(deadline, order)) ??
            createCharge(deadline, order, await customerFor(deadline, buyer)),
        );
        const qr = await retrying(deadline, () =>
          call<AsaasPixQrCode>(deadline, 'GET', `/payments/${encodeURIComponent(payment.id)}/pixQrCode`),
        );
        if (typeof qr.payload !== 'string' || typeof qr.encodedImage !== 'string')
          throw new AsaasUnexpected('pixQrCode sem payload ou encodedImage');
        return {
          paymentId: payment.id,
          copiaECola: qr.payload,
          qrCodeBase64: qr.encodedImage.replace(/^data:image\/png;base64,/, ''),
          expiracao: pixDeadline(now, order, parseAsaasDate(qr.expirationDate)),
        };
      } catch (error) {
        throw asaasFailure(error);
      }
    },

    async cancelCharge(paymentId) {
      const deadline = budget();
      try {
        await retrying(deadline, () =>
          call(deadline, 'DELETE', `/payments/${encodeURIComponent(paymentId)}`),
        );
      } catch (error) {
        // Already gone (deleted in Asaas's panel, or by an earlier try whose answer was lost): nothing to withdraw.
        if (error instanceof AsaasRejected && error.status === 404) return;
        throw error;
      }
    },

    async refund({ paymentId, valueCents, splitRefund }) {
      // Not retried here on a timeout: the caller keeps the refund `requested` and asks again later, when a
      // lost answer is harmless (Asaas refuses a second refund of a refunded charge with a 400 we record).
      const deadline = budget();
      // A card in installments is refunded as a whole plan (every installment): POST /installments/{id}/refund.
      const payment = await call<{ installment?: string | null; split?: AsaasSplit[] | null }>(
        deadline,
        'GET',
        `/payments/${encodeURIComponent(paymentId)}`,
      );
      if (typeof payment.installment === 'string') {
        await call(deadline, 'POST', `/installments/${encodeURIComponent(payment.installment)}/refund`, {});
        return null;
      }
      await call(deadline, 'POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
        value: centsToReais(valueCents),
        ...splitRefundsOf(payment.split, splitRefund),
      });
      return null;
    },
  };
}
