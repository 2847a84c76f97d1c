/*
 * The payment provider behind Pix, in our own terms: create a charge, cancel it, refund it, and what happens to
 * a charge told as our own events. Asaas when ASAAS_API_KEY is set (asaas-provider.ts translates Asaas's shapes
 * both ways); else the local provider, which runs the whole journey offline.
 */

/** What a provider needs to know of the order it charges. */
export interface PixOrder {
  id: string;
  totalCents: number;
  /** End of the order's hold: no Pix is shown as payable beyond it. */
  expiresAt: Date;
  /** The organizer's share, sent with the charge (issue #31); absent when the platform keeps it all. */
  split?: ChargeSplit | null;
}

/** What Asaas's `split: [{ walletId, fixedValue }]` sends to the organizer's wallet (issue #31). */
export interface ChargeSplit {
  walletId: string;
  fixedValueCents: number;
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
  /** The provider's payment id (`pay_...`), the one its events name. */
  paymentId: string;
  /** The Pix BR Code ("copia e cola"). */
  copiaECola: string;
  /** The QR code as a bare base64 PNG. */
  qrCodeBase64: string;
  /** Until when the screen offers this Pix: 10 minutes (spec §9), never beyond the order's hold. */
  expiracao: Date;
}

/**
 * What happened to a charge: its money arrived (`paid`), went back (`refunded`), was disputed by the payer's bank
 * (`chargeback`), or the charge was withdrawn before being paid (`cancelled`). `other` is recorded and changes
 * nothing (a charge created, updated, overdue...).
 */
export type PaymentEventKind =
  | 'paid'
  | 'refunded'
  | 'chargeback'
  | 'cancelled'
  /** A card charge went to the provider's risk analysis (its order stays held until it ends). */
  | 'analysis'
  /** The risk analysis refused a card charge: its order is cancelled and its stock given back. */
  | 'reproved'
  | 'other';

export interface PaymentEvent {
  /** The provider's id of this event: recorded under a unique constraint, so a redelivery changes nothing. */
  eventId: string;
  kind: PaymentEventKind;
  /** The provider's own name for it (PAYMENT_RECEIVED...), for the record. */
  providerType: string;
  paymentId: string | null;
  /** Our order id, as the charge carries it. */
  orderId: string | null;
  /** Amount of the payment in cents, when the event carries one. */
  valueCents: number | null;
  /** The installment plan the payment belongs to (a card in installments: one payment per installment). */
  installmentId?: string | null;
}

export interface PaymentProvider extends CardProvider {
  readonly name: 'local' | 'asaas';
  /**
   * Whether a charge stays payable until paid or deleted (Asaas: a dynamic Pix QR code lasts 12 months past its
   * due date). Then generating the Pix again hands out the order's active charge instead of creating a second
   * way to pay the same order.
   */
  readonly reusesActiveCharge: boolean;
  createCharge(order: PixOrder, buyer: PixBuyer, now: Date): Promise<PixCharge>;
  /** Withdraws a charge that must not be paid any more (a late payment is still handled, and refused). */
  cancelCharge(paymentId: string): Promise<void>;
  /**
   * Asks for a paid charge's money back. The provider confirms with a `refunded` event: later through its
   * webhook (Asaas), or at once as the returned event, which takes the same path (local).
   */
  refund(charge: RefundCharge): Promise<PaymentEvent | null>;
}

/** A refund asked of the provider: the charge, how much goes back, and the organizer's part of a partial one. */
export interface RefundCharge {
  paymentId: string;
  valueCents: number;
  /**
   * Issue #31: what of a partial refund comes out of the organizer's wallet (Asaas's `splitRefunds`). Absent for a
   * whole refund, which the provider reverses with the whole split by itself, and for a charge without a split.
   */
  splitRefund?: { walletId: string; valueCents: number } | null;
}

/** Pix countdown of the payment screen (spec §9: 10 minutes). */
export const PIX_DISPLAY_MINUTES = 10;

/** Until when a Pix created at `now` is offered: 10 minutes, never beyond the order's hold (nor `limit`). */
export function pixDeadline(now: Date, order: PixOrder, limit?: Date): Date {
  const candidates = [now.getTime() + PIX_DISPLAY_MINUTES * 60_000, order.expiresAt.getTime()];
  if (limit && !Number.isNaN(limit.getTime())) candidates.push(limit.getTime());
  return new Date(Math.min(...candidates));
}

/** A card charge (issue #27): what the provider needs. The number and CVV live only in this object, once. */
export interface CardChargeRequest {
  order: { id: string; totalCents: number };
  /** The installments chosen, as the quote showed them (orders/installments.ts). */
  installment: { count: number; valueCents: number; totalCents: number; interestFree: boolean };
  card:
    | {
        kind: 'new';
        holderName: string;
        number: string;
        expiryMonth: string;
        /** Four digits. */
        expiryYear: string;
        ccv: string;
      }
    | { kind: 'token'; token: string };
  holder: {
    name: string;
    email: string;
    cpfCnpj: string;
    postalCode: string;
    addressNumber: string;
    phone: string;
  };
  /** The buyer's address as TRUST_PROXY resolves it (Asaas's antifraud wants the payer's, never ours). */
  remoteIp: string;
  /**
   * The organizer's share of the whole charge (issue #31), decided once by payouts.decideSplit; absent when the
   * platform keeps it all. Installment interest is never in it: it stays with the platform.
   */
  split?: ChargeSplit | null;
}

export interface CardChargeResult {
  /** `paid`: approved; `analysis`: in the provider's risk analysis, decided later by a webhook event. */
  status: 'paid' | 'analysis';
  /** The provider's id of the (first installment's) payment. */
  paymentId: string;
  /** The provider's id of the installment plan (Asaas `installment`), whose payments all name it; else null. */
  installmentId: string | null;
  /** What is kept of the card: brand (@bilheteria/rules CardBrand), last four digits, the provider's token. */
  brand: string | null;
  last4: string | null;
  token: string | null;
}

/** The card was refused (Asaas answers 400 and keeps no charge): `message` says why, in pt-BR. */
export class CardRefused extends Error {
  override name = 'CardRefused';
}

export interface CardProvider {
  /** Charges a card; throws CardRefused on a decline and an HttpError (503) when the provider cannot be reached. */
  createCardCharge(request: CardChargeRequest): Promise<CardChargeResult>;
  /**
   * The order's card charge the provider already has (approved or in analysis), or null: asked before charging
   * again, so a retry after a timeout whose charge went through never charges twice.
   */
  findCardCharge(orderId: string): Promise<CardChargeResult | null>;
}
