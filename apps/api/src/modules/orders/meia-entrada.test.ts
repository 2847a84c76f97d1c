import { MEIA_ENTRADA_MESSAGES } from '@bilheteria/rules';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { attendees, mailOutbox, ticketTypes } from '../../db/schema';
import { describeEachDatabase } from '../../../test/helper';
import { approvePayoutAccount } from '../../../test/payout-fixtures';
import {
  bearer,
  insertEvent,
  insertUser,
  insertUsers,
  orderBody,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';
import { hmacStaticToken } from '../tickets/tokens';

/*
 * Issue #14: meia-entrada by law (Lei 12.933/2013). The event form's rules (40% quota to publish, half of the
 * Inteira), the beneficiary of each half-price ticket at POST /orders, one half-price ticket per document and
 * event under concurrency (a unique index), the claim freed by expiry and cancellation, and the door's answer.
 */

const clock = testClock();
const run = promisify(execFile);

const lot = (name: string, price: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  name,
  price,
  quantity,
  lotNumber: 1,
  perCustomerLimit: 0,
  ...extra,
});

const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Forró com meia-entrada',
  state: 'CE',
  status: 'published',
  eventDate: '2031-03-01T23:00:00.000Z',
  ticketTypes: [lot('PISTA — Lote 1 — Inteira', 80, 60), lot('PISTA — Lote 1 — Meia', 40, 40)],
  ...extra,
});

const meia = (documento: string, tipo = 'estudante') => ({ tipo, documento });

