import type { Schemas } from '@bilheteria/api-client';

/*
 * The payment provider behind Pix: Asaas when ASAAS_API_KEY is set, else the local provider, which runs the
 * whole journey offline. Both confirm payments through the same webhook, in Asaas's event shape.
 */

/** What a provider needs to know of the order it charges. */
export interface PixOrder {
  id: string;
  totalCents: number;
  /** End of the order's hold: no Pix is shown as payable beyond it. */
  expiresAt: Date;
}

/** The payer, as typed in the payment form (already validated). */
export interface PixBuyer {
  name: string;
  email: string;
  /** 11 (CPF) or 14 (CNPJ) digits. */
  cpfCnpj: string;
  /** Digits only, or null. */
  phone: string | null;
}

export interface PixCharge {
  /** The provider's payment id (`pay_...`), the one its webhook events name. */
  paymentId: string;
  /** The Pix BR Code ("copia e cola"). */
  copiaECola: string;
  /** The QR code as a bare base64 PNG. */
  qrCodeBase64: string;
  /** Until when the screen offers this Pix: 10 minutes (spec §9), never beyond the order's hold. */
  expiracao: Date;
}

/** A webhook event, as the payment flow reads it. */
export interface PaymentEvent {
  /** The provider's event id: recorded under a unique constraint, so a redelivery changes nothing. */
  eventId: string;
  type: string;
  paymentId: string | null;
  /** Our order id, as the charge's `externalReference`. */
  externalReference: string | null;
  /** Amount of the payment in cents, when the event carries one. */
  valueCents: number | null;
}

export interface PaymentProvider {
  readonly name: 'local' | 'asaas';
  /**
   * Whether a charge stays payable until paid or deleted (Asaas: a dynamic Pix QR code lasts 12 months past its
   * due date). Then generating the Pix again hands out the order's active charge instead of creating a second
   * way to pay the same order.
   */
  readonly reusesActiveCharge: boolean;
  createPix(order: PixOrder, buyer: PixBuyer, now: Date): Promise<PixCharge>;
  /** Withdraws a charge that must not be paid any more (best effort: a late payment is still handled). */
  cancelPix(paymentId: string): Promise<void>;
  parseWebhook(body: Schemas['AsaasWebhookEvent']): PaymentEvent;
}

/** Pix countdown of the payment screen (spec §9: 10 minutes). */
export const PIX_DISPLAY_MINUTES = 10;

/** Until when a Pix created at `now` is offered: 10 minutes, never beyond the order's hold (nor `limit`). */
export function pixDeadline(now: Date, order: PixOrder, limit?: Date): Date {
  const candidates = [now.getTime() + PIX_DISPLAY_MINUTES * 60_000, order.expiresAt.getTime()];
  if (limit && !Number.isNaN(limit.getTime())) candidates.push(limit.getTime());
  return new Date(Math.min(...candidates));
}

/** Both providers speak Asaas's webhook shape: `{ id, event, payment: { id, externalReference, value, status } }`. */
export function parseAsaasEvent(body: Schemas['AsaasWebhookEvent']): PaymentEvent {
  const value = body.payment?.value;
  return {
    eventId: body.id,
    type: body.event,
    paymentId: body.payment?.id ?? null,
    externalReference: body.payment?.externalReference ?? null,
    valueCents: typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null,
  };
}
