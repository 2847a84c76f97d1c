import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
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
import { orders, payments, refunds, salesLedger, tickets } from '../../db/schema';

/*
 * #15 against a local stand-in for Asaas speaking its documented shapes: a paid order's refund is asked with
 * POST /payments/{id}/refund and confirmed by PAYMENT_REFUNDED (however often it is delivered); a refusal (a
 * short balance) stays requested, visible and retried; money that arrives for an order that can no longer be
 * served is refunded by itself; and no Pix charge outlives its order's hold (DELETE /payments/{id}).
 */

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();
let sequence = 0;

describeEachDatabase(
  'after the sale with Asaas',
  (ctx) => {
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;

    const db = () => ctx.database.db;
    const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const refundRows = (id: string) => db().select().from(refunds).where(eq(refunds.orderId, id));
    const detail = async (id: string) =>
      (await ctx.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(buyer.token) })).json();
    const deliver = (type: string, paymentId: string, orderId: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_after_${++sequence}`,
          event: type,
          payment: {
            object: 'payment',
            id: paymentId,
            value: 160.5,
            billingType: 'PIX',
            status: type === 'PAYMENT_RECEIVED' ? 'RECEIVED' : 'REFUNDED',
            externalReference: orderId,
          },
        },
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
    async function pix(orderId: string): Promise<string> {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      expect(response.statusCode).toBe(200);
      return response.json().paymentId;
    }
    /** Asaas received the money: its charge is RECEIVED there, and it tells us. */
    async function receive(paymentId: string, orderId: string): Promise<void> {
      const charge = asaas.charges.find((candidate) => candidate.id === paymentId);
      if (charge) charge.status = 'RECEIVED';
      const delivered = await deliver('PAYMENT_RECEIVED', paymentId, orderId);
      expect(delivered.statusCode, delivered.body).toBe(200);
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      const organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 2 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
    });

    it('a cancelled paid order is refunded at Asaas, and PAYMENT_REFUNDED delivered 5 times confirms it once', async () => {
      const orderId = await order();
      const paymentId = await pix(orderId);
      await receive(paymentId, orderId);

      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });

      expect(cancelled.statusCode).toBe(200);
      expect(await refundRows(orderId)).toMatchObject([{ lastError: null }]);
      expect(asaas.calls(`POST /v3/payments/${paymentId}/refund`).map((call) => call.body)).toEqual([
        { value: 160.5 },
      ]);
      expect(cancelled.json()).toMatchObject({
        status: 'refunded',
        refund: { status: 'sent', amount: 160.5, reason: 'buyer_cancelled', confirmedAt: null },
      });
      // The tickets stopped when the refund was asked for, not when Asaas confirms it.
      const states = await db()
        .select({ state: tickets.state })
        .from(tickets)
        .where(eq(tickets.orderId, orderId));
      expect(states.map((row) => row.state)).toEqual(['cancelled', 'cancelled']);

      for (let delivery = 0; delivery < 5; delivery++)
        expect((await deliver('PAYMENT_REFUNDED', paymentId, orderId)).statusCode).toBe(200);

      expect((await detail(orderId)).refund).toMatchObject({
        status: 'confirmed',
        confirmedAt: clock.now().toISOString(),
      });
      expect(await refundRows(orderId)).toHaveLength(1);
      const ledger = await db().select().from(salesLedger).where(eq(salesLedger.orderId, orderId));
      // The sale negated once, line by line, however many confirmations came.
      const sum = (kind: string) =>
        ledger.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);
      expect(ledger.filter((row) => row.kind === 'refund')).toHaveLength(
        ledger.filter((row) => row.kind === 'sale').length,
      );
      expect([sum('sale'), sum('refund')]).toEqual([16_050, -16_050]);
      expect(asaas.calls(`POST /v3/payments/${paymentId}/refund`)).toHaveLength(1);
    });

    it('a refund Asaas refuses (short balance) stays requested with its reason, and is asked again later', async () => {
      const orderId = await order();
      const paymentId = await pix(orderId);
      await receive(paymentId, orderId);
      asaas.fail(`POST /v3/payments/${paymentId}/refund`, {
        status: 400,
        body: {
          errors: [{ code: 'invalid_action', description: 'Saldo insuficiente para realizar o estorno.' }],
        },
      });

      await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });

      expect((await orderRow(orderId)).status).toBe('refunded');
      expect((await detail(orderId)).refund).toMatchObject({
        status: 'requested',
        lastError: expect.stringContaining('Saldo insuficiente para realizar o estorno.'),
      });
      // The ADMIN sees it waiting, first in the list, with the refusal and when it is asked again.
      const admin = await ctx.adminToken();
      const listed = await ctx.inject({ method: 'GET', url: '/api/admin/refunds', headers: bearer(admin) });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().awaiting).toBeGreaterThanOrEqual(1);
      expect(listed.json().items[0]).toEqual({
        _id: expect.any(String),
        orderId,
        eventTitle: expect.any(String),
        buyerEmail: expect.any(String),
        status: 'requested',
        amount: 160.5,
        reason: 'buyer_cancelled',
        attempts: 1,
        lastError: expect.stringContaining('Saldo insuficiente para realizar o estorno.'),
        requestedAt: clock.now().toISOString(),
        nextAttemptAt: new Date(clock.now().getTime() + 60_000).toISOString(),
        confirmedAt: null,
      });
      const buyerTries = await ctx.inject({
        method: 'GET',
        url: '/api/admin/refunds',
        headers: bearer(buyer.token),
      });
      expect(buyerTries.statusCode).toBe(403);
      // Not before its backoff…
      await ctx.app.payments.settle();
      expect(asaas.calls(`POST /v3/payments/${paymentId}/refund`)).toHaveLength(1);
      // …then again, and this time Asaas takes it.
      clock.advanceMinutes(3);
      await ctx.app.payments.settle();
      expect(asaas.calls(`POST /v3/payments/${paymentId}/refund`)).toHaveLength(2);
      expect((await detail(orderId)).refund).toMatchObject({ status: 'sent', lastError: null });
      expect((await refundRows(orderId))[0]!.attempts).toBe(2);
    });

    it('money for an expired order whose tickets were sold meanwhile goes back by itself, never just a flag', async () => {
      const late = await order();
      const latePayment = await pix(late);
      clock.advanceMinutes(16);
      await ctx.app.lifecycle.sweepExpired(clock.now());
      const other = await order();
      await receive(await pix(other), other);

      await receive(latePayment, late);

      expect(await orderRow(late)).toMatchObject({ status: 'expired', needsRefund: true });
      expect(asaas.calls(`POST /v3/payments/${latePayment}/refund`).map((call) => call.body)).toEqual([
        { value: 160.5 },
      ]);
      expect((await detail(late)).refund).toMatchObject({
        status: 'sent',
        reason: 'late_payment',
        amount: 160.5,
      });
      expect((await orderRow(other)).status).toBe('paid');
    });

    it('an expired order’s charge is deleted at Asaas after the sweep, retried while Asaas fails', async () => {
      const orderId = await order();
      const paymentId = await pix(orderId);
      asaas.fail(`DELETE /v3/payments/${paymentId}`, { status: 503 }, { status: 503 }, { status: 503 });
      clock.advanceMinutes(16);
      expect(await ctx.app.lifecycle.sweepExpired(clock.now())).toBe(1);

      await ctx.app.payments.settle();
      const [afterFailure] = await db().select().from(payments).where(eq(payments.orderId, orderId));
      expect(afterFailure).toMatchObject({ status: 'pending', withdrawAttempts: 1 });

      clock.advanceMinutes(2);
      await ctx.app.payments.settle();

      expect(asaas.calls(`DELETE /v3/payments/${paymentId}`).length).toBeGreaterThanOrEqual(4);
      const [withdrawn] = await db().select().from(payments).where(eq(payments.orderId, orderId));
      expect(withdrawn!.status).toBe('deleted');
      expect(asaas.charges.find((charge) => charge.id === paymentId)?.deleted).toBe(true);
      // Withdrawn once and for all: later sweeps leave it alone.
      const calls = asaas.calls(`DELETE /v3/payments/${paymentId}`).length;
      clock.advanceMinutes(60);
      await ctx.app.payments.settle();
      expect(asaas.calls(`DELETE /v3/payments/${paymentId}`)).toHaveLength(calls);
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '1500' },
    app: { now: clock.now },
  },
);
