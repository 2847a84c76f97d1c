import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  insertUsers,
  orderBody,
  testClock,
  type EventFixture,
  type TestUser,
} from '../../../test/orders-fixtures';
import { queryRows } from '../../db/client';
import { attendees, orderItems, orders, ticketTypes, tickets } from '../../db/schema';

const clock = testClock();
const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describeEachDatabase(
  'orders',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    let event: EventFixture;
    let pista: string;
    let camarote: string;

    const db = () => ctx.database.db;
    const post = (token: string | undefined, payload: object) =>
      ctx.inject({ method: 'POST', url: '/api/orders', headers: token ? bearer(token) : {}, payload });
    const get = (token: string | undefined, url: string) =>
      ctx.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    const soldOf = async (typeId: string) =>
      (await db().select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
        .sold;
    const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      event = await insertEvent(db(), organizer.userId, [
        { name: 'Pista — Lote 1', price: 80, quantity: 100, perCustomerLimit: 4 },
        { name: 'Pista — Lote 2', price: 100, quantity: 100, lotNumber: 2 },
        { name: 'Camarote — Lote 1', price: 250.5, quantity: 10 },
      ]);
      [pista, , camarote] = event.typeIds as [string, string, string];
    });

    describe('POST /orders', () => {
      it('reserves the tickets and answers 201 with the pending order', async () => {
        const response = await post(
          buyer.token,
          orderBody(event.eventId, [
            { ticketTypeId: pista, quantity: 2, price: 80 },
            { ticketTypeId: camarote, quantity: 1, price: 250.5 },
          ]),
        );
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toEqual({
          pedidoId: body._id,
          _id: expect.any(String),
          status: 'pending',
          total: 410.5,
          expiresAt: minutesFrom(clock.now(), ctx.config.orderHoldMinutes).toISOString(),
        });
        expect(await soldOf(pista)).toBe(2);
        expect(await soldOf(camarote)).toBe(1);
        const [order] = await ordersOf(buyer.userId);
        expect(order).toMatchObject({
          id: body._id,
          status: 'pending',
          subtotalCents: 41050,
          feeCents: 0,
          totalCents: 41050,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          createdAt: clock.now(),
        });
        const items = await db().select().from(orderItems).where(eq(orderItems.orderId, body._id));
        expect(items.map((item) => [item.name, item.quantity, item.unitPriceCents]).sort()).toEqual([
          ['Camarote — Lote 1', 1, 25050],
          ['Pista — Lote 1', 2, 8000],
        ]);
        expect(await db().select().from(attendees).where(eq(attendees.orderId, body._id))).toHaveLength(3);
      });

      it('refuses an event that is over (409 EVENT_ENDED, as the quote does), reserving nothing', async () => {
        // The fixture's event is on 2031-03-01 at 20:00 in São Paulo, without an end date: sold until midnight.
        const body = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }]);
        clock.set(new Date('2031-03-02T02:59:59Z'));
        const quote = (payload: object) =>
          ctx.inject({ method: 'POST', url: '/api/orders/quote', headers: bearer(buyer.token), payload });
        expect((await quote({ eventId: event.eventId, items: body.items })).json()).toMatchObject({
          orderable: true,
        });
        clock.set(new Date('2031-03-02T03:00:00Z'));
        expect((await quote({ eventId: event.eventId, items: body.items })).json()).toMatchObject({
          orderable: false,
        });
        const response = await post(buyer.token, body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: 'Este evento já foi encerrado e não vende mais ingressos.',
          code: 'EVENT_ENDED',
        });
        expect(await soldOf(pista)).toBe(0);
        expect(await ordersOf(buyer.userId)).toHaveLength(0);
      });

      it('ignores statusPagamento and the prices the client sends: the order is born pending at server prices', async () => {
        const body = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }], {
          statusPagamento: 'pago',
          items: [{ ticketTypeId: pista, quantity: 1, price: 0.01, name: 'Grátis' }],
        });
        const response = await post(buyer.token, body);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ status: 'pending', total: 80 });
        const [item] = await db()
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, response.json()._id));
        expect(item).toMatchObject({ name: 'Pista — Lote 1', unitPriceCents: 8000 });
        expect(await db().select().from(tickets)).toHaveLength(0);
      });

      it('merges repeated ticket types into one line', async () => {
        const body = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 3, price: 80 }], {
          items: [
            { ticketTypeId: pista, quantity: 1 },
            { ticketTypeId: pista.toUpperCase(), quantity: 2 },
          ],
        });
        const response = await post(buyer.token, body);
        expect(response.statusCode).toBe(201);
        const items = await db().select().from(orderItems).where(eq(orderItems.orderId, response.json()._id));
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ quantity: 3 });
      });

      it('answers 409 when the total differs from the server total, reserving nothing', async () => {
        for (const total of [0.01, 0, 159.99, 1000]) {
          const response = await post(
            buyer.token,
            orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 2, price: 80 }], { total }),
          );
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            message: 'O total do pedido mudou. Revise os ingressos e tente novamente.',
            code: 'TOTAL_CHANGED',
          });
        }
        expect(await soldOf(pista)).toBe(0);
        expect(await ordersOf(buyer.userId)).toHaveLength(0);
      });

      it.each([
        [-1, 'Dados inválidos: o campo "items[0].quantity" deve ser maior ou igual a 0.'],
        [0, 'A quantidade de cada ingresso deve ser maior que zero.'],
        [1.5, 'Dados inválidos: o campo "items[0].quantity" deve ser um número inteiro.'],
        [100_001, 'Dados inválidos: o campo "items[0].quantity" deve ser menor ou igual a 100000.'],
        [
          5,
          'Informe um utilizador para cada ingresso de Pista — Lote 1: são 5 ingresso(s) e 1 utilizador(es).',
        ],
        ['2', 'Dados inválidos: o campo "items[0].quantity" deve ser um número inteiro.'],
      ])('refuses quantity %j with 400 "%s"', async (quantity, message) => {
        const body = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }], {
          items: [{ ticketTypeId: pista, quantity }],
        });
        const response = await post(buyer.token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect(await soldOf(pista)).toBe(0);
      });

      it('refuses a total with fractions of a cent and malformed bodies with 400', async () => {
        const cases: Array<[object, string]> = [
          [
            orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }], { total: 80.001 }),
            'Dados inválidos: o campo "total" deve ter no máximo 2 casas decimais.',
          ],
          [
            orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }], { items: [] }),
            'Dados inválidos: o campo "items" deve ter pelo menos 1 item.',
          ],
          [
            orderBody('nao-e-uuid', [{ ticketTypeId: pista, quantity: 1, price: 80 }]),
            'Dados inválidos: o campo "eventId" deve ser um identificador (UUID) válido.',
          ],
          [
            orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }], { hacker: true }),
            'Dados inválidos: o campo "hacker" não é permitido.',
          ],
        ];
        for (const [body, message] of cases) {
          const response = await post(buyer.token, body);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message });
        }
      });

      it('refuses ticket types of another event with 400 and types not on sale with 409', async () => {
        const other = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 10, quantity: 5 }]);
        const foreign = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: other.typeIds[0]!, quantity: 1, price: 10 }]),
        );
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json()).toEqual({ message: 'Tipo de ingresso inválido para este evento.' });

        // Lot 2 waits for lot 1 to sell out or end.
        const lot2 = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: event.typeIds[1]!, quantity: 1, price: 100 }]),
        );
        expect(lot2.statusCode).toBe(409);
        expect(lot2.json()).toEqual({
          message: 'Pista — Lote 2 não está à venda no momento.',
          code: 'NOT_ON_SALE',
        });
        expect(await soldOf(event.typeIds[1]!)).toBe(0);
      });

      it('sells inside the sale window only, on the injected clock', async () => {
        const windowed = await insertEvent(db(), organizer.userId, [
          {
            name: 'Geral',
            price: 50,
            quantity: 10,
            saleStart: minutesFrom(clock.now(), 60),
            saleEnd: minutesFrom(clock.now(), 120),
          },
        ]);
        const body = orderBody(windowed.eventId, [
          { ticketTypeId: windowed.typeIds[0]!, quantity: 1, price: 50 },
        ]);
        expect((await post(buyer.token, body)).statusCode).toBe(409);
        clock.advanceMinutes(90);
        expect((await post(buyer.token, body)).statusCode).toBe(201);
        clock.advanceMinutes(60);
        const ended = await post(buyer.token, body);
        expect(ended.statusCode).toBe(409);
        expect(ended.json().message).toBe('Geral não está à venda no momento.');
      });

      it('answers 404 for an unknown or draft event', async () => {
        const draft = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 10, quantity: 5 }], {
          status: 'draft',
        });
        for (const eventId of [draft.eventId, '00000000-0000-4000-8000-000000000000']) {
          const response = await post(
            organizer.token,
            orderBody(eventId, [{ ticketTypeId: draft.typeIds[0]!, quantity: 1, price: 10 }]),
          );
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Evento não encontrado.' });
        }
      });

      it('needs one attendee per ticket, each with a name and a valid e-mail', async () => {
        const base = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 2, price: 80 }]);
        const cases: Array<[object[], string]> = [
          [
            base.attendees.slice(0, 1),
            'Informe um utilizador para cada ingresso de Pista — Lote 1: são 2 ingresso(s) e 1 utilizador(es).',
          ],
          [
            [...base.attendees, base.attendees[0]!],
            'Informe um utilizador para cada ingresso de Pista — Lote 1: são 2 ingresso(s) e 3 utilizador(es).',
          ],
          [
            [base.attendees[0]!, { ...base.attendees[1]!, name: '   ' }],
            'Preencha nome e e-mail de todos os utilizadores.',
          ],
          [
            [base.attendees[0]!, { ...base.attendees[1]!, email: 'sem-arroba' }],
            'Informe um e-mail válido para cada utilizador.',
          ],
          [
            [base.attendees[0]!, { ...base.attendees[1]!, ticketTypeId: camarote }],
            'Cada participante deve usar um dos ingressos do pedido.',
          ],
        ];
        for (const [people, message] of cases) {
          const response = await post(buyer.token, { ...base, attendees: people });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message });
        }
        expect(await soldOf(pista)).toBe(0);
      });

      it('answers 401 without a valid token', async () => {
        const body = orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }]);
        for (const token of [undefined, 'invalido']) {
          const response = await post(token, body);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Não autenticado.' });
        }
      });

      it('answers 409 "Ingressos esgotados" and reserves nothing of a multi-type order when one type lacks stock', async () => {
        await db().update(ticketTypes).set({ sold: 9 }).where(eq(ticketTypes.id, camarote));
        const response = await post(
          buyer.token,
          orderBody(event.eventId, [
            { ticketTypeId: pista, quantity: 1, price: 80 },
            { ticketTypeId: camarote, quantity: 2, price: 250.5 },
          ]),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message:
            'Restam apenas 1 ingresso(s) para Camarote — Lote 1. Ajuste a quantidade e tente novamente.',
          code: 'NOT_ENOUGH',
        });
        await db().update(ticketTypes).set({ sold: 10 }).where(eq(ticketTypes.id, camarote));
        const soldOut = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: camarote, quantity: 1, price: 250.5 }]),
        );
        expect(soldOut.json()).toEqual({
          message: 'Ingressos esgotados para Camarote — Lote 1.',
          code: 'SOLD_OUT',
        });
        expect(await soldOf(pista)).toBe(0);
        expect(await ordersOf(buyer.userId)).toHaveLength(0);
      });

      it('never oversells when more buyers than tickets order at once', async () => {
        const small = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 20, quantity: 7 }]);
        const buyers = await insertUsers(db(), ctx.config.jwtSecret, 20);
        const body = orderBody(small.eventId, [{ ticketTypeId: small.typeIds[0]!, quantity: 1, price: 20 }]);
        const responses = await Promise.all(buyers.map((user) => post(user.token, body)));
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(7);
        expect(statuses.filter((status) => status === 409)).toHaveLength(13);
        expect(await soldOf(small.typeIds[0]!)).toBe(7);
      });

      it('a lot that sells out hands over to the next one', async () => {
        await db().update(ticketTypes).set({ sold: 100 }).where(eq(ticketTypes.id, pista));
        const response = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: event.typeIds[1]!, quantity: 1, price: 100 }]),
        );
        expect(response.statusCode).toBe(201);
        expect(response.json().total).toBe(100);
      });
    });

    describe('per-customer limit', () => {
      const pistaOrder = (quantity: number) =>
        orderBody(event.eventId, [{ ticketTypeId: pista, quantity, price: 80 }]);

      it('counts the pending and paid orders of the buyer, not expired ones nor other buyers', async () => {
        expect((await post(buyer.token, pistaOrder(3))).statusCode).toBe(201);
        const over = await post(buyer.token, pistaOrder(2));
        expect(over.statusCode).toBe(409);
        expect(over.json()).toEqual({
          message:
            'Limite de 4 ingresso(s) por cliente para Pista — Lote 1: você já tem 3 em outros pedidos.',
          code: 'LIMIT_REACHED',
        });
        expect((await post(buyer.token, pistaOrder(1))).statusCode).toBe(201);
        await db().update(orders).set({ status: 'paid' }).where(eq(orders.buyerId, buyer.userId));
        expect((await post(buyer.token, pistaOrder(1))).statusCode).toBe(409);

        const other = await insertUser(db(), ctx.config.jwtSecret);
        expect((await post(other.token, pistaOrder(4))).statusCode).toBe(201);
        expect((await post(other.token, pistaOrder(5))).json().message).toBe(
          'Limite de 4 ingresso(s) por cliente para Pista — Lote 1: você já tem 4 em outros pedidos.',
        );

        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        expect((await post(other.token, pistaOrder(4))).statusCode).toBe(201);
      });

      it('holds when one buyer sends many orders at once', async () => {
        const responses = await Promise.all(
          Array.from({ length: 6 }, () => post(buyer.token, pistaOrder(2))),
        );
        expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
        expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
        expect(await soldOf(pista)).toBe(4);
      });
    });

    describe('holds and expiry', () => {
      it('expires an unpaid order after ORDER_HOLD_MINUTES and releases its tickets exactly once', async () => {
        const created = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 3, price: 80 }]),
        );
        const orderId = created.json()._id as string;
        clock.advanceMinutes(ctx.config.orderHoldMinutes - 1);
        expect((await get(buyer.token, `/api/orders/${orderId}`)).json().status).toBe('pending');
        expect(await soldOf(pista)).toBe(3);

        clock.advanceMinutes(2);
        const [first, second] = await Promise.all([
          ctx.app.lifecycle.expireDue(clock.now(), { eventId: event.eventId }),
          ctx.app.lifecycle.expireDue(clock.now(), { eventId: event.eventId }),
        ]);
        expect(first + second).toBe(1);
        expect(await ctx.app.lifecycle.expireDue(clock.now(), { eventId: event.eventId })).toBe(0);
        expect(await soldOf(pista)).toBe(0);
        const detail = await get(buyer.token, `/api/orders/${orderId}`);
        expect(detail.json()).toMatchObject({ status: 'expired' });
      });

      it('shows an order whose hold ended as expired to reads, which write nothing: the sweeper does (issue #26)', async () => {
        const created = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 2, price: 80 }]),
        );
        const orderId = created.json()._id;
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        const list = await get(buyer.token, '/api/orders/mine');
        expect(list.json()[0]).toMatchObject({ _id: orderId, status: 'expired' });
        expect((await get(buyer.token, `/api/orders/${orderId}`)).json()).toMatchObject({
          status: 'expired',
        });
        expect((await get(buyer.token, `/api/orders/${orderId}/payment`)).json()).toMatchObject({
          status: 'expired',
          pix: null,
        });
        // Nothing written: the row is still pending and holds its stock until the sweeper runs.
        const stored = () =>
          queryRows<{ status: string }>(db(), sql`select status from orders where id = ${orderId}`);
        expect(await stored()).toEqual([{ status: 'pending' }]);
        expect(await soldOf(pista)).toBe(2);
        expect(await ctx.app.lifecycle.sweepExpired(clock.now())).toBeGreaterThanOrEqual(1);
        expect(await stored()).toEqual([{ status: 'expired' }]);
        expect(await soldOf(pista)).toBe(0);
      });

      it('quotes the tickets of due orders as free without writing anything (issue #26 point 3)', async () => {
        const tiny = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 30, quantity: 2 }]);
        const body = orderBody(tiny.eventId, [{ ticketTypeId: tiny.typeIds[0]!, quantity: 2, price: 30 }]);
        expect((await post(buyer.token, body)).statusCode).toBe(201);
        const next = await insertUser(db(), ctx.config.jwtSecret);
        const quote = () =>
          ctx.inject({
            method: 'POST',
            url: '/api/orders/quote',
            headers: bearer(next.token),
            payload: { eventId: tiny.eventId, items: body.items },
          });
        expect((await quote()).json()).toMatchObject({ orderable: false });
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        expect((await quote()).json()).toMatchObject({ orderable: true });
        const statuses = await queryRows<{ status: string }>(
          db(),
          sql`select status from orders where event_id = ${tiny.eventId}`,
        );
        expect(statuses).toEqual([{ status: 'pending' }]);
        expect(await soldOf(tiny.typeIds[0]!)).toBe(2);
      });

      it('gives the tickets of due orders to the next buyer instead of answering "esgotados"', async () => {
        const tiny = await insertEvent(db(), organizer.userId, [{ name: 'Geral', price: 30, quantity: 2 }]);
        const body = orderBody(tiny.eventId, [{ ticketTypeId: tiny.typeIds[0]!, quantity: 2, price: 30 }]);
        expect((await post(buyer.token, body)).statusCode).toBe(201);
        const next = await insertUser(db(), ctx.config.jwtSecret);
        expect((await post(next.token, body)).statusCode).toBe(409);
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        expect((await post(next.token, body)).statusCode).toBe(201);
        expect(await soldOf(tiny.typeIds[0]!)).toBe(2);
        const statuses = await queryRows<{ status: string }>(
          db(),
          sql`select status from orders where event_id = ${tiny.eventId} order by created_at`,
        );
        expect(statuses.map((row) => row.status)).toEqual(['expired', 'pending']);
      });
    });

    describe('GET /orders/mine', () => {
      it('lists only the buyer’s orders, newest first, with event, items, total and status', async () => {
        const first = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }]),
        );
        clock.advanceMinutes(1);
        const second = await post(
          buyer.token,
          orderBody(event.eventId, [{ ticketTypeId: camarote, quantity: 2, price: 250.5 }]),
        );
        const other = await insertUser(db(), ctx.config.jwtSecret);
        await post(other.token, orderBody(event.eventId, [{ ticketTypeId: pista, quantity: 1, price: 80 }]));

        const response = await get(buyer.token, '/api/orders/mine');
        expect(response.statusCode).toBe(200);
        const list = response.json();
        expect(list.map((order: { _id: string }) => order._id)).toEqual([
          second.json()._id,
          first.json()._id,
        ]);
        expect(list[0]).toEqual({
          _id: second.json()._id,
          event: {
            _id: event.eventId,
            title: 'Festival de Teste',
            image: null,
            eventDate: '2031-03-01T23:00:00.000Z',
            city: 'Fortaleza',
            state: 'CE',
            venue: 'Arena',
          },
          createdAt: clock.now().toISOString(),
          items: [{ name: 'Camarote — Lote 1', quantity: 2, unitPrice: 250.5, discount: 0, total: 501 }],
          total: 501,
          status: 'pending',
          payment: null,
        });
        expect((await get(organizer.token, '/api/orders/mine')).json()).toEqual([]);
      });

      it('answers 401 without a token', async () => {
        expect((await get(undefined, '/api/orders/mine')).statusCode).toBe(401);
      });
    });

    describe('GET /orders/{id}', () => {
      it('answers the detail to its buyer and to an ADMIN, 404 to anyone else', async () => {
        const created = await post(
          buyer.token,
          orderBody(event.eventId, [
            { ticketTypeId: pista, quantity: 1, price: 80 },
            { ticketTypeId: camarote, quantity: 1, price: 250.5 },
          ]),
        );
        const orderId = created.json()._id as string;
        const mine = await get(buyer.token, `/api/orders/${orderId}`);
        expect(mine.statusCode).toBe(200);
        expect(mine.json()).toMatchObject({
          _id: orderId,
          status: 'pending',
          subtotal: 330.5,
          fee: 0,
          total: 330.5,
          eventTitle: 'Festival de Teste',
          eventPoster: null,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          buyerCpfCnpj: null,
          buyerPhone: null,
          attendees: [
            {
              name: 'Participante 1',
              email: 'participante1@example.com',
              ticketTypeName: expect.any(String),
            },
            {
              name: 'Participante 1',
              email: 'participante1@example.com',
              ticketTypeName: expect.any(String),
            },
          ],
        });
        expect(mine.json().items).toHaveLength(2);

        const admin = await get(await ctx.adminToken(), `/api/orders/${orderId}`);
        expect(admin.statusCode).toBe(200);

        const stranger = await insertUser(db(), ctx.config.jwtSecret);
        for (const url of [`/api/orders/${orderId}`, '/api/orders/00000000-0000-4000-8000-000000000000']) {
          const response = await get(stranger.token, url);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Pedido não encontrado.' });
        }
        expect((await get(undefined, `/api/orders/${orderId}`)).statusCode).toBe(401);
        expect((await get(buyer.token, '/api/orders/123')).statusCode).toBe(400);
      });
    });
  },
  { app: { now: clock.now } },
);
