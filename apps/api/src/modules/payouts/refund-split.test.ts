import { and, eq } from 'drizzle-orm';
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
import { approvePayoutAccount } from '../../../test/payout-fixtures';
import { organizerSettings, refunds, splitLedger } from '../../db/schema';

/*
 * Issue #31 point 4 against Asaas faked at its HTTP boundary: a refund reverses the organizer's split as Asaas does.
 * A whole refund is asked with its value only (Asaas takes every split back with it); a partial one names the
 * organizer's part of it (`splitRefunds: [{ id, value }]`, by `organizerRefundCents`). The split ledger records the
 * reversal on the day the money goes back.
 */

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();

describeEachDatabase(
  'refunds reverse the split (Asaas)',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    const db = () => ctx.database.db;

    /** 2 × R$ 80,25 paid by Pix, 10 % commission: 144,45 of 160,50 went to the organizer's wallet. */
    const paidOrder = async () => {
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 50 },
      ]);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ticketTypeId: event.typeIds[0]!, quantity: 2, price: 80.25 }]),
      });
      const orderId = created.json<{ _id: string }>()._id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      const paymentId = pix.json<{ paymentId: string }>().paymentId;
      // Asaas received the money: its charge is RECEIVED there, and it tells us.
      asaas.charges.find((charge) => charge.id === paymentId)!.status = 'RECEIVED';
      const paid = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_received_${paymentId}`,
          event: 'PAYMENT_RECEIVED',
          payment: {
            id: paymentId,
            externalReference: orderId,
            value: 160.5,
            netValue: 159.51,
            status: 'RECEIVED',
          },
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return { orderId, paymentId };
    };
    const refundCalls = (paymentId: string) =>
      asaas.calls(`POST /v3/payments/${paymentId}/refund`).map((call) => call.body);

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      await approvePayoutAccount(db(), organizer.userId);
      await db().insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 1000 });
    });

    it('a whole refund is asked with its value; the ledger reverses the split on the refund day', async () => {
      const { orderId, paymentId } = await paidOrder();
      clock.set(new Date('2030-06-03T12:00:00Z'));
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await ctx.app.payments.dispatchRefunds();
      expect(refundCalls(paymentId)).toEqual([{ value: 160.5 }]);
      const entries = await db()
        .select()
        .from(splitLedger)
        .where(eq(splitLedger.orderId, orderId))
        .orderBy(splitLedger.id);
      expect(
        entries.map((entry) => [entry.kind, entry.organizerCents, entry.platformCents, entry.day]),
      ).toEqual([
        ['sale', 14_445, 1_605, '2030-06-01'],
        ['refund', -14_445, -1_605, '2030-06-03'],
      ]);
    });

    it("a partial refund names the organizer's part of it, by the split's id (splitRefunds)", async () => {
      const { orderId, paymentId } = await paidOrder();
      clock.set(new Date('2030-06-02T12:00:00Z'));
      // R$ 50,00 of the 160,50 go back (an ADMIN's goodwill refund, recorded as the payments module records one).
      await db().insert(refunds).values({
        orderId,
        providerPaymentId: paymentId,
        amountCents: 5_000,
        reason: 'admin_cancelled',
        nextAttemptAt: clock.now(),
        requestedAt: clock.now(),
      });
      await ctx.app.payments.dispatchRefunds();
      // The organizer got 144,45 of 160,50: 50,00 × 14 445 / 16 050 = 45,00 comes out of its wallet.
      expect(refundCalls(paymentId)).toEqual([
        { value: 50, splitRefunds: [{ id: expect.stringMatching(/^split_/), value: 45 }] },
      ]);
      // Asaas accepted it (a wrong split id or value is a 400 there): the refund waits for its confirmation.
      const [row] = await db()
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.providerPaymentId, paymentId)));
      expect(row).toMatchObject({ status: 'sent', lastError: null });
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '3000' },
    app: { now: clock.now },
  },
);
