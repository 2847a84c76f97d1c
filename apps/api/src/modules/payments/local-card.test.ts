import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { orders, refunds } from '../../db/schema';
import { LOCAL_ANALYSIS_CARD, LOCAL_REFUSAL, LOCAL_REFUSED_CARDS } from './local-card';

/*
 * Issue #27 point 6: without ASAAS_API_KEY the local provider treats cards as the Asaas sandbox does — any valid
 * number approved, the sandbox's two refused cards refused, 4000 0000 0000 0002 in analysis until "Simular
 * aprovação" / "Simular reprovação" (POST /pagamento/local/{paymentId}/confirm?outcome=) end it through the same
 * webhook path.
 */

const clock = testClock();

describeEachDatabase(
  'cards with the local provider',
  (ctx) => {
    let buyer: TestUser;
    let eventId: string;
    let typeId: string;
    const db = () => ctx.database.db;
    const status = async (id: string) =>
      (await db().select().from(orders).where(eq(orders.id, id)))[0]!.status;

    const card = (pedidoId: string, numero: string, parcelas = 3) => ({
      pedidoId,
      parcelas,
      cartao: { nomeTitular: 'MARIA DA SILVA', numero, mesValidade: '12', anoValidade: '35', cvv: '123' },
      titular: {
        nome: 'Maria da Silva',
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        cep: '60160230',
        numeroEndereco: '120',
        telefone: '85988887777',
      },
    });
    const newOrder = async () =>
      (
        await ctx.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyer.token),
          payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity: 1, price: 150 }]),
        })
      ).json()._id as string;
    const pay = (body: object) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/cartao',
        headers: bearer(buyer.token),
        payload: body,
      });
    const confirm = (paymentId: string, outcome: string) =>
      ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${paymentId}/confirm?outcome=${outcome}`,
        headers: bearer(buyer.token),
      });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      const organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 150, quantity: 10 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
    });

    it('approves any valid number, and the order shows how it was paid', async () => {
      const orderId = await newOrder();
      const response = await pay(card(orderId, '5555 5555 5555 4444'));
      expect(response.json()).toMatchObject({ status: 'paid' });
      expect(await status(orderId)).toBe('paid');
      const detail = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(buyer.token),
      });
      expect(detail.json().payment.label).toBe('Cartão de crédito · 3x de R$ 50,00');
      const mine = await ctx.inject({ method: 'GET', url: '/api/orders/mine', headers: bearer(buyer.token) });
      expect(mine.json()[0].payment.label).toBe('Cartão de crédito · 3x de R$ 50,00');
    });

    it("refuses the sandbox's refused cards with 402, the order still payable", async () => {
      const orderId = await newOrder();
      for (const numero of LOCAL_REFUSED_CARDS) {
        const response = await pay(card(orderId, numero));
        expect(response.statusCode).toBe(402);
        expect(response.json()).toMatchObject({ code: 'CARD_REFUSED', message: LOCAL_REFUSAL });
      }
      expect(await status(orderId)).toBe('pending');
      expect((await pay(card(orderId, '4242424242424242', 1))).json().status).toBe('paid');
    });

    it('"Simular aprovação" ends an analysis paid; "Simular reprovação" cancels the order', async () => {
      const approved = await newOrder();
      const analysis = await pay(card(approved, LOCAL_ANALYSIS_CARD));
      expect(analysis.json()).toMatchObject({ status: 'analysis' });
      const payment = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${approved}/payment`,
        headers: bearer(buyer.token),
      });
      expect(payment.json().card).toMatchObject({ status: 'analysis', provider: 'local', last4: '0002' });
      expect((await confirm(analysis.json().paymentId, 'approve')).json()).toEqual({ status: 'paid' });

      const reproved = await newOrder();
      const second = await pay(card(reproved, LOCAL_ANALYSIS_CARD));
      expect((await confirm(second.json().paymentId, 'reprove')).json()).toEqual({ status: 'cancelled' });
      // Once is once: a repeated click changes nothing.
      expect((await confirm(second.json().paymentId, 'approve')).json()).toEqual({ status: 'cancelled' });
      expect(await db().select().from(refunds).where(eq(refunds.orderId, reproved))).toEqual([]);
    });
  },
  { app: { now: clock.now } },
);
