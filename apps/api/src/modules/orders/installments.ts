import type { Schemas } from '@bilheteria/api-client';
import { installmentOptions, paymentMethodLabel, type InstallmentOption } from '@bilheteria/rules';
import type { Order } from '../../db/schema';
import { centsToReais } from './money';

/*
 * Card installments of an amount (issue #27): the one function of @bilheteria/rules with this server's settings
 * (INSTALLMENTS_FREE, INSTALLMENT_RATE) and the event's maximum. The quote, the order and the card charge all ask
 * here, so the buyer is charged exactly what the quote showed.
 */

export interface InstallmentSettings {
  interestFree: number;
  monthlyRatePercent: number;
}

export function orderInstallments(
  totalCents: number,
  maxInstallments: number,
  settings: InstallmentSettings,
): InstallmentOption[] {
  return installmentOptions(totalCents, { maxInstallments, ...settings });
}

export const toInstallment = (option: InstallmentOption): Schemas['Installment'] => ({
  count: option.count,
  value: centsToReais(option.valueCents),
  total: centsToReais(option.totalCents),
  interestFree: option.interestFree,
});

/** How a paid (or refunded) order was paid, or null while no payment was applied. */
export function toOrderPaymentMethod(
  order: Pick<
    Order,
    'paidAt' | 'paymentMethod' | 'installments' | 'installmentValueCents' | 'interestCents' | 'totalCents'
  >,
): Schemas['OrderPaymentMethod'] {
  if (!order.paidAt || order.totalCents === 0) return null;
  const card = order.paymentMethod === 'card';
  const installments =
    card && order.installments && order.installmentValueCents !== null
      ? { count: order.installments, valueCents: order.installmentValueCents }
      : null;
  return {
    method: card ? 'card' : 'pix',
    installments: installments?.count ?? null,
    installmentValue: installments ? centsToReais(installments.valueCents) : null,
    interest: centsToReais(order.interestCents),
    label: paymentMethodLabel(card ? 'card' : 'pix', installments),
  };
}
