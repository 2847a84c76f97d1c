import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { orders, payments, tickets, ticketTypes } from '../../db/schema';

const clock = testClock();

describeEachDatabase(
  'payments (local provider)',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;
    let orderId: string;

    const db = () => ctx.database.db;
    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      ctx.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    const createPix = (token: string | undefined, payload: object) =>
      call('POST', '/api/pagamento/asaas/pix', token, payload);
    const confirm = (token: string | undefined, paymentId: string) =>
      call('POST', `/api/pagamento/local/${paymentId}/confirm`, token);

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'Pista — Lote 1', price: 80.25, quantity: 50 },
      ]);
      eventId = event.eventId;
      typeId = event.typeIds[0]!;
      const created = await call(
        'POST',
        '/api/orders',
        buyer.token,
        orderBody(eventId, [{ ticketTypeId: typeId, quantity: 2, price: 80.25 }]),
      );
      orderId = created.json()._id;
    });

    describe('POST /pagamento/asaas/pix', () => {
      it('generates a valid Pix for the server total and stores the payer on the order', async () => {
        const response = await createPix(
          buyer.token,
          pixInput(orderId, 160.5, { cpfCnpj: '529.982.247-25', eventoid: eventId }),
        );
        expect(response.statusCode).toBe(200);
        const charge = response.json();
        expect(charge).toEqual({
          paymentId: expect.stringMatching(/^pay_local_/),
          qrCodeBase64: expect.any(String),
          copiaECola: expect.any(String),
          expiracao: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
          provider: 'local',
        });
        expect(isValidPixPayload(charge.copiaECola)).toBe(true);
        expect(getPixPayloadInfo(charge.copiaECola)).toMatchObject({ amount: 160.5 });

        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(order).toMatchObject({
          buyerCpfCnpj: '52998224725',
          buyerPhone: '85988887777',
          status: 'pending',
        });

        const payment = await call('GET', `/api/orders/${orderId}/payment`, buyer.token);
        expect(payment.json()).toEqual({
          status: 'pending',
          pix: {
            paymentId: charge.paymentId,
            base64: charge.qrCodeBase64,
            copiaECola: charge.copiaECola,
            expiracao: charge.expiracao,
            provider: 'local',
          },
          card: null,
          savedCards: [],
        });
      });

      it('regenerating supersedes the previous Pix: one payable Pix per order', async () => {
        const first = (await createPix(buyer.token, pixInput(orderId, 160.5))).json();
        clock.advanceMinutes(11);
        const second = (await createPix(buyer.token, pixInput(orderId, 160.5))).json();
        expect(second.paymentId).not.toBe(first.paymentId);
        // The hold (15 min) ends before another 10 minutes.
        expect(second.expiracao).toBe(new Date(clock.now().getTime() + 4 * 60_000).toISOString());
        const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
        expect(rows.map((row) => [row.providerPaymentId, row.status]).sort()).toEqual(
          [
            [first.paymentId, 'superseded'],
            [second.paymentId, 'pending'],
          ].sort(),
        );
        const payment = await call('GET', `/api/orders/${orderId}/payment`, buyer.token);
        expect(payment.json().pix.paymentId).toBe(second.paymentId);
      });

      it('keeps one payable Pix when the same order asks for several at once', async () => {
        const responses = await Promise.all(
          Array.from({ length: 4 }, () => createPix(buyer.token, pixInput(orderId, 160.5))),
        );
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
        const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
        expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
      });

      it.each([
        [{ nomeVaqueiro: ' ' }, 'Informe seu nome completo.'],
        [{ email: 'maria' }, 'Informe um e-mail válido.'],
        [{ cpfCnpj: '52998224724' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
        [{ cpfCnpj: '11222333000180' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
        [
          { nomeVaqueiro: '', email: '', cpfCnpj: '' },
          'Informe seu nome completo. Informe um e-mail válido. Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
        ],
        [
          { totalPedido: 160.505 },
          'Dados inválidos: o campo "totalPedido" deve ter no máximo 2 casas decimais.',
        ],
        [{ pedidoId: 'abc' }, 'Dados inválidos: o campo "pedidoId" deve ser um identificador (UUID) válido.'],
        [{ eventoid: '00000000-0000-4000-8000-000000000000' }, 'O evento informado não é o deste pedido.'],
        [{ extra: 1 }, 'Dados inválidos: o campo "extra" não é permitido.'],
      ])('refuses %j with 400 "%s", storing nothing', async (overrides, message) => {
        const response = await createPix(buyer.token, pixInput(orderId, 160.5, overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
      });

      it('answers 409 for a total that is not the order total', async () => {
        for (const total of [0.01, 160.49, 1000]) {
          const response = await createPix(buyer.token, pixInput(orderId, total));
          expect(response.statusCode).toBe(409);
          expect(response.json().code).toBe('TOTAL_CHANGED');
        }
      });

      it('answers 409 once the order is paid or expired', async () => {
        const charge = (await createPix(buyer.token, pixInput(orderId, 160.5))).json();
        await confirm(buyer.token, charge.paymentId);
        const paid = await createPix(buyer.token, pixInput(orderId, 160.5));
        expect(paid.statusCode).toBe(409);
        expect(paid.json()).toEqual({ message: 'Este pedido já foi pago.', code: 'ORDER_NOT_PENDING' });

        const other = await call(
          'POST',
          '/api/orders',
          buyer.token,
          orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 80.25 }]),
        );
        clock.advanceMinutes(16);
        const expired = await createPix(buyer.token, pixInput(other.json()._id, 80.25));
        expect(expired.statusCode).toBe(409);
        expect(expired.json().message).toBe(
          'O prazo para pagar este pedido terminou e os ingressos foram liberados. Faça um novo pedido.',
        );
      });

      it('answers 404 for an order of someone else (even for an ADMIN) and 401 without a token', async () => {
        const stranger = await insertUser(db(), ctx.config.jwtSecret);
        for (const token of [stranger.token, await ctx.adminToken()]) {
          const response = await createPix(token, pixInput(orderId, 160.5));
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Pedido não encontrado.' });
        }
        expect((await createPix(undefined, pixInput(orderId, 160.5))).statusCode).toBe(401);
      });
    });

    describe('GET /orders/{id}/payment', () => {
      it('answers the status and no Pix before one is generated; 404 for others; 401 without a token', async () => {
        expect((await call('GET', `/api/orders/${orderId}/payment`, buyer.token)).json()).toEqual({
          status: 'pending',
          pix: null,
          card: null,
          savedCards: [],
        });
        const admin = await call('GET', `/api/orders/${orderId}/payment`, await ctx.adminToken());
        expect(admin.statusCode).toBe(200);
        const stranger = await insertUser(db(), ctx.config.jwtSecret);
        expect((await call('GET', `/api/orders/${orderId}/payment`, stranger.token)).statusCode).toBe(404);
        expect((await call('GET', `/api/orders/${orderId}/payment`)).statusCode).toBe(401);
      });
    });

    describe('POST /pagamento/local/{paymentId}/confirm', () => {
      it('pays the order through the webhook path and issues one ticket per attendee, once', async () => {
        const charge = (await createPix(buyer.token, pixInput(orderId, 160.5))).json();
        const first = await confirm(buyer.token, charge.paymentId);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ status: 'paid' });
        const again = await confirm(buyer.token, charge.paymentId);
        expect(again.json()).toEqual({ status: 'paid' });

        const issued = await db().select().from(tickets).where(eq(tickets.orderId, orderId));
        expect(issued).toHaveLength(2);
        for (const ticket of issued) {
          expect(ticket.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
          expect(ticket).toMatchObject({ eventId, ticketTypeId: typeId });
        }
        expect(new Set(issued.map((ticket) => ticket.attendeeName))).toEqual(
          new Set(['Participante 1', 'Participante 2']),
        );
        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(order).toMatchObject({ status: 'paid', paidAt: clock.now(), needsRefund: false });
        expect((await call('GET', `/api/orders/${orderId}/payment`, buyer.token)).json()).toEqual({
          status: 'paid',
          pix: null,
          card: null,
          savedCards: [],
        });
        const [type] = await db().select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
        expect(type!.sold).toBe(2);
      });

      it('lets an ADMIN confirm; answers 404 to anyone else and for unknown payments; 401 without a token', async () => {
        const charge = (await createPix(buyer.token, pixInput(orderId, 160.5))).json();
        const stranger = await insertUser(db(), ctx.config.jwtSecret);
        for (const [token, paymentId] of [
          [stranger.token, charge.paymentId],
          [buyer.token, 'pay_local_desconhecido'],
        ] as const) {
          const response = await confirm(token, paymentId);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Pagamento não encontrado.' });
        }
        expect((await confirm(undefined, charge.paymentId)).statusCode).toBe(401);
        expect((await confirm(buyer.token, 'pay%20local')).statusCode).toBe(400);
        expect((await confirm(await ctx.adminToken(), charge.paymentId)).json()).toEqual({ status: 'paid' });
      });
    });
  },
  { app: { now: clock.now } },
);
