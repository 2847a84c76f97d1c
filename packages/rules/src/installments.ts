/*
 * Installments ("parcelas") of a card payment (issue #27): the one function that decides them. The server puts
 * its result in the quote and the order and charges by it; clients only show what the quote says. Money is
 * integer cents.
 */
import { formatCents } from './money';

/** The organizer's ceiling per event, and Asaas's: 1 to 12 installments. */
export const MAX_INSTALLMENTS = 12;
/** No installment under R$ 5,00 (Asaas's minimum card charge). */
export const MIN_INSTALLMENT_CENTS = 500;

export interface InstallmentPolicy {
  /** The event's `maxInstallments` (1–12). */
  maxInstallments: number;
  /** Counts up to this one carry no interest (INSTALLMENTS_FREE, default 3). */
  interestFree: number;
  /** Monthly rate in percent for the counts beyond (INSTALLMENT_RATE, default 1.99), Price table. */
  monthlyRatePercent: number;
}

export const DEFAULT_INSTALLMENT_POLICY: InstallmentPolicy = {
  maxInstallments: MAX_INSTALLMENTS,
  interestFree: 3,
  monthlyRatePercent: 1.99,
};

export interface InstallmentOption {
  count: number;
  /** One installment, in cents. */
  valueCents: number;
  /** What the buyer pays in all: the order's total when interest-free, else count × value. */
  totalCents: number;
  interestFree: boolean;
}

export const INSTALLMENT_MESSAGES = {
  count: (max: number) =>
    max === 1 ? 'Este evento aceita cartão só à vista (1x).' : `Escolha de 1 a ${max} parcelas.`,
  minimum: 'Cada parcela deve ser de pelo menos R$ 5,00. Escolha menos parcelas.',
  unavailable: 'Pagamento com cartão a partir de R$ 5,00.',
} as const;

const clampCount = (value: number) => Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(value) || 1));

/** One installment of the Price table: PV · i / (1 − (1 + i)^−n), to the cent. */
function priceInstallment(totalCents: number, count: number, monthlyRate: number): number {
  if (monthlyRate <= 0) return Math.ceil(totalCents / count);
  return Math.round((totalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -count));
}

/**
 * Every installment count the buyer may choose for an amount, from 1 up: interest-free up to the policy's
 * `interestFree`, Price table beyond, none under R$ 5,00 each, none past the event's maximum. Empty when the
 * amount is under R$ 5,00 (no card charge at all).
 */
export function installmentOptions(totalCents: number, policy: InstallmentPolicy): InstallmentOption[] {
  const max = clampCount(policy.maxInstallments);
  const free = clampCount(policy.interestFree);
  const rate = Math.max(0, policy.monthlyRatePercent) / 100;
  const options: InstallmentOption[] = [];
  for (let count = 1; count <= max; count += 1) {
    const interestFree = count <= free || rate === 0;
    // Interest-free: the last installment absorbs the odd cents (Asaas splits `totalValue` the same way).
    const valueCents = interestFree
      ? Math.floor(totalCents / count)
      : priceInstallment(totalCents, count, rate);
    if (valueCents < MIN_INSTALLMENT_CENTS) break;
    options.push({
      count,
      valueCents,
      totalCents: interestFree ? totalCents : valueCents * count,
      interestFree,
    });
  }
  return options;
}

/** The message refusing a chosen count of installments for these options, or null when it is one of them. */
export function installmentProblem(
  count: number,
  options: readonly InstallmentOption[],
  maxInstallments: number,
): string | null {
  if (options.length === 0) return INSTALLMENT_MESSAGES.unavailable;
  if (options.some((option) => option.count === count)) return null;
  const max = clampCount(maxInstallments);
  if (!Number.isInteger(count) || count < 1 || count > max) return INSTALLMENT_MESSAGES.count(max);
  return INSTALLMENT_MESSAGES.minimum;
}

/** The installments' interest: what the buyer is charged beyond the order's total (the platform's, not the organizer's). */
export const installmentInterestCents = (chargedCents: number, orderTotalCents: number): number =>
  Math.max(0, chargedCents - orderTotalCents);

/** "em até 12x de R$ 27,50" (with " sem juros" when the longest is): the event page and step 1. */
export function installmentsHeadline(options: readonly InstallmentOption[]): string | null {
  const longest = options.at(-1);
  if (!longest || longest.count < 2) return null;
  const suffix = longest.interestFree ? ' sem juros' : '';
  return `em até ${longest.count}x de ${formatCents(longest.valueCents)}${suffix}`;
}

/** "3x de R$ 50,00 sem juros" / "6x de R$ 26,50 (total R$ 159,00)": one line of the payment's table. */
export function installmentLine(option: InstallmentOption): string {
  const each = `${option.count}x de ${formatCents(option.valueCents)}`;
  if (option.count === 1) return `${each} (à vista)`;
  return option.interestFree ? `${each} sem juros` : `${each} (total ${formatCents(option.totalCents)})`;
}

export type PaymentMethod = 'pix' | 'card';

/** "Pix" / "Cartão de crédito · 3x de R$ 50,00": how a paid order's method reads in My orders, e-mail and report. */
export function paymentMethodLabel(
  method: PaymentMethod,
  installments?: { count: number; valueCents: number } | null,
): string {
  if (method === 'pix') return 'Pix';
  if (!installments) return 'Cartão de crédito';
  return `Cartão de crédito · ${installments.count}x de ${formatCents(installments.valueCents)}`;
}
