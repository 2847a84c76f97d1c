import { randomBytes } from 'node:crypto';
import { cardBrand } from '@bilheteria/rules';
import { CardRefused, type CardProvider, type PaymentEvent } from './provider';

/*
 * Cards with the local provider (no ASAAS_API_KEY), as the Asaas sandbox treats its test cards (issue #27): any
 * valid number is approved; 5184 0197 4037 3151 and 4916 5613 5824 0741 are refused; 4000 0000 0000 0002 goes to
 * risk analysis, which the demo's "Simular aprovação" / "Simular reprovação" end through the webhook path
 * (POST /pagamento/local/{paymentId}/confirm?outcome=). A saved card's token is approved.
 */

export const LOCAL_REFUSED_CARDS: readonly string[] = ['5184019740373151', '4916561358240741'];
export const LOCAL_ANALYSIS_CARD = '4000000000000002';

/** The sandbox's words for a declined card. */
export const LOCAL_REFUSAL =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

export function createLocalCard(mintPaymentId: () => string): CardProvider {
  return {
    async createCardCharge(request) {
      // As Asaas refuses a split beyond what it charges: the service decided it wrong, no card is charged.
      if (request.split && request.split.fixedValueCents > request.installment.totalCents)
        throw new Error(
          `split de ${request.split.fixedValueCents} centavos acima da cobrança de ${request.installment.totalCents}`,
        );
      const paymentId = mintPaymentId();
      const installmentId =
        request.installment.count > 1 ? `ins_local_${randomBytes(8).toString('hex')}` : null;
      if (request.card.kind === 'token') {
        return {
          status: 'paid',
          paymentId,
          installmentId,
          brand: null,
          last4: null,
          token: request.card.token,
        };
      }
      const { number } = request.card;
      if (LOCAL_REFUSED_CARDS.includes(number)) throw new CardRefused(LOCAL_REFUSAL);
      return {
        status: number === LOCAL_ANALYSIS_CARD ? 'analysis' : 'paid',
        paymentId,
        installmentId,
        brand: cardBrand(number),
        last4: number.slice(-4),
        token: `tok_local_${randomBytes(12).toString('hex')}`,
      };
    },

    async findCardCharge() {
      // The local provider answers at once and keeps nothing outside this database: nothing can be lost in flight.
      return null;
    },
  };
}

/** The end of a local card's risk analysis, as Asaas would send it: approved (paid) or reproved. */
export const localAnalysisEvent = (
  paymentId: string,
  outcome: 'approve' | 'reprove',
  valueCents: number,
): PaymentEvent => ({
  eventId: `local:${paymentId}:${outcome}`,
  kind: outcome === 'approve' ? 'paid' : 'reproved',
  providerType:
    outcome === 'approve' ? 'PAYMENT_APPROVED_BY_RISK_ANALYSIS' : 'PAYMENT_REPROVED_BY_RISK_ANALYSIS',
  paymentId,
  orderId: null,
  valueCents,
});
