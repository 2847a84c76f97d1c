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
import { approvePayoutAccount } from '../../../test/payout-fixtures';
import { chargeSplits, organizerSettings, splitLedger } from '../../db/schema';

/*
 * Issue #31 point 3 and 4 against Asaas faked at its HTTP boundary: the organizer's share goes with the Pix and the
 * card charge (`totalFixedValue` for an installment plan, whose interest stays with the platform) as
 * `split: [{ walletId, fixedValue }]`; the ledger records both shares when it is paid, and their reversal when its
 * money goes back.
 */

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();

describeEachDatabase(
  'split of each charge (Asaas)',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    const db = () => ctx.database.db;

    const orderOf = async (price: number, quantity: number) => {
      const event = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price, quantity: 50 }]);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ticketTypeId: event.typeIds[0]!, quantity, price }]),
      });
      return created.json<{ _id: string }>()._id;
    };
    const deliver = (event: string, paymentId: string, orderId: string, value: number) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': ctx.config.asaas.webhookToken },
        payload: {
          id: `evt_${event}_${paymentId}`,
          event,
          payment: {
            id: paymentId,
            externalReference: orderId,
            value,
            netValue: value - 0.99,
            status: event === 'PAYMENT_REFUNDED' ? 'REFUNDED' : 'RECEIVED',
          },
        },
      });
    const ledgerOf = (orderId: string) =>
      db().select().from(splitLedger).where(eq(splitLedger.orderId, orderId)).orderBy(splitLedger.id);

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
    });

    it('sends the organizer share with the Pix (commission 10 %), records it, reverses it on refund', async () => {
      const { walletId } = await approvePayoutAccount(db(), organizer.userId);
      await db().insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 1000 });
      const orderId = await orderOf(80.25, 2);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 160.5),
      });
      expect(pix.statusCode).toBe(200);
      const [charge] = asaas.calls('POST /v3/payments');
      expect(charge!.headers.access_token).toBe(API_KEY);
      // 160,50 of tickets; 10 % (16,05) stays with the platform.
      expect(charge!.body).toMatchObject({ value: 160.5, split: [{ walletId, fixedValue: 144.45 }] });
      const paymentId = pix.json<{ paymentId: string }>().paymentId;
      expect(
        await db().select().from(chargeSplits).where(eq(chargeSplits.providerPaymentId, paymentId)),
      ).toEqual([
        expect.objectContaining({
          walletId,
          chargedCents: 16_050,
          organizerCents: 14_445,
          platformCents: 1_605,
          commissionCents: 1_605,
          commissionBps: 1000,
        }),
      ]);

      expect((await deliver('PAYMENT_RECEIVED', paymentId, orderId, 160.5)).statusCode).toBe(200);
      expect(await ledgerOf(orderId)).toEqual([
        expect.objectContaining({
          kind: 'sale',
          organizerId: organizer.userId,
          chargedCents: 16_050,
          organizerCents: 14_445,
          platformCents: 1_605,
          credited: true,
          day: '2030-06-01',
        }),
      ]);

      clock.set(new Date('2030-06-03T15:00:00Z'));
      expect((await deliver('PAYMENT_REFUNDED', paymentId, orderId, 160.5)).statusCode).toBe(200);
      const entries = await ledgerOf(orderId);
      expect(
        entries.map((entry) => [entry.kind, entry.organizerCents, entry.platformCents, entry.day]),
      ).toEqual([
        ['sale', 14_445, 1_605, '2030-06-01'],
        ['refund', -14_445, -1_605, '2030-06-03'],
      ]);
      expect(entries.reduce((sum, entry) => sum + entry.organizerCents + entry.platformCents, 0)).toBe(0);
    });

    const cardPayment = (pedidoId: string, parcelas: number) => ({
      pedidoId,
      parcelas,
      cartao: {
        nomeTitular: 'MARIA DA SILVA',
        numero: '4242 4242 4242 4242',
        mesValidade: '12',
        anoValidade: '35',
        cvv: '987',
      },
      titular: {
        nome: 'Maria da Silva',
        email: 'maria@example.com',
        cpfCnpj: '529.982.247-25',
        cep: '60160-230',
        numeroEndereco: '120',
        telefone: '(85) 98888-7777',
      },
    });

    it('sends the organizer share with a 3x card charge with interest; the interest stays with the platform', async () => {
      const { walletId } = await approvePayoutAccount(db(), organizer.userId);
      await db().insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 1000 });
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 80.25, quantity: 50 },
      ]);
      const items = [{ ticketTypeId: event.typeIds[0]!, quantity: 2 }];
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ...items[0]!, price: 80.25 }]),
      });
      const orderId = created.json<{ _id: string }>()._id;
      const quote = await ctx.inject({
        method: 'POST',
        url: '/api/orders/quote',
        payload: { eventId: event.eventId, items },
      });
      const offered = quote.json<{
        installments: Array<{ count: number; value: number; total: number; interestFree: boolean }>;
      }>().installments[2]!;
      // INSTALLMENTS_FREE=1: 3x carries interest (Price table at 1,99 % a month).
      expect(offered).toMatchObject({ count: 3, interestFree: false });
      const chargedCents = Math.round(offered.value * 100) * 3;
      const interestCents = chargedCents - 16_050;
      expect(interestCents).toBeGreaterThan(0);

      const paid = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/cartao',
        headers: bearer(buyer.token),
        payload: cardPayment(orderId, 3),
        remoteAddress: '203.0.113.9',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [charge] = asaas.calls('POST /v3/payments');
      // 160,50 of tickets, 10 % (16,05) commission: 144,45 for the whole plan, which Asaas divides by installment.
      expect(charge!.body).toMatchObject({
        billingType: 'CREDIT_CARD',
        installmentCount: 3,
        installmentValue: offered.value,
      });
      expect(charge!.body!.split).toEqual([{ walletId, totalFixedValue: 144.45 }]);

      const paymentId = paid.json<{ paymentId: string }>().paymentId;
      const [decided] = await db()
        .select()
        .from(chargeSplits)
        .where(eq(chargeSplits.providerPaymentId, paymentId));
      expect(decided).toMatchObject({
        orderId,
        walletId,
        chargedCents,
        organizerCents: 14_445,
        commissionCents: 1_605,
        platformCents: 1_605 + interestCents,
      });
      expect(decided!.organizerCents + decided!.platformCents).toBe(chargedCents);
      // Approved at once: the sale's split is in the ledger, credited to the organizer's wallet.
      const ledger = await ledgerOf(orderId);
      expect(ledger).toEqual([
        expect.objectContaining({
          kind: 'sale',
          chargedCents,
          organizerCents: 14_445,
          platformCents: 1_605 + interestCents,
          credited: true,
        }),
      ]);
      expect(ledger[0]!.organizerCents + ledger[0]!.platformCents).toBe(chargedCents);
    });

    it('paid at once (1x) by card: the share goes as fixedValue', async () => {
      const { walletId } = await approvePayoutAccount(db(), organizer.userId);
      const orderId = await orderOf(33.33, 3);
      const paid = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/cartao',
        headers: bearer(buyer.token),
        payload: cardPayment(orderId, 1),
        remoteAddress: '203.0.113.9',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      // No commission (PLATFORM_COMMISSION_PERCENT 0): the organizer gets every real of the tickets.
      expect(asaas.calls('POST /v3/payments')[0]!.body).toMatchObject({
        value: 99.99,
        split: [{ walletId, fixedValue: 99.99 }],
      });
      expect(await ledgerOf(orderId)).toEqual([
        expect.objectContaining({ chargedCents: 9_999, organizerCents: 9_999, platformCents: 0 }),
      ]);
    });

    it('the statement agrees with the sales report to the cent, per event and for the organizer', async () => {
      await approvePayoutAccount(db(), organizer.userId);
      await db().insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 750 });
      const paid: Array<{ orderId: string; paymentId: string; total: number }> = [];
      for (const [price, quantity] of [
        [80.25, 2],
        [33.33, 3],
        [12.5, 1],
      ] as const) {
        const orderId = await orderOf(price, quantity);
        const total = Math.round(price * quantity * 100) / 100;
        const pix = await ctx.inject({
          method: 'POST',
          url: '/api/pagamento/asaas/pix',
          headers: bearer(buyer.token),
          payload: pixInput(orderId, total),
        });
        const paymentId = pix.json<{ paymentId: string }>().paymentId;
        expect((await deliver('PAYMENT_RECEIVED', paymentId, orderId, total)).statusCode).toBe(200);
        paid.push({ orderId, paymentId, total });
      }
      clock.set(new Date('2030-06-02T15:00:00Z'));
      const refunded = paid[1]!;
      await deliver('PAYMENT_REFUNDED', refunded.paymentId, refunded.orderId, refunded.total);
      const query = '?from=2030-06-01&to=2030-06-02';
      const mine = await ctx.inject({
        method: 'GET',
        url: `/api/organizers/me/statement${query}`,
        headers: bearer(organizer.token),
      });
      expect(mine.statusCode).toBe(200);
      const statement = mine.json();
      // 160,50 + 99,99 + 12,50 sold; 99,99 back; commission 7,5 % per charge of what stayed (12,04 + 0,94, each
      // rounded half up); 0,99 Asaas fee per paid charge.
      expect(statement).toEqual({
        from: '2030-06-01',
        to: '2030-06-02',
        gross: 272.99,
        discounts: 0,
        refunds: 99.99,
        chargebacks: 0,
        platformFee: 12.98,
        providerFees: 2.97,
        net: 160.02,
        credited: 160.02,
      });
      let revenue = 0;
      for (const { orderId } of paid) {
        const [order] = await db().select().from(splitLedger).where(eq(splitLedger.orderId, orderId));
        const eventPath = `/api/reports/events/${order!.eventId}`;
        const report = await ctx.inject({
          method: 'GET',
          url: `${eventPath}/summary${query}`,
          headers: bearer(organizer.token),
        });
        const perEvent = await ctx.inject({
          method: 'GET',
          url: `${eventPath}/statement${query}`,
          headers: bearer(organizer.token),
        });
        const sold = report.json<{ totals: { revenue: number } }>().totals.revenue;
        const own = perEvent.json();
        const cents = (reais: number) => Math.round(reais * 100);
        expect(cents(own.gross) - cents(own.discounts) - cents(own.refunds) - cents(own.chargebacks)).toBe(
          cents(sold),
        );
        expect(cents(own.net) + cents(own.platformFee)).toBe(cents(sold));
        revenue += cents(sold);
        // Another organizer's event: 404, as its other reports.
        const stranger = await ctx.inject({
          method: 'GET',
          url: `${eventPath}/statement${query}`,
          headers: bearer(buyer.token),
        });
        expect(stranger.statusCode).toBe(404);
      }
      expect(Math.round(statement.net * 100) + Math.round(statement.platformFee * 100)).toBe(revenue);
    });

    it('sends no split when the organizer has no approved account: the platform holds the share', async () => {
      const orderId = await orderOf(50, 1);
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 50),
      });
      expect(pix.statusCode).toBe(200);
      expect(asaas.calls('POST /v3/payments')[0]!.body).not.toHaveProperty('split');
      const paymentId = pix.json<{ paymentId: string }>().paymentId;
      expect((await deliver('PAYMENT_CONFIRMED', paymentId, orderId, 50)).statusCode).toBe(200);
      expect(await ledgerOf(orderId)).toEqual([
        expect.objectContaining({ organizerCents: 5_000, platformCents: 0, credited: false }),
      ]);
    });
  },
  {
    env: {
      ASAAS_API_KEY: API_KEY,
      ASAAS_BASE_URL: asaas.url,
      ASAAS_TIMEOUT_MS: '3000',
      INSTALLMENTS_FREE: '1',
    },
    app: { now: clock.now },
  },
);

