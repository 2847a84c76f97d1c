import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import {
  bearer,
  insertEvent,
  insertUser,
  insertUsers,
  orderBody,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { queryRows } from '../../db/client';
import { coupons, orderItems, orders, ticketTypes } from '../../db/schema';

const clock = testClock();
const hours = (n: number) => new Date(clock.now().getTime() + n * 3_600_000);

interface Quote {
  total: number;
  discount: number;
  orderable: boolean;
  lines: Array<{ ticketTypeId: string; discount: number; total: number; refusal: { code: string } | null }>;
  coupon: {
    code: string;
    refusal: { code: string; message: string } | null;
    unlockedTicketTypeIds: string[];
    discountedTicketTypeIds: string[];
    discount: number;
  } | null;
}

describeEachDatabase(
  'coupons',
  (ctx) => {
    let organizer: TestUser;
    let buyer: TestUser;
    let eventId: string;
    /** PISTA Inteira R$ 100, PISTA Meia R$ 50, CAMAROTE R$ 300, CORTESIA R$ 100 (só com cupom). */
    let inteira: string, meia: string, camarote: string, cortesia: string;

    const db = () => ctx.database.db;
    const call = (
      token: string | undefined,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => ctx.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    const createCoupon = async (payload: object) => {
      const response = await call(organizer.token, 'POST', `/api/events/${eventId}/coupons`, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string; code: string; used: number }>();
    };
    const quote = async (
      items: Array<{ ticketTypeId: string; quantity: number }>,
      coupon?: string,
      token?: string,
    ) => {
      const response = await call(token, 'POST', '/api/orders/quote', {
        eventId,
        items: items.map((item) => ({ ...item, price: 0 })),
        coupon,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Quote>();
    };
    let documents = 0;
    const order = (
      who: TestUser,
      lines: Array<{ ticketTypeId: string; quantity: number; price: number }>,
      total: number,
      coupon?: string,
    ) => {
      const body = orderBody(eventId, lines, { total, coupon });
      // Each half-price ticket names its beneficiary (#14), one document per ticket.
      const attendees = body.attendees.map((attendee) =>
        attendee.ticketTypeId === meia
          ? { ...attendee, meiaEntrada: { tipo: 'estudante', documento: `CIE${++documents}` } }
          : attendee,
      );
      return call(who.token, 'POST', '/api/orders', { ...body, attendees });
    };
    const usedOf = async (couponId: string) =>
      (await db().select({ used: coupons.used }).from(coupons).where(eq(coupons.id, couponId)))[0]!.used;

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const event = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1 — Inteira', price: 100, quantity: 100 },
        { name: 'PISTA — Lote 1 — Meia', price: 50, quantity: 100 },
        { name: 'CAMAROTE — Lote 1', price: 300, quantity: 100 },
        { name: 'CORTESIA — Parceiros', price: 100, quantity: 10 },
      ]);
      eventId = event.eventId;
      [inteira, meia, camarote, cortesia] = event.typeIds as [string, string, string, string];
      await db().update(ticketTypes).set({ couponOnly: true }).where(eq(ticketTypes.id, cortesia));
    });

    it('the organizer creates, lists, edits and deletes coupons; codes are unique per event whatever the case', async () => {
      const created = await createCoupon({ code: 'Amigo10', kind: 'percent', value: 10, maxUses: 5 });
      expect(created).toMatchObject({ code: 'Amigo10', used: 0 });
      const taken = await call(organizer.token, 'POST', `/api/events/${eventId}/coupons`, {
        code: 'AMIGO10',
        kind: 'fixed',
        value: 5,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'Já existe um cupom AMIGO10 neste evento.',
        code: 'COUPON_CODE_TAKEN',
      });

      const list = await call(organizer.token, 'GET', `/api/events/${eventId}/coupons`);
      expect(list.json()).toEqual([
        expect.objectContaining({
          code: 'Amigo10',
          kind: 'percent',
          value: 10,
          ticketTypeIds: [],
          maxUses: 5,
          active: true,
          paidOrders: 0,
          discount: 0,
        }),
      ]);
      const edited = await call(organizer.token, 'PATCH', `/api/events/${eventId}/coupons/${created._id}`, {
        kind: 'fixed',
        value: 12.5,
        ticketTypeIds: [camarote],
        active: false,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        kind: 'fixed',
        value: 12.5,
        ticketTypeIds: [camarote],
        active: false,
      });

      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      expect((await call(stranger.token, 'GET', `/api/events/${eventId}/coupons`)).statusCode).toBe(404);
      expect(
        (await call(stranger.token, 'DELETE', `/api/events/${eventId}/coupons/${created._id}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(organizer.token, 'DELETE', `/api/events/${eventId}/coupons/${created._id}`)).statusCode,
      ).toBe(204);
      expect((await call(organizer.token, 'GET', `/api/events/${eventId}/coupons`)).json()).toEqual([]);
    });

    it('refuses invalid coupons with pt-BR reasons', async () => {
      const refusals = [
        [
          { code: 'com espaço', kind: 'percent', value: 10 },
          'O código do cupom usa só letras, números, hífen e sublinhado (até 40 caracteres).',
        ],
        [
          { code: 'P', kind: 'percent', value: 101 },
          'O percentual do cupom vai de 1 a 100, sem casas decimais.',
        ],
        [
          { code: 'F', kind: 'fixed', value: 0 },
          'O desconto do cupom deve ser maior que zero, em reais com até 2 casas decimais.',
        ],
        [
          { code: 'T', kind: 'percent', value: 10, ticketTypeIds: ['00000000-0000-4000-8000-000000000000'] },
          'Um dos tipos de ingresso do cupom não é deste evento.',
        ],
        [
          {
            code: 'V',
            kind: 'percent',
            value: 10,
            validFrom: '2030-06-02T00:00:00Z',
            validUntil: '2030-06-01T00:00:00Z',
          },
          'O fim da validade do cupom deve ser depois do início.',
        ],
      ] as const;
      for (const [payload, message] of refusals) {
        const response = await call(organizer.token, 'POST', `/api/events/${eventId}/coupons`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    it('prices by percentage, fixed amount or set price, never discounting half price', async () => {
      await createCoupon({ code: 'PCT', kind: 'percent', value: 25 });
      await createCoupon({ code: 'FIX', kind: 'fixed', value: 30 });
      await createCoupon({ code: 'PRECO', kind: 'price', value: 80 });
      const items = [
        { ticketTypeId: inteira, quantity: 2 },
        { ticketTypeId: meia, quantity: 1 },
        { ticketTypeId: camarote, quantity: 1 },
      ];
      const discounts = (quoted: Quote) =>
        [inteira, meia, camarote].map(
          (id) => quoted.lines.find((line) => line.ticketTypeId === id)!.discount,
        );
      const pct = await quote(items, 'pct');
      expect(discounts(pct)).toEqual([50, 0, 75]);
      expect(pct).toMatchObject({ discount: 125, total: 550 - 125, orderable: true });
      expect(pct.coupon).toMatchObject({ code: 'PCT', refusal: null, discount: 125 });
      expect(pct.coupon!.discountedTicketTypeIds.sort()).toEqual([inteira, camarote].sort());
      expect(discounts(await quote(items, 'FIX'))).toEqual([60, 0, 30]);
      expect(discounts(await quote(items, 'preco'))).toEqual([40, 0, 220]);
      expect((await quote(items)).coupon).toBeNull();
    });

    it('answers a wrong code and one that does not apply with the same words (issue #25 point 5)', async () => {
      await createCoupon({ code: 'OFF', kind: 'percent', value: 10, active: false });
      await createCoupon({ code: 'CEDO', kind: 'percent', value: 10, validFrom: hours(1).toISOString() });
      await createCoupon({ code: 'VELHO', kind: 'percent', value: 10, validUntil: hours(-1).toISOString() });
      const cheio = await createCoupon({ code: 'CHEIO', kind: 'percent', value: 10, maxUses: 1 });
      await createCoupon({ code: 'CAMAROTE', kind: 'percent', value: 10, ticketTypeIds: [camarote] });
      await createCoupon({ code: 'DOIS', kind: 'percent', value: 10, maxUses: 2 });
      await queryRows(db(), sql`update coupons set used = 1 where id = ${cheio._id}`);

      const items = [{ ticketTypeId: inteira, quantity: 3 }];
      /** The quote with the typed code blanked: what tells one code from another, apart from its letters. */
      const shape = async (typed: string) =>
        JSON.stringify(await quote(items, typed)).replaceAll(typed, '<código>');
      const unknown = await shape('NADA');
      // Inactive, not started, expired, used up, for other tickets: each as an unknown code, to the letter (and
      // with the letters as typed: the organizer's spelling would say the code exists).
      for (const typed of ['off', 'CEDO', 'VELHO', 'CHEIO', 'camarote']) {
        expect(await shape(typed), typed).toBe(unknown);
        const quoted = await quote(items, typed);
        expect(quoted.coupon).toEqual({
          code: typed,
          refusal: {
            code: 'COUPON_INVALID',
            message: `Cupom ${typed} inválido ou não vale para estes ingressos.`,
          },
          unlockedTicketTypeIds: [],
          discountedTicketTypeIds: [],
          discount: 0,
        });
        expect(quoted).toMatchObject({ orderable: false, discount: 0, total: 300 });
        const refused = await order(buyer, [{ ticketTypeId: inteira, quantity: 3, price: 100 }], 300, typed);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          message: `Cupom ${typed} inválido ou não vale para estes ingressos.`,
          code: 'COUPON_INVALID',
        });
      }
      // A right code for a smaller cart says how many it still takes: a cart of one would have found it anyway.
      expect((await quote(items, 'dois')).coupon).toMatchObject({
        code: 'DOIS',
        refusal: { code: 'COUPON_EXHAUSTED', message: 'O cupom DOIS só vale para mais 2 ingressos.' },
      });
      // A meia-only order gets nothing from a coupon: half price is never discounted.
      await createCoupon({ code: 'TUDO', kind: 'percent', value: 50 });
      expect((await quote([{ ticketTypeId: meia, quantity: 1 }], 'TUDO')).coupon!.refusal?.code).toBe(
        'COUPON_INVALID',
      );
    });

    it('a used-up courtesy code shows no trace of its lot', async () => {
      const parceiro = await createCoupon({
        code: 'PARCEIRO',
        kind: 'price',
        value: 0,
        ticketTypeIds: [cortesia],
        maxUses: 1,
      });
      await queryRows(db(), sql`update coupons set used = 1 where id = ${parceiro._id}`);
      const quoted = await quote([{ ticketTypeId: cortesia, quantity: 1 }], 'PARCEIRO');
      expect(quoted.lines[0]).toMatchObject({ name: '', total: 0, refusal: { code: 'UNKNOWN_TICKET_TYPE' } });
      expect(quoted.coupon!.unlockedTicketTypeIds).toEqual([]);
      const page = await call(undefined, 'GET', `/api/events/${eventId}?coupon=PARCEIRO`);
      expect(page.json().ticketTypes.map((type: { _id: string }) => type._id)).not.toContain(cortesia);
    });

    it('an order reserves the coupon uses with its stock; cancel and expiry give them back', async () => {
      const coupon = await createCoupon({ code: 'METADE', kind: 'percent', value: 50, maxUses: 3 });
      const lines = [
        { ticketTypeId: inteira, quantity: 2, price: 100 },
        { ticketTypeId: meia, quantity: 1, price: 50 },
      ];
      // A total computed without the coupon is a mismatch: 409 stays.
      expect((await order(buyer, lines, 250, 'METADE')).json().code).toBe('TOTAL_CHANGED');
      const created = await order(buyer, lines, 150, 'metade');
      expect(created.statusCode, created.body).toBe(201);
      const orderId = created.json<{ _id: string }>()._id;
      expect(await usedOf(coupon._id)).toBe(2);
      const detail = await call(buyer.token, 'GET', `/api/orders/${orderId}`);
      expect(detail.json()).toMatchObject({ subtotal: 250, discount: 100, total: 150, couponCode: 'METADE' });
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(items.map((item) => [item.ticketTypeId, item.discountCents]).sort()).toEqual(
        [
          [inteira, 10_000],
          [meia, 0],
        ].sort(),
      );
      // One use left: a second order for two is refused, one for one goes through.
      const other = await insertUser(db(), ctx.config.jwtSecret);
      expect(
        (await order(other, [{ ticketTypeId: inteira, quantity: 2, price: 100 }], 100, 'METADE')).json().code,
      ).toBe('COUPON_EXHAUSTED');
      const last = await order(other, [{ ticketTypeId: inteira, quantity: 1, price: 100 }], 50, 'METADE');
      expect(last.statusCode).toBe(201);
      expect(await usedOf(coupon._id)).toBe(3);
      // maxUses cannot go below what is reserved.
      const lowered = await call(organizer.token, 'PATCH', `/api/events/${eventId}/coupons/${coupon._id}`, {
        maxUses: 2,
      });
      expect(lowered.statusCode).toBe(409);

      const cancelled = await call(buyer.token, 'POST', `/api/orders/${orderId}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await usedOf(coupon._id)).toBe(1);
      clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
      expect(await ctx.app.lifecycle.expireDue(clock.now(), { eventId })).toBe(1);
      expect(await usedOf(coupon._id)).toBe(0);
      // Cancelling again gives nothing back twice.
      await call(buyer.token, 'POST', `/api/orders/${orderId}/cancel`);
      expect(await usedOf(coupon._id)).toBe(0);
    });

    it('a paid order records what was charged, the report shows uses and discount, a refund gives uses back', async () => {
      const coupon = await createCoupon({ code: 'VIP', kind: 'fixed', value: 20, maxUses: 10 });
      const created = await order(buyer, [{ ticketTypeId: camarote, quantity: 2, price: 300 }], 560, 'VIP');
      expect(created.statusCode, created.body).toBe(201);
      const orderId = created.json<{ _id: string }>()._id;
      expect(
        await ctx.app.lifecycle.pay({ orderId, paymentId: 'pay_vip', valueCents: 56_000, now: clock.now() }),
      ).toBe('paid');

      const [ledger] = await queryRows<{ amount: number; discount: number }>(
        db(),
        sql`select sum(amount_cents)::int as amount, sum(discount_cents)::int as discount from sales_ledger where order_id = ${orderId}`,
      );
      expect(ledger).toEqual({ amount: 56_000, discount: 4_000 });
      const report = await call(
        organizer.token,
        'GET',
        `/api/reports/events/${eventId}/summary?from=2030-05-01&to=2030-06-30`,
      );
      expect(report.json().coupons).toEqual([
        { couponId: coupon._id, code: 'VIP', orders: 1, discount: 40, used: 2, maxUses: 10 },
      ]);
      expect(report.json().totals.revenue).toBe(560);
      const reportOrders = await call(
        organizer.token,
        'GET',
        `/api/reports/events/${eventId}/orders?from=2030-05-01&to=2030-06-30`,
      );
      expect(reportOrders.json()[0]).toMatchObject({ total: 560, discount: 40, couponCode: 'VIP' });
      expect((await call(organizer.token, 'GET', `/api/events/${eventId}/coupons`)).json()[0]).toMatchObject({
        used: 2,
        paidOrders: 1,
        discount: 40,
      });

      expect(
        await ctx.app.lifecycle.refund({ orderId, reason: 'refund', paymentId: 'pay_vip', now: clock.now() }),
      ).toBe('refunded');
      expect(await usedOf(coupon._id)).toBe(0);
      expect((await call(organizer.token, 'GET', `/api/events/${eventId}/coupons`)).json()[0]).toMatchObject({
        used: 0,
        paidOrders: 0,
        discount: 0,
      });
    });

    it('"só com cupom" types are hidden from the public and unlocked by their code only', async () => {
      const publicIds = (await call(undefined, 'GET', `/api/events/${eventId}`))
        .json<{ ticketTypes: Array<{ _id: string }> }>()
        .ticketTypes.map((type) => type._id);
      expect(publicIds).not.toContain(cortesia);
      expect(publicIds).toHaveLength(3);
      const organizerIds = (await call(organizer.token, 'GET', `/api/events/${eventId}`)).json<{
        ticketTypes: Array<{ _id: string; couponOnly: boolean }>;
      }>().ticketTypes;
      expect(organizerIds.find((type) => type._id === cortesia)?.couponOnly).toBe(true);

      await createCoupon({ code: 'PARCEIRO', kind: 'price', value: 0, ticketTypeIds: [cortesia] });
      await createCoupon({ code: 'OUTRO', kind: 'percent', value: 10, ticketTypeIds: [inteira] });
      const withCode = (code: string) =>
        call(undefined, 'GET', `/api/events/${eventId}?coupon=${code}`).then((response) =>
          response.json<{
            ticketTypes: Array<{ _id: string }>;
            sellableTicketTypes: Array<{ _id: string }>;
          }>(),
        );
      const unlocked = await withCode('parceiro');
      expect(unlocked.ticketTypes.map((type) => type._id)).toContain(cortesia);
      expect(unlocked.sellableTicketTypes.map((type) => type._id)).toContain(cortesia);
      expect((await withCode('OUTRO')).ticketTypes.map((type) => type._id)).not.toContain(cortesia);
      expect((await withCode('NADA')).ticketTypes.map((type) => type._id)).not.toContain(cortesia);

      const hidden = await quote([{ ticketTypeId: cortesia, quantity: 1 }]);
      expect(hidden.lines[0]!.refusal?.code).toBe('UNKNOWN_TICKET_TYPE');
      expect((await quote([{ ticketTypeId: cortesia, quantity: 1 }], 'OUTRO')).lines[0]!.refusal?.code).toBe(
        'UNKNOWN_TICKET_TYPE',
      );
      const free = await quote([{ ticketTypeId: cortesia, quantity: 2 }], 'PARCEIRO');
      expect(free).toMatchObject({ total: 0, discount: 200, orderable: true });
      expect(free.coupon!.unlockedTicketTypeIds).toEqual([cortesia]);

      expect(
        (await order(buyer, [{ ticketTypeId: cortesia, quantity: 1, price: 100 }], 100)).statusCode,
      ).toBe(400);
      const created = await order(
        buyer,
        [{ ticketTypeId: cortesia, quantity: 1, price: 100 }],
        0,
        'PARCEIRO',
      );
      expect(created.statusCode, created.body).toBe(201);
    });

    it('20 concurrent orders on a 1-use coupon: exactly one is created', async () => {
      const coupon = await createCoupon({ code: 'UNICO', kind: 'percent', value: 10, maxUses: 1 });
      const buyers = await insertUsers(db(), ctx.config.jwtSecret, 20);
      const responses = await Promise.all(
        buyers.map((who) => order(who, [{ ticketTypeId: inteira, quantity: 1, price: 100 }], 90, 'UNICO')),
      );
      const failures = responses
        .filter((response) => response.statusCode >= 500)
        .map((response) => response.body);
      expect(failures).toEqual([]);
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
      // Priced while the use was free and beaten to it: "esgotado"; priced after: as wrong as any code.
      const codes = responses.filter((response) => response.statusCode === 409).map((r) => r.json().code);
      expect(codes).toHaveLength(19);
      for (const code of codes) expect(['COUPON_EXHAUSTED', 'COUPON_INVALID']).toContain(code);
      expect(await usedOf(coupon._id)).toBe(1);
      const made = await db()
        .select()
        .from(orders)
        .where(
          inArray(
            orders.buyerId,
            buyers.map((who) => who.userId),
          ),
        );
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ couponId: coupon._id, couponUses: 1, discountCents: 1_000 });
    });
  },
  { app: { now: clock.now } },
);