describeEachDatabase(
  'meia-entrada',
  (ctx) => {
    let organizer: TestUser;

    const postEvent = (body: Record<string, unknown>) =>
      ctx.inject({ method: 'POST', url: '/api/events', headers: bearer(organizer.token), payload: body });

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(ctx.database.db, ctx.config.jwtSecret);
      await approvePayoutAccount(ctx.database.db, organizer.userId);
    });

    describe('the event form (POST/PATCH /events)', () => {
      it('publishes an event with 40% at half price and shows its half-price tickets', async () => {
        const created = await postEvent(eventBody());
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json()).toMatchObject({
          meiaEntradaLei: true,
          meiaEntrada: { total: 40, vendidas: 0, restantes: 40 },
        });
        const detail = await ctx.inject({ method: 'GET', url: `/api/events/${created.json()._id}` });
        expect(detail.json().meiaEntrada).toEqual({ total: 40, vendidas: 0, restantes: 40 });
      });

      it('refuses to publish below 40%, saying how many are missing; a draft may be anything', async () => {
        const ticketTypes = [lot('PISTA — Lote 1 — Inteira', 80, 70), lot('PISTA — Lote 1 — Meia', 40, 30)];
        const refused = await postEvent(eventBody({ ticketTypes }));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          code: 'MEIA_ENTRADA_QUOTA',
          message:
            'Para publicar, ao menos 40% dos ingressos devem ser meia-entrada (Lei 12.933/2013): são 30 meia(s) ' +
            'de 100 ingresso(s); faltam 10. Transforme 10 ingresso(s) em meia-entrada, ou desmarque "Evento ' +
            'coberto pela lei da meia-entrada" se a lei não se aplica.',
        });

        const draft = await postEvent(eventBody({ ticketTypes, status: 'draft' }));
        expect(draft.statusCode, draft.body).toBe(201);
        const publish = await ctx.inject({
          method: 'PATCH',
          url: `/api/events/${draft.json()._id}`,
          headers: bearer(organizer.token),
          payload: { title: 'Forró com meia-entrada', status: 'published' },
        });
        expect(publish.statusCode).toBe(400);
        expect(publish.json().message).toContain('faltam 10');
      });

      it('applies no quota to an event the law does not cover (meiaEntradaLei: false)', async () => {
        const created = await postEvent(
          eventBody({ meiaEntradaLei: false, ticketTypes: [lot('Congresso — Lote 1', 500, 100)] }),
        );
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json()).toMatchObject({ meiaEntradaLei: false, status: 'published' });
      });

      it('prices a half-price lot at half of its Inteira, whatever the client sent (issue #30)', async () => {
        const response = await postEvent(
          eventBody({
            ticketTypes: [
              lot('PISTA — Lote 1 — Inteira', 80.05, 60),
              lot('PISTA — Lote 1 — Meia', 45, 40),
              lot('CAMAROTE — Lote 1 — Meia', 33, 10),
            ],
          }),
        );
        expect(response.statusCode, response.body).toBe(201);
        const prices = (response.json().ticketTypes as Array<{ name: string; price: number }>).map((type) => [
          type.name,
          type.price,
        ]);
        // An odd cent goes to the buyer; a meia without an Inteira in its category and lot keeps its price.
        expect(prices).toEqual([
          ['PISTA — Lote 1 — Inteira', 80.05],
          ['PISTA — Lote 1 — Meia', 40.02],
          ['CAMAROTE — Lote 1 — Meia', 33],
        ]);
      });

      it('raises the meia with its Inteira when a lot with sales goes to R$ 120, and when the law is switched on', async () => {
        const created = await postEvent(eventBody());
        const event = created.json();
        const [inteira, meiaType] = event.ticketTypes as Array<{ _id: string; name: string }>;
        await ctx.database.db
          .update(ticketTypes)
          .set({ sold: 5 })
          .where(inArray(ticketTypes.id, [inteira!._id, meiaType!._id]));
        const raised = await ctx.inject({
          method: 'PATCH',
          url: `/api/events/${event._id}`,
          headers: bearer(organizer.token),
          payload: {
            title: event.title,
            ticketTypes: [
              { ...lot('PISTA — Lote 1 — Inteira', 120, 60), _id: inteira!._id },
              { ...lot('PISTA — Lote 1 — Meia', 40, 40), _id: meiaType!._id },
            ],
          },
        });
        expect(raised.statusCode, raised.body).toBe(200);
        expect(raised.json().ticketTypes.map((type: { price: number }) => type.price)).toEqual([120, 60]);

        const uncovered = await postEvent(eventBody({ status: 'draft', meiaEntradaLei: false }));
        const detail = uncovered.json();
        await ctx.inject({
          method: 'PATCH',
          url: `/api/events/${detail._id}`,
          headers: bearer(organizer.token),
          payload: {
            title: detail.title,
            ticketTypes: [lot('PISTA — Lote 1 — Inteira', 90, 60), lot('PISTA — Lote 1 — Meia', 40, 40)],
          },
        });
        const covered = await ctx.inject({
          method: 'PATCH',
          url: `/api/events/${detail._id}`,
          headers: bearer(organizer.token),
          payload: { title: detail.title, meiaEntradaLei: true },
        });
        expect(covered.json().ticketTypes.map((type: { price: number }) => type.price)).toEqual([90, 45]);
      });

      it('reads meiaEntrada from a "Meia" label when a spec client leaves it out, and keeps what a client sends', async () => {
        const created = await postEvent(
          eventBody({
            ticketTypes: [
              lot('PISTA — Lote 1 — Inteira', 80, 50),
              lot('PISTA — Lote 1 — Meia', 40, 40),
              { ...lot('CAMAROTE — Lote 1 — Estudante', 100, 10), meiaEntrada: true },
              { ...lot('CAMAROTE — Lote 1 — Inteira', 200, 10) },
            ],
          }),
        );
        expect(created.statusCode, created.body).toBe(201);
        expect(
          created
            .json()
            .ticketTypes.map((type: { name: string; meiaEntrada: boolean }) => [type.name, type.meiaEntrada]),
        ).toEqual([
          ['PISTA — Lote 1 — Inteira', false],
          ['PISTA — Lote 1 — Meia', true],
          ['CAMAROTE — Lote 1 — Estudante', true],
          ['CAMAROTE — Lote 1 — Inteira', false],
        ]);
        expect(created.json().meiaEntrada).toEqual({ total: 50, vendidas: 0, restantes: 50 });
      });
    });

    describe('POST /orders', () => {
      let eventId: string;
      let inteira: string;
      let meiaType: string;
      const order = (buyer: TestUser, people: Array<Record<string, unknown> | null>, withInteira = false) =>
        ctx.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyer.token),
          payload: orderBody(
            eventId,
            [
              ...(withInteira ? [{ ticketTypeId: inteira, quantity: 1, price: 80 }] : []),
              { ticketTypeId: meiaType, quantity: people.length, price: 40 },
            ],
            {
              attendees: [
                ...(withInteira
                  ? [{ ticketTypeId: inteira, name: 'Ana Inteira', email: 'ana@example.com' }]
                  : []),
                ...people.map((beneficiary, index) => ({
                  ticketTypeId: meiaType,
                  name: `Estudante ${index + 1}`,
                  email: `estudante${index + 1}@example.com`,
                  ...(beneficiary === null ? {} : { meiaEntrada: beneficiary }),
                })),
              ],
            },
          ),
        });

      beforeEach(async () => {
        const event = await insertEvent(ctx.database.db, organizer.userId, [
          { name: 'PISTA — Lote 1 — Inteira', price: 80, quantity: 60 },
          { name: 'PISTA — Lote 1 — Meia', price: 40, quantity: 40 },
        ]);
        eventId = event.eventId;
        [inteira, meiaType] = event.typeIds as [string, string];
      });

      it.each([
        [null, MEIA_ENTRADA_MESSAGES.missing],
        [meia('123456', 'professor'), MEIA_ENTRADA_MESSAGES.tipo],
        [meia(' .- '), MEIA_ENTRADA_MESSAGES.documento],
        [meia('12'), MEIA_ENTRADA_MESSAGES.documento],
      ])('refuses a half-price ticket with beneficiary %j (400)', async (beneficiary, message) => {
        const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
        const response = await order(buyer!, [beneficiary]);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      });

      it('refuses one document for two half-price tickets of one order', async () => {
        const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
        const response = await order(buyer!, [meia('123.456.789'), meia('123456789')]);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MEIA_ENTRADA_MESSAGES.repeated);
      });

      it('stores the normalized document and shows the beneficiary in the order detail', async () => {
        const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
        const created = await order(buyer!, [meia(' cie 12.345-x ')], true);
        expect(created.statusCode, created.body).toBe(201);
        const detail = await ctx.inject({
          method: 'GET',
          url: `/api/orders/${created.json()._id}`,
          headers: bearer(buyer!.token),
        });
        expect(detail.json().attendees).toEqual([
          {
            name: 'Ana Inteira',
            email: 'ana@example.com',
            ticketTypeName: 'PISTA — Lote 1 — Inteira',
            meiaEntrada: null,
          },
          {
            name: 'Estudante 1',
            email: 'estudante1@example.com',
            ticketTypeName: 'PISTA — Lote 1 — Meia',
            meiaEntrada: { tipo: 'estudante', documento: 'CIE12345X' },
          },
        ]);
        const quote = await ctx.inject({
          method: 'POST',
          url: '/api/orders/quote',
          payload: { eventId, items: [{ ticketTypeId: meiaType, quantity: 0 }] },
        });
        expect(quote.json().meiaEntrada).toEqual({ total: 40, vendidas: 1, restantes: 39 });
      });

      it('gives one document one half-price ticket per event: 20 concurrent orders, exactly 1 succeeds', async () => {
        const buyers = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 20);
        const answers = await Promise.all(buyers.map((buyer) => order(buyer, [meia('98765432', 'idoso')])));
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(19);
        expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
          message: MEIA_ENTRADA_MESSAGES.taken,
          code: 'MEIA_ENTRADA_TAKEN',
        });
        // The losers gave their stock back: only the winner's ticket is taken.
        const event = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
        expect(event.json().meiaEntrada).toEqual({ total: 40, vendidas: 1, restantes: 39 });
        // Another event takes the same document.
        const other = await insertEvent(ctx.database.db, organizer.userId, [
          { name: 'PISTA — Lote 1 — Meia', price: 40, quantity: 10 },
        ]);
        const elsewhere = await ctx.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyers[0]!.token),
          payload: orderBody(other.eventId, [{ ticketTypeId: other.typeIds[0]!, quantity: 1, price: 40 }], {
            attendees: [
              {
                ticketTypeId: other.typeIds[0]!,
                name: 'Idosa',
                email: 'idosa@example.com',
                meiaEntrada: meia('98765432'),
              },
            ],
          }),
        });
        expect(elsewhere.statusCode, elsewhere.body).toBe(201);
      });

      it('frees the document when the order is cancelled or expires', async () => {
        const [first, second, third] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 3);
        const held = await order(first!, [meia('55544433')]);
        expect(held.statusCode).toBe(201);
        expect((await order(second!, [meia('55544433')])).statusCode).toBe(409);

        const cancelled = await ctx.inject({
          method: 'POST',
          url: `/api/orders/${held.json()._id}/cancel`,
          headers: bearer(first!.token),
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        const again = await order(second!, [meia('55544433')]);
        expect(again.statusCode, again.body).toBe(201);

        // The hold ends: the next buyer's order expires it and takes the document.
        clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
        const afterExpiry = await order(third!, [meia('55544433')]);
        expect(afterExpiry.statusCode, afterExpiry.body).toBe(201);
        const claims = await ctx.database.db
          .select({ event: attendees.meiaEventId })
          .from(attendees)
          .where(eq(attendees.meiaDocumento, '55544433'));
        expect(claims.filter((claim) => claim.event !== null)).toHaveLength(1);
      });

      it('shows the door "MEIA-ENTRADA" data: the beneficiary and the document', async () => {
        const [buyer] = await insertUsers(ctx.database.db, ctx.config.jwtSecret, 1);
        const created = await order(buyer!, [meia('ID-JOVEM 777', 'jovem_baixa_renda')]);
        expect(created.statusCode).toBe(201);
        const pedidoId = created.json()._id;
        const pix = await ctx.inject({
          method: 'POST',
          url: '/api/pagamento/asaas/pix',
          headers: bearer(buyer!.token),
          payload: pixInput(pedidoId, 40),
        });
        expect(pix.statusCode, pix.body).toBe(200);
        const paid = await ctx.inject({
          method: 'POST',
          url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
          headers: bearer(buyer!.token),
        });
        expect(paid.statusCode, paid.body).toBe(200);
        const tickets = await ctx.inject({
          method: 'GET',
          url: `/api/orders/${pedidoId}/tickets`,
          headers: bearer(buyer!.token),
        });
        const code: string = tickets.json().tickets[0].code;
        // Issue #30: the ticket, its PDF and the e-mail say which document to bring.
        expect(tickets.json().tickets[0].meiaEntradaTipo).toBe('jovem_baixa_renda');
        const bring = 'Leve o documento: Identidade Jovem (ID Jovem)';
        const pdf = await ctx.inject({
          method: 'GET',
          url: `/api/tickets/${code}/pdf`,
          headers: bearer(buyer!.token),
        });
        expect(pdf.statusCode).toBe(200);
        const dir = await mkdtemp(path.join(tmpdir(), 'meia-pdf-'));
        try {
          await writeFile(path.join(dir, 'ingresso.pdf'), pdf.rawPayload);
          const { stdout } = await run('pdftotext', [path.join(dir, 'ingresso.pdf'), '-']);
          expect(stdout.replace(/\s+/g, ' ')).toContain(bring);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
        const [mail] = await ctx.database.db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, 'order-paid'));
        expect(mail?.text).toContain(bring);

        const scanned = await ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          headers: bearer(organizer.token),
          payload: { code: hmacStaticToken(ctx.config.ticketSecret, code) },
        });
        expect(scanned.statusCode, scanned.body).toBe(200);
        expect(scanned.json().attendee).toEqual({
          name: 'Estudante 1',
          email: 'estudante1@example.com',
          meiaEntrada: { tipo: 'jovem_baixa_renda', documento: 'IDJOVEM777' },
        });
      });
    });
  },
  { env: { ORDERS_PER_IP: '1000', MAX_PENDING_ORDERS: '5' }, app: { now: clock.now } },
);
