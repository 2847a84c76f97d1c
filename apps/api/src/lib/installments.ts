import type { Schemas } from '@bilheteria/api-client';
import { centsToReais, installmentOptions, type InstallmentOption } from '@bilheteria/rules';

/*
 * Card installments of an amount (issue #27): the one function of @bilheteria/rules with this server's settings
 * (INSTALLMENTS_FREE, INSTALLMENT_RATE) and the event's maximum. The quote, the order and the card charge all ask
 * here, so the buyer is charged exactly what the quote showed. It lives in lib/ because events (the event page's
 * "em até 12x") and orders both ask it, and neither may import the other.
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
