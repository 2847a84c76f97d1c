import type { Schemas } from '@bilheteria/api-client';
import { paymentMethodLabel } from '@bilheteria/rules';
import type { Order } from '../../db/schema';
import { centsToReais } from './money';

export { orderInstallments, toInstallment, type InstallmentSettings } from '../../lib/installments';

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
