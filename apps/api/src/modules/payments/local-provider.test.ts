import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { createLocalProvider } from './local-provider';

/** pngjs ships no types; this is the one function the test uses. */
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), as the BR Code manual defines field 63: written here independently. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const pix = { key: 'pix@bilheteria.local', merchantName: 'Bilheteria Ingressos', merchantCity: 'São Paulo' };
const now = new Date('2030-06-01T15:00:00Z');
const order = {
  id: '3f2b8c1e-5d4a-4f6b-9a7c-1e2d3c4b5a69',
  totalCents: 41050,
  expiresAt: new Date(now.getTime() + 15 * 60_000),
};
const buyer = { name: 'Maria', email: 'maria@example.com', cpfCnpj: '52998224725', phone: null };

describe('local Pix provider', () => {
  it('builds a valid BR Code (checked by another library) for the order amount and a txid tied to the payment id', async () => {
    const charge = await createLocalProvider(pix).createCharge(order, buyer, now);
    expect(charge.paymentId).toMatch(/^pay_local_[0-9a-f]{24}$/);

    const parsed = parsePix(charge.copiaECola);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'pix@bilheteria.local',
      merchantName: 'Bilheteria Ingressos',
      merchantCity: 'Sao Paulo',
      transactionAmount: 410.5,
      transactionCurrency: '986',
      countryCode: 'BR',
      txid: charge.paymentId.slice('pay_local_'.length),
    });

    const body = charge.copiaECola.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(charge.copiaECola.slice(-4)).toBe(crc16(body));
    const tampered = charge.copiaECola.replace('410.50', '010.50');
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it('draws the same BR Code as a QR image (bare base64 PNG)', async () => {
    const charge = await createLocalProvider(pix).createCharge(order, buyer, now);
    expect(charge.qrCodeBase64).not.toMatch(/^data:/);
    const image = PNG.sync.read(Buffer.from(charge.qrCodeBase64, 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(charge.copiaECola);
  });

  it('offers the Pix for 10 minutes, never beyond the order hold, and mints a new charge each time', async () => {
    const provider = createLocalProvider(pix);
    const first = await provider.createCharge(order, buyer, now);
    expect(first.expiracao).toEqual(new Date(now.getTime() + 10 * 60_000));
    const late = new Date(now.getTime() + 12 * 60_000);
    const second = await provider.createCharge(order, buyer, late);
    expect(second.expiracao).toEqual(order.expiresAt);
    expect(second.paymentId).not.toBe(first.paymentId);
  });
});

describe('local provider refunds', () => {
  it('confirms a refund at once with its own refunded event, the same for a repeat', async () => {
    const provider = createLocalProvider(pix);
    const event = await provider.refund({ paymentId: 'pay_local_abc', valueCents: 41050 });
    expect(event).toEqual({
      eventId: 'local:pay_local_abc:refunded',
      kind: 'refunded',
      providerType: 'LOCAL_REFUNDED',
      paymentId: 'pay_local_abc',
      orderId: null,
      valueCents: 41050,
    });
    expect(await provider.refund({ paymentId: 'pay_local_abc', valueCents: 41050 })).toEqual(event);
  });
});
