import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYSIS_CARD,
  API_KEY,
  DECLINE_DESCRIPTION,
  DECLINED_CARDS,
  startFakeAsaas,
} from '../../../test/fake-asaas';
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
import {
  cardAttempts,
  events,
  mailOutbox,
  orders,
  payments,
  refunds,
  salesLedger,
  tickets,
  ticketTypes,
} from '../../db/schema';

/*
 * Issue #27 against a local stand-in for Asaas speaking its documented shapes: a card approved (1x, interest-free
 * 3x, 6x with interest), declined (400 with errors[].description → 402 CARD_REFUSED, the order still payable by
 * Pix), in risk analysis then approved or reproved by webhook, an installment plan refunded whole, a chargeback;
 * bad input refused with pt-BR messages and nothing charged; a charge whose answer was lost found instead of
 * charged twice; one attempt per order at a time.
 */

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();
let sequence = 0;
const BUYER_IP = '203.0.113.9';

export const cardInput = (
  pedidoId: string,
  parcelas: number,
  numero = '4242 4242 4242 4242',
  cvv = '987',
) => ({
  pedidoId,
  parcelas,
  cartao: { nomeTitular: 'MARIA DA SILVA', numero, mesValidade: '12', anoValidade: '35', cvv },
  titular: {
    nome: 'Maria da Silva',
    email: 'maria@example.com',
    cpfCnpj: '529.982.247-25',
    cep: '60160-230',
    numeroEndereco: '120',
    telefone: '(85) 98888-7777',
  },
});

