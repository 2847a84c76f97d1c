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
import { orders, payments, tickets, ticketTypes, webhookEvents } from '../../db/schema';

const clock = testClock();
let eventCounter = 0;

describeEachDatabase(
  'asaas webhook',
  (ctx) => {
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;
    let orderId: string;
    let paymentId: string;

    const db = () => ctx.database.db;
    const token = () => ctx.config.asaas.webhookToken;
    const event = (
      type: string,
      overrides: Record<string, unknown> = {},
      payment: Record<string, unknown> = {},
    ) => ({
      id: `evt_${++eventCounter}_${Date.now()}`,
      event: type,
      dateCreated: '2030-06-01 12:00:00',
      payment: {
        object: 'payment',
        id: paymentId,
        customer: 'cus_000005219613',
        value: 160.5,
        netValue: 159.51,
        billingType: 'PIX',
        status: type === 'PAYMENT_RECEIVED' ? 'RECEIVED' : 'CONFIRMED',
        externalReference: orderId,
        ...payment,
      },
      ...overrides,
    });
    const deliver = (body: object, headers: Record<string, string> = { 'asaas-access-token': token() }) =>
      ctx.inject({ method: 'POST', url: '/api/pagamento/asaas/webhook', headers, payload: body });
    const orderRow = async (id = orderId) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const ticketsOf = (id = orderId) => db().select().from(tickets).where(eq(tickets.orderId, id));
    const soldOf = async () =>
      (await db().select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
        .sold;

    const newOrder = async (user: TestUser, quantity = 2) => {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(user.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 80.25 }]),
      });
      return created.json()._id as string;
    };

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      const organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 3 },
      ]);
      typeId = fixture.typeIds[0]!;
      eventId = fixture.eventId;
      orderId = await newOrder(buyer);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      paymentId = pix.json().paymentId;
    });

    it('refuses a missing or wrong token with 401, recording nothing', async () => {
      const body = event('PAYMENT_RECEIVED');
      for (const accessToken of [undefined, '', 'errado', `${token()}x`, token().slice(0, -1)]) {
        const response = await deliver(
          body,
          accessToken === undefined ? {} : { 'asaas-access-token': accessToken },
        );
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Token do webhook inválido.',
          code: 'INVALID_WEBHOOK_TOKEN',
        });
      }
      expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, body.id))).toHaveLength(
        0,
      );
      expect((await orderRow()).status).toBe('pending');
    });

    it('pays the order once when the same event arrives five times in a row', async () => {
      const body = event('PAYMENT_RECEIVED');
      for (let delivery = 0; delivery < 5; delivery++) {
        const response = await deliver(body);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ received: true });
      }
      expect((await orderRow()).status).toBe('paid');
      expect(await ticketsOf()).toHaveLength(2);
      expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, body.id))).toHaveLength(
        1,
      );
    });

    it('pays the order once when the same event arrives five times at once', async () => {
      const body = event('PAYMENT_RECEIVED');
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await orderRow()).status).toBe('paid');
      expect(await ticketsOf()).toHaveLength(2);
    });

    it('issues tickets once for CONFIRMED then RECEIVED of one payment, even delivered concurrently', async () => {
      const responses = await Promise.all([
        deliver(event('PAYMENT_CONFIRMED')),
        deliver(event('PAYMENT_RECEIVED')),
        deliver(event('PAYMENT_CONFIRMED')),
      ]);
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const order = await orderRow();
      expect(order).toMatchObject({ status: 'paid', needsRefund: false });
      expect(await ticketsOf()).toHaveLength(2);
      expect(await soldOf()).toBe(2);
    });

    it('answers 200 and changes nothing for unknown payments and events it only records', async () => {
      const stranger = event(
        'PAYMENT_RECEIVED',
        {},
        { id: 'pay_nao_existe', externalReference: 'pedido-de-outro-sistema' },
      );
      expect((await deliver(stranger)).statusCode).toBe(200);
      const noPayment = {
        id: `evt_account_${Date.now()}`,
        event: 'ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED',
      };
      expect((await deliver(noPayment)).statusCode).toBe(200);
      for (const type of ['PAYMENT_CREATED', 'PAYMENT_UPDATED', 'PAYMENT_OVERDUE', 'PAYMENT_RESTORED']) {
        expect((await deliver(event(type))).statusCode).toBe(200);
      }
      expect((await orderRow()).status).toBe('pending');
      expect(await ticketsOf()).toHaveLength(0);
      const recorded = await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, stranger.id));
      expect(recorded).toHaveLength(1);
    });

    it('pays an order through externalReference when the charge was never recorded here', async () => {
      const body = event('PAYMENT_RECEIVED', {}, { id: 'pay_criado_sem_resposta' });
      expect((await deliver(body)).statusCode).toBe(200);
      expect((await orderRow()).status).toBe('paid');
      expect(await ticketsOf()).toHaveLength(2);
    });

    it('refuses a malformed event with 400', async () => {
      const response = await deliver({ event: 'PAYMENT_RECEIVED' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Dados inválidos: o campo "id" é obrigatório.' });
    });

    describe('late and duplicate payments', () => {
      it('re-reserves an expired order when stock remains, then pays it', async () => {
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        expect(
          (
            await ctx.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })
          ).json().status,
        ).toBe('expired');
        // The read wrote nothing (issue #26): the sweeper expires it and gives its stock back.
        expect(await soldOf()).toBe(2);
        await ctx.app.lifecycle.sweepExpired(clock.now());
        expect(await soldOf()).toBe(0);
        expect((await deliver(event('PAYMENT_RECEIVED'))).statusCode).toBe(200);
        expect(await orderRow()).toMatchObject({ status: 'paid', needsRefund: false });
        expect(await soldOf()).toBe(2);
        expect(await ticketsOf()).toHaveLength(2);
      });

      it('flags an expired order for refund when its tickets were sold to someone else', async () => {
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        const other = await insertUser(db(), ctx.config.jwtSecret);
        const otherOrder = await newOrder(other, 2);
        expect(await soldOf()).toBe(2);
        expect((await deliver(event('PAYMENT_RECEIVED'))).statusCode).toBe(200);
        expect(await orderRow()).toMatchObject({ status: 'expired', needsRefund: true });
        expect(await ticketsOf()).toHaveLength(0);
        expect(await soldOf()).toBe(2);
        expect((await orderRow(otherOrder)).status).toBe('pending');
      });

      it('flags a second payment of a paid order for refund, keeping one set of tickets', async () => {
        expect((await deliver(event('PAYMENT_RECEIVED'))).statusCode).toBe(200);
        const regenerated = event('PAYMENT_RECEIVED', {}, { id: 'pay_segundo_pix' });
        expect((await deliver(regenerated)).statusCode).toBe(200);
        expect(await orderRow()).toMatchObject({ status: 'paid', needsRefund: true });
        expect(await ticketsOf()).toHaveLength(2);
      });

      it('never pays an order for less than its total', async () => {
        expect((await deliver(event('PAYMENT_RECEIVED', {}, { value: 10 }))).statusCode).toBe(200);
        expect(await orderRow()).toMatchObject({ status: 'pending', needsRefund: true });
        expect(await ticketsOf()).toHaveLength(0);
      });
    });

    describe('other events', () => {
      it('PAYMENT_DELETED withdraws the pending Pix', async () => {
        expect((await deliver(event('PAYMENT_DELETED'))).statusCode).toBe(200);
        const [deleted] = await db().select().from(payments).where(eq(payments.providerPaymentId, paymentId));
        expect(deleted!.status).toBe('deleted');
        const shown = await ctx.inject({
          method: 'GET',
          url: `/api/orders/${orderId}/payment`,
          headers: bearer(buyer.token),
        });
        expect(shown.json()).toEqual({ status: 'pending', pix: null, card: null, savedCards: [] });
      });

      it('a refund started at the provider shows in the order and in "Estornos" like any other (issue #25 point 9)', async () => {
        expect((await deliver(event('PAYMENT_RECEIVED'))).statusCode).toBe(200);
        expect((await deliver(event('PAYMENT_REFUNDED', {}, { status: 'REFUNDED' }))).statusCode).toBe(200);
        const detail = await ctx.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: bearer(buyer.token),
        });
        expect(detail.json()).toMatchObject({
          status: 'refunded',
          refund: {
            status: 'confirmed',
            reason: 'provider_refunded',
            amount: 160.5,
            requestedAt: clock.now().toISOString(),
            confirmedAt: clock.now().toISOString(),
          },
        });
        const listed = await ctx.inject({
          method: 'GET',
          url: '/api/admin/refunds?limit=100',
          headers: bearer(await ctx.adminToken()),
        });
        expect(listed.json().items).toContainEqual(
          expect.objectContaining({
            orderId,
            reason: 'provider_refunded',
            status: 'confirmed',
            amount: 160.5,
          }),
        );
        // Delivered again, it records nothing twice.
        expect((await deliver(event('PAYMENT_REFUNDED', {}, { status: 'REFUNDED' }))).statusCode).toBe(200);
        const again = await ctx.inject({
          method: 'GET',
          url: '/api/admin/refunds?limit=100',
          headers: bearer(await ctx.adminToken()),
        });
        expect(
          again.json().items.filter((item: { orderId: string }) => item.orderId === orderId),
        ).toHaveLength(1);
      });
    });
  },
  { app: { now: clock.now } },
);
