import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, startFakeAsaas } from '../../../test/fake-asaas';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { orders, payments, tickets } from '../../db/schema';
import { createAsaasProvider, parseAsaasWebhook } from './asaas-provider';

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());

const clock = testClock();

describeEachDatabase(
  'payments (Asaas provider)',
  (ctx) => {
    let buyer: TestUser;
    let orderId: string;

    const db = () => ctx.database.db;
    const createPix = (payload: object) =>
      ctx.inject({ method: 'POST', url: '/api/pagamento/asaas/pix', headers: bearer(buyer.token), payload });
    const storedPayments = () => db().select().from(payments).where(eq(payments.orderId, orderId));
    const orderRow = async () => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      const organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 20 },
      ]);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ticketTypeId: event.typeIds[0]!, quantity: 2, price: 80.25 }]),
      });
      orderId = created.json()._id;
      asaas.reset();
    });

    it('creates the customer and a PIX charge for the order, and answers its QR code', async () => {
      const response = await createPix(pixInput(orderId, 160.5, { cpfCnpj: '11.222.333/0001-81' }));
      expect(response.statusCode).toBe(200);
      const charge = response.json();
      const created = asaas.charges.at(-1)!;
      expect(charge).toEqual({
        paymentId: created.id,
        qrCodeBase64: Buffer.from(`png of ${String(created.id)}`).toString('base64'),
        copiaECola: expect.stringContaining(`pix.asaas.com/qr/cobv/${String(created.id)}`),
        expiracao: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
        provider: 'asaas',
      });
      expect(asaas.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v3/payments',
        'GET /v3/customers',
        'POST /v3/customers',
        'POST /v3/payments',
        `GET /v3/payments/${String(created.id)}/pixQrCode`,
      ]);
      for (const request of asaas.requests) {
        expect(request.headers.access_token).toBe(API_KEY);
        expect(request.headers['user-agent']).toBe('bilheteria');
      }
      expect(asaas.requests[0]!.query.get('externalReference')).toBe(orderId);
      expect(asaas.requests[1]!.query.get('cpfCnpj')).toBe('11222333000181');
      expect(asaas.requests[2]!.body).toEqual({
        name: 'Maria da Silva',
        cpfCnpj: '11222333000181',
        email: 'maria@example.com',
        mobilePhone: '85988887777',
        notificationDisabled: true,
      });
      expect(asaas.requests[3]!.body).toEqual({
        customer: asaas.customers.at(-1)!.id,
        billingType: 'PIX',
        value: 160.5,
        dueDate: '2030-06-01',
        description: `Bilheteria — pedido ${orderId}`,
        externalReference: orderId,
      });
      const [stored] = await storedPayments();
      expect(stored).toMatchObject({
        provider: 'asaas',
        providerPaymentId: created.id,
        status: 'pending',
        valueCents: 16050,
      });
      expect(await orderRow()).toMatchObject({ buyerCpfCnpj: '11222333000181', buyerPhone: '85988887777' });
    });

    it('regenerating hands out the same charge (one way to pay) with a new deadline', async () => {
      const first = (await createPix(pixInput(orderId, 160.5))).json();
      asaas.reset();
      clock.advanceMinutes(11);
      const second = (await createPix(pixInput(orderId, 160.5))).json();
      expect(second.paymentId).toBe(first.paymentId);
      expect(second.copiaECola).toBe(first.copiaECola);
      expect(second.expiracao).toBe(new Date(clock.now().getTime() + 4 * 60_000).toISOString());
      expect(asaas.requests).toHaveLength(0);
      expect(await storedPayments()).toHaveLength(1);
    });

    it('maps Asaas 400 errors to pt-BR messages for the client, storing nothing', async () => {
      asaas.fail('POST /v3/customers', {
        status: 400,
        body: { errors: [{ code: 'invalid_cpfCnpj', description: 'O CPF/CNPJ informado é inválido.' }] },
      });
      const cpf = await createPix(pixInput(orderId, 160.5));
      expect(cpf.statusCode).toBe(400);
      expect(cpf.json()).toEqual({
        message: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
        code: 'PAYMENT_REJECTED',
      });

      asaas.fail('POST /v3/payments', {
        status: 400,
        body: {
          errors: [{ code: 'invalid_value', description: 'O valor da cobrança deve ser no mínimo R$ 5,00.' }],
        },
      });
      const value = await createPix(pixInput(orderId, 160.5));
      expect(value.statusCode).toBe(400);
      expect(value.json()).toEqual({
        message: 'O valor da cobrança deve ser no mínimo R$ 5,00.',
        code: 'PAYMENT_REJECTED',
      });
      expect(asaas.calls('POST /v3/payments')).toHaveLength(1);
      expect(await storedPayments()).toHaveLength(0);
      expect((await orderRow()).buyerCpfCnpj).toBeNull();
    });

    it('retries 5xx answers and finds a charge an ambiguous failure already created (no second charge)', async () => {
      asaas.fail('POST /v3/payments', { status: 503 }, { status: 500, afterApplying: true });
      const response = await createPix(pixInput(orderId, 160.5));
      expect(response.statusCode).toBe(200);
      expect(asaas.calls('POST /v3/payments')).toHaveLength(2);
      const mine = asaas.charges.filter((charge) => charge.externalReference === orderId);
      expect(mine).toHaveLength(1);
      expect(response.json().paymentId).toBe(mine[0]!.id);
      expect(await storedPayments()).toHaveLength(1);
    });

    it('answers "Falha ao gerar Pix." when Asaas keeps failing, with nothing half-written', async () => {
      asaas.fail('GET /v3/payments', { status: 502 }, { status: 502 }, { status: 502 });
      const failing = await createPix(pixInput(orderId, 160.5));
      expect(failing.statusCode).toBe(502);
      expect(failing.json()).toEqual({ message: 'Falha ao gerar Pix.', code: 'PAYMENT_PROVIDER_ERROR' });
      expect(asaas.calls('GET /v3/payments')).toHaveLength(3);
      expect(await storedPayments()).toHaveLength(0);
    });

    it('gives up within its budget (ASAAS_TIMEOUT_MS for the whole request) with 503 "Falha ao gerar Pix.", storing nothing', async () => {
      asaas.fail('POST /v3/payments', 'hang', 'hang', 'hang');
      const response = await createPix(pixInput(orderId, 160.5));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Falha ao gerar Pix.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      // 1500 ms: two calls of 500 ms and a 300 ms pause fit, a third would not (3 × 10 s before the budget).
      expect(asaas.calls('POST /v3/payments')).toHaveLength(2);
      expect(await storedPayments()).toHaveLength(0);
      expect(await orderRow()).toMatchObject({ status: 'pending', buyerCpfCnpj: null, buyerPhone: null });
    });

    it('answers 502 when Asaas refuses the request for a reason the buyer cannot fix (API key)', async () => {
      asaas.fail('GET /v3/payments', {
        status: 401,
        body: {
          errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
        },
      });
      const response = await createPix(pixInput(orderId, 160.5));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Falha ao gerar Pix.', code: 'PAYMENT_PROVIDER_ERROR' });
      expect(asaas.calls('GET /v3/payments')).toHaveLength(1);
    });

    it('pays the order when Asaas confirms the charge; the local confirmation route does not exist', async () => {
      const charge = (await createPix(pixInput(orderId, 160.5))).json();
      const local = await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${charge.paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      expect(local.statusCode).toBe(404);

      const webhook = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_${randomBytes(8).toString('hex')}&1`,
          event: 'PAYMENT_RECEIVED',
          payment: {
            object: 'payment',
            id: charge.paymentId,
            value: 160.5,
            status: 'RECEIVED',
            externalReference: orderId,
          },
        },
      });
      expect(webhook.statusCode).toBe(200);
      expect((await orderRow()).status).toBe('paid');
      expect(await db().select().from(tickets).where(eq(tickets.orderId, orderId))).toHaveLength(2);
    });

    it('cancelling a pending order deletes its charge at Asaas', async () => {
      const charge = (await createPix(pixInput(orderId, 160.5))).json();
      asaas.reset();
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().status).toBe('cancelled');
      expect(asaas.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `DELETE /v3/payments/${String(charge.paymentId)}`,
      ]);
      expect((await storedPayments())[0]!.status).toBe('deleted');
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '1500' },
    app: { now: clock.now },
  },
);

describe('Asaas adapter refunds', () => {
  const provider = createAsaasProvider({ apiKey: API_KEY, baseUrl: asaas.url, timeoutMs: 1000 });

  it('asks Asaas for the money back (POST /payments/{id}/refund) and waits for its webhook', async () => {
    asaas.reset();
    asaas.charges.push({ object: 'payment', id: 'pay_refundable', status: 'RECEIVED', value: 160.5 });
    expect(await provider.refund({ paymentId: 'pay_refundable', valueCents: 16050 })).toBeNull();
    expect(asaas.calls('POST /v3/payments/pay_refundable/refund')[0]!.body).toEqual({ value: 160.5 });
    expect(asaas.charges[0]!.status).toBe('REFUNDED');
  });

  it("fails with Asaas's own reason when it refuses the refund", async () => {
    asaas.reset();
    asaas.charges.push({ object: 'payment', id: 'pay_pending', status: 'PENDING', value: 160.5 });
    await expect(provider.refund({ paymentId: 'pay_pending', valueCents: 16050 })).rejects.toThrow(
      'Só é possível estornar cobranças recebidas ou confirmadas.',
    );
  });
});

describe('Asaas webhook events in our terms', () => {
  const body = (event: string) => ({
    id: 'evt_1',
    event,
    payment: { object: 'payment', id: 'pay_1', value: 160.5, status: 'X', externalReference: 'o1' },
  });

  it.each([
    ['PAYMENT_RECEIVED', 'paid'],
    ['PAYMENT_CONFIRMED', 'paid'],
    ['PAYMENT_REFUNDED', 'refunded'],
    ['PAYMENT_REFUND_IN_PROGRESS', 'refunded'],
    ['PAYMENT_CHARGEBACK_REQUESTED', 'chargeback'],
    ['PAYMENT_CHARGEBACK_DISPUTE', 'chargeback'],
    ['PAYMENT_DELETED', 'cancelled'],
    ['PAYMENT_PARTIALLY_REFUNDED', 'other'],
    ['PAYMENT_CREATED', 'other'],
  ])('%s is %s', (event, kind) => {
    expect(parseAsaasWebhook(body(event))).toEqual({
      eventId: 'evt_1',
      kind,
      providerType: event,
      paymentId: 'pay_1',
      orderId: 'o1',
      valueCents: 16050,
    });
  });
});
