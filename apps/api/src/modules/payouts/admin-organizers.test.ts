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
import { organizerSettings, tickets } from '../../db/schema';

/*
 * Issue #31 point 6: the ADMIN's "Organizadores" (each organizer, its account's status, sales, the platform's
 * revenue), the commission it sets (0–50 %, else 400 in pt-BR) and the block (no new paid orders nor paid events
 * published; tickets already sold stay valid). Asaas faked at its HTTP boundary.
 */

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock();

describeEachDatabase(
  'ADMIN organizers (Asaas)',
  (ctx) => {
    let admin: TestUser;
    let organizer: TestUser;
    let buyer: TestUser;
    const db = () => ctx.database.db;
    const list = (user = admin) =>
      ctx.inject({ method: 'GET', url: '/api/admin/organizers', headers: bearer(user.token) });
    const update = (payload: object, id = organizer.userId, user = admin) =>
      ctx.inject({
        method: 'PATCH',
        url: `/api/admin/organizers/${id}`,
        headers: bearer(user.token),
        payload,
      });
    const order = (event: { eventId: string; typeIds: string[] }, price: number) =>
      ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(event.eventId, [{ ticketTypeId: event.typeIds[0]!, quantity: 1, price }]),
      });
    const paidOrder = async (event: { eventId: string; typeIds: string[] }, price: number) => {
      const orderId = (await order(event, price)).json<{ _id: string }>()._id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, price),
      });
      const paymentId = pix.json<{ paymentId: string }>().paymentId;
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
            value: price,
            netValue: price - 0.99,
            status: 'RECEIVED',
          },
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return orderId;
    };
    const mine = (rows: Array<{ _id: string }>) => rows.find((row) => row._id === organizer.userId);

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      asaas.reset();
      admin = await insertUser(db(), ctx.config.jwtSecret, 'ADMIN');
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      await approvePayoutAccount(db(), organizer.userId);
    });

    it('lists each organizer with its account, sales and the platform revenue; ADMIN only', async () => {
      await db().insert(organizerSettings).values({ organizerId: organizer.userId, commissionBps: 1000 });
      const event = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 80, quantity: 10 }]);
      await paidOrder(event, 80);
      expect((await list(organizer)).statusCode).toBe(403);
      const answer = await list();
      expect(answer.statusCode).toBe(200);
      expect(answer.json().defaultCommissionPercent).toBe(0);
      // 80,00 charged; 10 % commission (8,00) is the platform's.
      expect(mine(answer.json().items)).toEqual({
        _id: organizer.userId,
        name: expect.any(String),
        email: expect.any(String),
        events: 1,
        accountStatus: 'approved',
        sales: 80,
        platformRevenue: 8,
        commissionPercent: 10,
        customCommission: true,
        blocked: false,
      });
      // A buyer without events nor account is nobody's organizer.
      expect(answer.json().items.some((row: { _id: string }) => row._id === buyer.userId)).toBe(false);
    });

    it('sets the commission 0–50 % (the next charges use it), refuses anything else in pt-BR', async () => {
      for (const commissionPercent of [-1, 50.01, 12.345, 80]) {
        const refused = await update({ commissionPercent });
        expect(refused.statusCode, String(commissionPercent)).toBe(400);
        expect(refused.json().message).toBe(
          'A comissão deve ficar entre 0 % e 50 %, com até duas casas decimais.',
        );
      }
      expect(
        await db()
          .select()
          .from(organizerSettings)
          .where(eq(organizerSettings.organizerId, organizer.userId)),
      ).toEqual([]);
      const set = await update({ commissionPercent: 12.5 });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ commissionPercent: 12.5, customCommission: true, blocked: false });
      const event = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 100, quantity: 10 }]);
      await paidOrder(event, 100);
      // 100,00 of tickets, 12,5 %: 87,50 go to the organizer's wallet with the charge.
      expect(asaas.calls('POST /v3/payments')[0]!.body).toMatchObject({ split: [{ fixedValue: 87.5 }] });
      const back = await update({ commissionPercent: null });
      expect(back.json()).toMatchObject({ commissionPercent: 0, customCommission: false });
      expect((await update({ blocked: true }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await update({ commissionPercent: 5 }, organizer.userId, organizer)).statusCode).toBe(403);
    });

    it('a blocked organizer sells no paid tickets nor publishes paid events; sold tickets stay valid', async () => {
      const event = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 80, quantity: 10 }]);
      const sold = await paidOrder(event, 80);
      const blocked = await update({ blocked: true });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().blocked).toBe(true);

      const refused = await order(event, 80);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ORGANIZER_BLOCKED',
        message:
          'As vendas de ingressos pagos deste evento estão suspensas no momento. Fale com o organizador do evento.',
      });
      const publish = await ctx.inject({
        method: 'POST',
        url: '/api/events',
        headers: bearer(organizer.token),
        payload: {
          title: 'Outro show',
          status: 'published',
          meiaEntradaLei: false,
          eventDate: '2030-08-01T22:00:00.000Z',
          ticketTypes: [{ name: 'PISTA', price: 50, quantity: 10, lotNumber: 1, perCustomerLimit: 0 }],
        },
      });
      expect(publish.statusCode).toBe(409);
      expect(publish.json().code).toBe('ORGANIZER_BLOCKED');
      expect(
        (await db().select({ state: tickets.state }).from(tickets).where(eq(tickets.orderId, sold))).map(
          (ticket) => ticket.state,
        ),
      ).toEqual(['valid']);
      const account = await ctx.inject({
        method: 'GET',
        url: '/api/organizers/me/payout-account',
        headers: bearer(organizer.token),
      });
      expect(account.json().blocked).toBe(true);

      expect((await update({ blocked: false })).json().blocked).toBe(false);
      expect((await order(event, 80)).statusCode).toBe(201);
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '3000' },
    app: { now: clock.now },
  },
);