describeEachDatabase(
  'split of a card charge (local provider)',
  (ctx) => {
    it('records the organizer share of a 3x card charge with interest, offline', async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      const db = ctx.database.db;
      const organizer = await insertUser(db, ctx.config.jwtSecret);
      const buyer = await insertUser(db, ctx.config.jwtSecret);
      const { walletId } = await approvePayoutAccount(db, organizer.userId);
      await db.insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 500 });
      const event = await insertEvent(db, organizer.userId, [{ name: 'Geral', price: 45, quantity: 10 }]);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ticketTypeId: event.typeIds[0]!, quantity: 2, price: 45 }]),
      });
      const orderId = created.json<{ _id: string }>()._id;
      const paid = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/cartao',
        headers: bearer(buyer.token),
        payload: {
          pedidoId: orderId,
          parcelas: 3,
          cartao: {
            nomeTitular: 'MARIA DA SILVA',
            numero: '4242 4242 4242 4242',
            mesValidade: '12',
            anoValidade: '35',
            cvv: '987',
          },
          titular: {
            nome: 'Maria da Silva',
            email: 'maria@example.com',
            cpfCnpj: '529.982.247-25',
            cep: '60160-230',
            numeroEndereco: '120',
            telefone: '(85) 98888-7777',
          },
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const paymentId = paid.json<{ paymentId: string }>().paymentId;
      const [decided] = await db
        .select()
        .from(chargeSplits)
        .where(eq(chargeSplits.providerPaymentId, paymentId));
      // 90,00 of tickets, 5 % (4,50) commission: 85,50 to the organizer; the interest is the platform's.
      expect(decided).toMatchObject({ walletId, organizerCents: 8_550, commissionCents: 450 });
      expect(decided!.chargedCents).toBeGreaterThan(9_000);
      expect(decided!.platformCents).toBe(450 + decided!.chargedCents - 9_000);
      const [sale] = await db.select().from(splitLedger).where(eq(splitLedger.orderId, orderId));
      expect(sale).toMatchObject({ kind: 'sale', organizerCents: 8_550, credited: true });
      expect(sale!.organizerCents + sale!.platformCents).toBe(sale!.chargedCents);
    });
  },
  { env: { INSTALLMENTS_FREE: '1' }, app: { now: clock.now } },
);
