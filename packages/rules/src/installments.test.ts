import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_POLICY,
  installmentLine,
  installmentOptions,
  installmentProblem,
  installmentsHeadline,
  INSTALLMENT_MESSAGES,
  paymentMethodLabel,
} from './installments';
import { formatCents } from './money';

const policy = DEFAULT_INSTALLMENT_POLICY;

describe('installmentOptions', () => {
  it('offers 1 to 12, interest-free up to 3, then the Price table at 1.99 % a month', () => {
    const options = installmentOptions(100_000, policy);
    expect(options.map((option) => option.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options[0]).toEqual({ count: 1, valueCents: 100_000, totalCents: 100_000, interestFree: true });
    // Interest-free: the total is the order's, the odd cent goes to the last installment.
    expect(options[2]).toEqual({ count: 3, valueCents: 33_333, totalCents: 100_000, interestFree: true });
    // R$ 1.000,00 in 12x at 1.99 %: 1000 · 0.0199 / (1 − 1.0199^−12) = 94.50 (a financial calculator agrees).
    expect(options[11]).toEqual({ count: 12, valueCents: 9_450, totalCents: 113_400, interestFree: false });
    expect(options[3]).toEqual({ count: 4, valueCents: 26_256, totalCents: 105_024, interestFree: false });
  });

  it('stops before an installment under R$ 5,00 and offers nothing under R$ 5,00 in all', () => {
    expect(installmentOptions(1_500, policy).map((option) => option.count)).toEqual([1, 2, 3]);
    expect(installmentOptions(1_499, policy).map((option) => option.count)).toEqual([1, 2]);
    expect(installmentOptions(500, policy).map((option) => option.count)).toEqual([1]);
    expect(installmentOptions(499, policy)).toEqual([]);
  });

  it("follows the event's maximum (clamped to 1–12), the free count and the rate given", () => {
    expect(installmentOptions(100_000, { ...policy, maxInstallments: 6 })).toHaveLength(6);
    expect(installmentOptions(100_000, { ...policy, maxInstallments: 1 })).toHaveLength(1);
    expect(installmentOptions(100_000, { ...policy, maxInstallments: 40 })).toHaveLength(12);
    expect(installmentOptions(100_000, { ...policy, maxInstallments: 0 })).toHaveLength(1);
    const allFree = installmentOptions(120_000, { ...policy, interestFree: 12 });
    expect(allFree.every((option) => option.interestFree && option.totalCents === 120_000)).toBe(true);
    const noRate = installmentOptions(120_000, { ...policy, monthlyRatePercent: 0 });
    expect(noRate[11]).toEqual({ count: 12, valueCents: 10_000, totalCents: 120_000, interestFree: true });
  });
});

describe('installmentProblem', () => {
  const options = installmentOptions(1_500, { ...policy, maxInstallments: 6 });
  it('accepts an offered count', () => {
    expect(installmentProblem(3, options, 6)).toBeNull();
  });
  it("refuses a count past the event's maximum, under R$ 5,00 each, or when the card is not offered", () => {
    expect(installmentProblem(7, options, 6)).toBe('Escolha de 1 a 6 parcelas.');
    expect(installmentProblem(0, options, 6)).toBe('Escolha de 1 a 6 parcelas.');
    expect(installmentProblem(1.5, options, 6)).toBe('Escolha de 1 a 6 parcelas.');
    expect(installmentProblem(4, options, 6)).toBe(INSTALLMENT_MESSAGES.minimum);
    expect(installmentProblem(1, [], 6)).toBe(INSTALLMENT_MESSAGES.unavailable);
    expect(installmentProblem(2, installmentOptions(10_000, { ...policy, maxInstallments: 1 }), 1)).toBe(
      'Este evento aceita cartão só à vista (1x).',
    );
  });
});

describe('texts', () => {
  it('formats cents as reais with a plain space and thousands dots', () => {
    expect(formatCents(5_000)).toBe('R$ 50,00');
    expect(formatCents(123_456_789)).toBe('R$ 1.234.567,89');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(-1_999)).toBe('-R$ 19,99');
  });

  it('says the longest choice on the event page and each line of the table', () => {
    expect(installmentsHeadline(installmentOptions(33_000, policy))).toBe('em até 12x de R$ 31,19');
    expect(installmentsHeadline(installmentOptions(15_000, { ...policy, maxInstallments: 3 }))).toBe(
      'em até 3x de R$ 50,00 sem juros',
    );
    expect(installmentsHeadline(installmentOptions(900, policy))).toBeNull();
    const [one, , three, four] = installmentOptions(15_000, policy);
    expect(installmentLine(one!)).toBe('1x de R$ 150,00 (à vista)');
    expect(installmentLine(three!)).toBe('3x de R$ 50,00 sem juros');
    expect(installmentLine(four!)).toBe('4x de R$ 39,38 (total R$ 157,52)');
  });

  it('names how an order was paid', () => {
    expect(paymentMethodLabel('pix')).toBe('Pix');
    expect(paymentMethodLabel('card', { count: 3, valueCents: 5_000 })).toBe(
      'Cartão de crédito · 3x de R$ 50,00',
    );
    expect(paymentMethodLabel('card', null)).toBe('Cartão de crédito');
  });
});
