import { MEIA_ENTRADA_MESSAGES } from '@bilheteria/rules';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
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
import { attendees, tickets } from '../../db/schema';
import { staticToken } from './tokens';
import { transferMessages } from './transfer';

/*
 * #15: a half-price ticket keeps its rules when it is given away (Lei 12.933/2013). The new holder names their own
 * beneficiary document, checked as at checkout; it takes the old document's place in the event's quota (one
 * half-price ticket per document and event), and the door asks the new holder for their own proof.
 */

const clock = testClock();

describeEachDatabase(
  'ticket transfer of a half-price ticket',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    let eventId: string;
    let inteira: string;
    let meiaType: string;

    const db = () => ctx.database.db;
    const successorOf = async (ticketId: string) => {
      const [old] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
      const [next] = await db().select().from(tickets).where(eq(tickets.id, old!.replacedBy!));
      return next!;
    };
    const transfer = (code: string, body: object) =>
      ctx.inject({
        method: 'POST',
        url: `/api/tickets/${code}/transfer`,
        headers: bearer(buyer.token),
        payload: body,
      });
    const friend = { name: 'Joana Amiga', email: 'joana@example.com' };

    /** A paid order of one Inteira and one Meia (document `documento`); answers its tickets by type. */
    async function buyAndPay(documento: string) {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(
          eventId,
          [
            { ticketTypeId: inteira, quantity: 1, price: 80 },
            { ticketTypeId: meiaType, quantity: 1, price: 40 },
          ],
          {
            attendees: [
              { ticketTypeId: inteira, name: 'Ana Inteira', email: 'ana@example.com' },
              {
                ticketTypeId: meiaType,
                name: 'Bruno Estudante',
                email: 'bruno@example.com',
                meiaEntrada: { tipo: 'estudante', documento },
              },
            ],
          },
        ),
      });
      expect(created.statusCode, created.body).toBe(201);
      const orderId = created.json()._id as string;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, 120),
      });
      await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      const rows = await db().select().from(tickets).where(eq(tickets.orderId, orderId));
      return {
        full: rows.find((row) => row.ticketTypeId === inteira)!,
        half: rows.find((row) => row.ticketTypeId === meiaType)!,
      };
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'PISTA — Lote 1 — Inteira', price: 80, quantity: 60 },
        { name: 'PISTA — Lote 1 — Meia', price: 40, quantity: 40 },
      ]);
      eventId = fixture.eventId;
      [inteira, meiaType] = fixture.typeIds as [string, string];
    });

    it('asks the new holder of a half-price ticket for their own meia-entrada, as checkout does', async () => {
      const { half } = await buyAndPay('CIE1111');
      const missing = await transfer(half.code, friend);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: MEIA_ENTRADA_MESSAGES.missing });
      const badTipo = await transfer(half.code, {
        ...friend,
        meiaEntrada: { tipo: 'vip', documento: '1234' },
      });
      expect(badTipo.json()).toEqual({ message: MEIA_ENTRADA_MESSAGES.tipo });
      const shortDoc = await transfer(half.code, {
        ...friend,
        meiaEntrada: { tipo: 'idoso', documento: '1' },
      });
      expect(shortDoc.json()).toEqual({ message: MEIA_ENTRADA_MESSAGES.documento });
      // Nothing changed: the ticket is still the buyer's, under its old code.
      const [still] = await db().select().from(tickets).where(eq(tickets.id, half.id));
      expect(still!.state).toBe('valid');
    });

    it("replaces the beneficiary: the door asks the new holder's proof, the old document is free again", async () => {
      const { half } = await buyAndPay('CIE1111');
      const moved = await transfer(half.code, {
        ...friend,
        meiaEntrada: { tipo: 'idoso', documento: ' 123.456.789-00 ' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const [attendee] = await db().select().from(attendees).where(eq(attendees.id, half.attendeeId));
      expect(attendee).toMatchObject({
        name: 'Joana Amiga',
        meiaTipo: 'idoso',
        meiaDocumento: '12345678900',
        meiaEventId: eventId,
      });

      const scan = await ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        // The new code is the new holder's alone: read where the lifecycle wrote it.
        payload: { code: staticToken(ctx.config.ticketSecret, (await successorOf(half.id)).code, eventId) },
      });
      expect(scan.statusCode).toBe(200);
      expect(scan.json().attendee).toMatchObject({
        name: 'Joana Amiga',
        meiaEntrada: { tipo: 'idoso', documento: '12345678900' },
      });

      // The quota still counts one half-price ticket, and the first holder's document may buy again.
      const event = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(event.json().meiaEntrada).toEqual({ total: 40, vendidas: 1, restantes: 39 });
      const again = await buyAndPay('CIE1111');
      expect(again.half.state).toBe('valid');
    });

    it('refuses a document that already holds a half-price ticket of the event (409 MEIA_ENTRADA_TAKEN)', async () => {
      const first = await buyAndPay('CIE1111');
      await buyAndPay('CIE2222');
      const taken = await transfer(first.half.code, {
        ...friend,
        meiaEntrada: { tipo: 'estudante', documento: 'cie2222' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: MEIA_ENTRADA_MESSAGES.taken, code: 'MEIA_ENTRADA_TAKEN' });
      // All or nothing: no new code, the attendee and its document unchanged.
      const [still] = await db().select().from(tickets).where(eq(tickets.id, first.half.id));
      expect(still!.state).toBe('valid');
      const [attendee] = await db().select().from(attendees).where(eq(attendees.id, first.half.attendeeId));
      expect(attendee).toMatchObject({ name: 'Bruno Estudante', meiaDocumento: 'CIE1111' });
    });

    it('takes no meia-entrada for a full-price ticket', async () => {
      const { full } = await buyAndPay('CIE1111');
      const refused = await transfer(full.code, {
        ...friend,
        meiaEntrada: { tipo: 'estudante', documento: 'CIE9999' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: transferMessages.notHalfPrice });
      expect((await transfer(full.code, friend)).statusCode).toBe(200);
    });
  },
  { app: { now: clock.now } },
);
