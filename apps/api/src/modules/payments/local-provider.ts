import { centsToReais } from '@bilheteria/rules';
import { randomBytes } from 'node:crypto';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { pixDeadline, type PaymentEvent, type PaymentProvider } from './provider';
import { createLocalCard } from './local-card';

/** Payment ids the local provider mints: `pay_local_` + 24 hex characters (the BR Code's txid). */
export const LOCAL_PAYMENT_PREFIX = 'pay_local_';

/**
 * The development provider: a real, valid Pix BR Code (EMV with CRC16-CCITT, built by @brazilian-utils) for the
 * configured key and the order's exact amount, with its QR image, so the journey runs offline. Nobody pays it:
 * "Simular pagamento" confirms it with a `paid` event through the same path as a provider's webhook; a refund is
 * confirmed at once the same way. A new Pix supersedes the previous one, so each generation mints a new charge.
 */
export function createLocalProvider(pix: Config['pix']): PaymentProvider {
  return {
    name: 'local',
    reusesActiveCharge: false,
    ...createLocalCard(() => `${LOCAL_PAYMENT_PREFIX}${randomBytes(12).toString('hex')}`),

    async createCharge(order, _buyer, now) {
      const txid = randomBytes(12).toString('hex');
      const copiaECola = generatePixPayload({
        key: pix.key,
        merchantName: pix.merchantName,
        merchantCity: pix.merchantCity,
        amount: centsToReais(order.totalCents),
        txid,
        description: `Pedido ${order.id.slice(0, 8)}`,
      });
      if (copiaECola === null) throw new Error('PIX_KEY, PIX_MERCHANT_NAME ou PIX_MERCHANT_CITY inválidos.');
      const png = await QRCode.toBuffer(copiaECola, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        scale: 6,
      });
      return {
        paymentId: `${LOCAL_PAYMENT_PREFIX}${txid}`,
        copiaECola,
        qrCodeBase64: png.toString('base64'),
        expiracao: pixDeadline(now, order),
      };
    },

    async cancelCharge() {
      // Nothing outside this database knows a local charge.
    },

    async refund({ paymentId, valueCents }) {
      return localEvent(paymentId, 'refunded', valueCents);
    },
  };
}

/** The event the local provider tells for its own charge: one per charge and kind, so a repeat changes nothing. */
export const localEvent = (
  paymentId: string,
  kind: 'paid' | 'refunded',
  valueCents: number,
): PaymentEvent => ({
  eventId: `local:${paymentId}:${kind}`,
  kind,
  providerType: kind === 'paid' ? 'LOCAL_PAID' : 'LOCAL_REFUNDED',
  paymentId,
  orderId: null,
  valueCents,
});