describeEachDatabase(
  'card payments with Asaas',
  (ctx) => {
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;
    let cheapId: string;

    const db = () => ctx.database.db;
    const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const pay = (body: object, token = buyer.token) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/cartao',
        headers: bearer(token),
        payload: body,
        remoteAddress: BUYER_IP,
      });
    const deliver = (type: string, payment: Record<string, unknown>) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: { id: `evt_card_${++sequence}`, event: type, payment: { object: 'payment', ...payment } },
      });

    async function order(quantity = 2): Promise<string> {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 80.25 }]),
      });
      expect(created.statusCode).toBe(201);
      return created.json()._id;
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      const organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 4 },
        { name: 'Estacionamento', price: 12, quantity: 4 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
      cheapId = fixture.typeIds[1]!;
    });

    it('quotes the installments: 1 to 12, interest-free up to 3, Price table beyond', async () => {
      const quote = await ctx.inject({
        method: 'POST',
        url: '/api/orders/quote',
        payload: { eventId, items: [{ ticketTypeId: typeId, quantity: 2 }] },
      });
      const installments = quote.json().installments;
      expect(installments).toHaveLength(12);
      expect(installments[2]).toEqual({ count: 3, value: 53.5, total: 160.5, interestFree: true });
      expect(installments[3].interestFree).toBe(false);
      expect(installments[3].total).toBeGreaterThan(160.5);
      await db().update(events).set({ maxInstallments: 4 }).where(eq(events.id, eventId));
      const event = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(event.json().maxInstallments).toBe(4);
      const types = event.json().sellableTicketTypes as Array<{ _id: string; installments: unknown }>;
      expect(types.find((type) => type._id === typeId)!.installments).toMatchObject({
        count: 4,
        interestFree: false,
      });
      // R$ 12,00: two installments of R$ 6,00 at most.
      expect(types.find((type) => type._id === cheapId)!.installments).toEqual({
        count: 2,
        value: 6,
        total: 12,
        interestFree: true,
      });
    });

    it('approved in 3x interest-free: Asaas gets the card, the holder, the buyer address and totalValue; the order is paid', async () => {
      const orderId = await order();
      const response = await pay(cardInput(orderId, 3));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'paid', message: expect.stringContaining('aprovado') });

      const [sent] = asaas.calls('POST /v3/payments');
      expect(sent!.body).toMatchObject({
        billingType: 'CREDIT_CARD',
        externalReference: orderId,
        installmentCount: 3,
        totalValue: 160.5,
        remoteIp: BUYER_IP,
        creditCard: {
          holderName: 'MARIA DA SILVA',
          number: '4242424242424242',
          expiryMonth: '12',
          expiryYear: '2035',
          ccv: '987',
        },
        creditCardHolderInfo: {
          name: 'Maria da Silva',
          email: 'maria@example.com',
          cpfCnpj: '52998224725',
          postalCode: '60160230',
          addressNumber: '120',
          phone: '85988887777',
        },
      });
      expect(await orderRow(orderId)).toMatchObject({
        status: 'paid',
        paymentMethod: 'card',
        installments: 3,
        installmentValueCents: 5350,
        interestCents: 0,
      });
      expect(await db().select().from(tickets).where(eq(tickets.orderId, orderId))).toHaveLength(2);
      const detail = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(buyer.token),
      });
      expect(detail.json().payment).toMatchObject({
        method: 'card',
        label: 'Cartão de crédito · 3x de R$ 53,50',
      });
      // The confirmation e-mail says it too.
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `order-paid:${orderId}`));
      expect(mail!.text).toContain('(Cartão de crédito · 3x de R$ 53,50)');
      const [ledger] = await db()
        .select()
        .from(salesLedger)
        .where(and(eq(salesLedger.orderId, orderId), isNull(salesLedger.ticketTypeId)));
      expect(ledger).toMatchObject({
        paymentMethod: 'card',
        installments: 3,
        interestCents: 0,
        amountCents: 0,
      });
      // The next purchase offers the card Asaas tokenized, never its number.
      const payment = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/payment`,
        headers: bearer(buyer.token),
      });
      expect(payment.json().savedCards).toEqual([
        expect.objectContaining({ last4: '4242', brand: 'visa', label: 'Usar cartão final 4242 (Visa)' }),
      ]);
      expect(payment.json().card).toMatchObject({ status: 'paid', installments: 3, last4: '4242' });
    });

    it('6x carries interest: installmentValue is sent and the interest is kept apart from the ticket revenue', async () => {
      const orderId = await order();
      const response = await pay(cardInput(orderId, 6));
      expect(response.statusCode, response.body).toBe(200);
      const sent = asaas.calls('POST /v3/payments')[0]!.body!;
      expect(sent.installmentCount).toBe(6);
      expect(sent.totalValue).toBeUndefined();
      const row = await orderRow(orderId);
      expect(row.interestCents).toBe(Math.round(Number(sent.installmentValue) * 100) * 6 - 16050);
      expect(row.interestCents).toBeGreaterThan(0);
      const rows = await db().select().from(salesLedger).where(eq(salesLedger.orderId, orderId));
      expect(rows.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(16050);
      expect(rows.reduce((sum, entry) => sum + entry.interestCents, 0)).toBe(row.interestCents);
      // The report splits by method and installments, the interest apart from the tickets' revenue.
      const admin = await ctx.adminToken();
      const report = await ctx.inject({
        method: 'GET',
        url: `/api/reports/events/${eventId}/summary?from=2030-06-01&to=2030-06-01`,
        headers: bearer(admin),
      });
      expect(report.json().payments).toEqual({
        byMethod: [
          { method: 'card', label: 'Cartão', orders: 1, revenue: 160.5, interest: row.interestCents / 100 },
        ],
        byInstallments: [{ installments: 6, orders: 1, revenue: 160.5, interest: row.interestCents / 100 }],
        interest: row.interestCents / 100,
      });
    });

    it('a saved card pays with its token', async () => {
      await pay(cardInput(await order(1), 1));
      const first = asaas.calls('POST /v3/payments')[0]!;
      const saved = asaas.charges[0]!.creditCard as { creditCardToken: string };
      const orderId = await order(1);
      const { cartao: _card, ...withoutCard } = cardInput(orderId, 2);
      const response = await pay({ ...withoutCard, cartaoToken: saved.creditCardToken });
      expect(response.statusCode, response.body).toBe(200);
      expect(first.body!.creditCard).toBeDefined();
      expect(asaas.calls('POST /v3/payments')[1]!.body).toMatchObject({
        creditCardToken: saved.creditCardToken,
      });
      expect(asaas.calls('POST /v3/payments')[1]!.body!.creditCard).toBeUndefined();
      // Another buyer cannot pay with it, even on an order of their own.
      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      const theirs = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(stranger.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 80.25 }]),
      });
      const other = await pay(
        { ...withoutCard, pedidoId: theirs.json()._id, cartaoToken: saved.creditCardToken },
        stranger.token,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe('Cartão salvo não encontrado. Informe os dados do cartão.');
    });

    it('declined: 402 CARD_REFUSED with the reason, nothing kept, and the same order is then paid by Pix', async () => {
      const orderId = await order();
      for (const numero of DECLINED_CARDS) {
        const response = await pay(cardInput(orderId, 1, numero));
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual({
          message: DECLINE_DESCRIPTION,
          code: 'CARD_REFUSED',
          status: 'refused',
          paymentId: null,
        });
      }
      expect(await orderRow(orderId)).toMatchObject({ status: 'pending' });
      expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
      expect(await db().select().from(cardAttempts)).toEqual([]);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      expect(pix.statusCode).toBe(200);
    });

    it('risk analysis holds the order, then PAYMENT_APPROVED_BY_RISK_ANALYSIS pays it (once)', async () => {
      const orderId = await order();
      const response = await pay(cardInput(orderId, 2, ANALYSIS_CARD));
      expect(response.json()).toMatchObject({
        status: 'analysis',
        message: expect.stringContaining('em análise'),
      });
      const held = await orderRow(orderId);
      expect(held.status).toBe('pending');
      expect(held.expiresAt.getTime()).toBe(clock.now().getTime() + 72 * 3_600_000);
      // A second card while the first is being analysed would charge twice.
      expect((await pay(cardInput(orderId, 1))).statusCode).toBe(409);

      clock.advanceMinutes(60);
      await ctx.app.lifecycle.sweepExpired(clock.now());
      expect((await orderRow(orderId)).status).toBe('pending');

      const [first, second] = asaas.charges;
      for (const charge of [first!, second!, first!]) {
        const delivered = await deliver('PAYMENT_APPROVED_BY_RISK_ANALYSIS', {
          ...charge,
          status: 'CONFIRMED',
        });
        expect(delivered.statusCode).toBe(200);
      }
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', installments: 2 });
      expect(await db().select().from(tickets).where(eq(tickets.orderId, orderId))).toHaveLength(2);
      expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    });

    it('PAYMENT_REPROVED_BY_RISK_ANALYSIS cancels the order and gives its tickets back', async () => {
      const orderId = await order();
      await pay(cardInput(orderId, 1, ANALYSIS_CARD));
      const [charge] = asaas.charges;
      expect(
        (await deliver('PAYMENT_REPROVED_BY_RISK_ANALYSIS', { ...charge!, status: 'REFUSED' })).statusCode,
      ).toBe(200);
      expect((await orderRow(orderId)).status).toBe('cancelled');
      const [type] = await db().select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
      expect(type!.sold).toBe(0);
      const payment = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/payment`,
        headers: bearer(buyer.token),
      });
      expect(payment.json().card).toMatchObject({ status: 'refused' });
    });

    it("refunds an installment plan whole: POST /installments/{id}/refund, each installment's PAYMENT_REFUNDED applied once", async () => {
      const orderId = await order();
      await pay(cardInput(orderId, 3));
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.json()).toMatchObject({
        status: 'refunded',
        refund: { status: 'sent', amount: 160.5 },
      });
      const plan = String(asaas.charges[0]!.installment);
      expect(asaas.installmentRefunds).toEqual([plan]);
      for (const charge of asaas.charges) {
        expect((await deliver('PAYMENT_REFUNDED', { ...charge, status: 'REFUNDED' })).statusCode).toBe(200);
      }
      const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(refund).toMatchObject({ status: 'confirmed', amountCents: 16050 });
      const ledger = await db()
        .select()
        .from(salesLedger)
        .where(and(eq(salesLedger.orderId, orderId), isNull(salesLedger.ticketTypeId)));
      expect(ledger.map((entry) => [entry.kind, entry.orders, entry.paymentMethod])).toEqual([
        ['sale', 1, 'card'],
        ['refund', -1, 'card'],
      ]);
    });

    it('a chargeback of one installment refunds the order through the lifecycle', async () => {
      const orderId = await order();
      await pay(cardInput(orderId, 3));
      const second = asaas.charges[1]!;
      expect(
        (await deliver('PAYMENT_CHARGEBACK_REQUESTED', { ...second, status: 'CHARGEBACK_REQUESTED' }))
          .statusCode,
      ).toBe(200);
      expect((await orderRow(orderId)).status).toBe('refunded');
      const states = await db()
        .select({ state: tickets.state })
        .from(tickets)
        .where(eq(tickets.orderId, orderId));
      expect(states.every((ticket) => ticket.state === 'cancelled')).toBe(true);
      const kinds = await db()
        .select({ kind: salesLedger.kind })
        .from(salesLedger)
        .where(eq(salesLedger.orderId, orderId));
      expect(kinds.some((entry) => entry.kind === 'chargeback')).toBe(true);
    });

    it('refuses bad input in pt-BR, with nothing sent to Asaas', async () => {
      const orderId = await order();
      const cases: Array<[object, number, string]> = [
        [cardInput(orderId, 1, '4242 4242 4242 4241'), 400, 'Número de cartão inválido'],
        [
          { ...cardInput(orderId, 1), cartao: { ...cardInput(orderId, 1).cartao, anoValidade: '29' } },
          400,
          'vencido',
        ],
        [cardInput(orderId, 1, '4242424242424242', '12'), 400, 'CVV'],
        [cardInput(orderId, 1, '6221260000000000'), 400, 'Bandeira não aceita'],
        [cardInput(orderId, 13), 400, ''],
        [{ ...cardInput(orderId, 1), titular: { ...cardInput(orderId, 1).titular, cep: '123' } }, 400, 'CEP'],
      ];
      for (const [body, status, message] of cases) {
        const response = await pay(body);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().message).toContain(message);
      }
      await db().update(events).set({ maxInstallments: 2 }).where(eq(events.id, eventId));
      expect((await pay(cardInput(orderId, 3))).json().message).toBe('Escolha de 1 a 2 parcelas.');
      await db().update(events).set({ maxInstallments: 12 }).where(eq(events.id, eventId));
      const small = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: cheapId, quantity: 1, price: 12 }]),
      });
      // R$ 12,00 in 3x would be R$ 4,00 each.
      expect((await pay(cardInput(small.json()._id, 3))).json().message).toContain('pelo menos R$ 5,00');
      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      expect((await pay(cardInput(orderId, 1), stranger.token)).statusCode).toBe(404);
      await pay(cardInput(orderId, 1));
      expect((await pay(cardInput(orderId, 1))).json()).toMatchObject({ code: 'ORDER_NOT_PENDING' });
      expect(asaas.calls('POST /v3/payments')).toHaveLength(1);
    });

    it('Asaas hanging past ASAAS_TIMEOUT_MS: 503 and nothing charged; an answer lost after charging is found, never charged twice', async () => {
      const orderId = await order();
      asaas.fail('POST /v3/payments', 'hang');
      const hung = await pay(cardInput(orderId, 1));
      expect(hung.statusCode).toBe(503);
      expect(hung.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect((await orderRow(orderId)).status).toBe('pending');

      asaas.fail('POST /v3/payments', { status: 500, afterApplying: true });
      const lost = await pay(cardInput(orderId, 1));
      expect(lost.statusCode, lost.body).toBe(200);
      expect(asaas.charges.filter((charge) => charge.billingType === 'CREDIT_CARD')).toHaveLength(1);
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('one attempt per order at a time', async () => {
      const orderId = await order();
      await db().insert(cardAttempts).values({ orderId, startedAt: clock.now() });
      const busy = await pay(cardInput(orderId, 1));
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe('CARD_IN_PROGRESS');
      expect(asaas.calls('POST /v3/payments')).toHaveLength(0);
      // A request that died long ago does not block the order forever.
      clock.advanceMinutes(1);
      expect((await pay(cardInput(orderId, 1))).statusCode).toBe(200);
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '1500' },
    app: { now: clock.now },
  },
);

describe('card attempts are limited', () => {
  describeEachDatabase(
    'CARD_RATE_LIMIT',
    (ctx) => {
      it('answers 429 past CARD_RATE_LIMIT attempts an hour per account', async () => {
        const buyer = await insertUser(ctx.database.db, ctx.config.jwtSecret);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt++) {
          const response = await ctx.inject({
            method: 'POST',
            url: '/api/pagamento/asaas/cartao',
            headers: bearer(buyer.token),
            payload: cardInput('00000000-0000-4000-8000-000000000000', 1),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([404, 404, 429]);
      });
    },
    { env: { CARD_RATE_LIMIT: '2' } },
  );
});
