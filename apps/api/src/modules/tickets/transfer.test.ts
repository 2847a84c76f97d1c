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
import { events, mailOutbox, tickets } from '../../db/schema';
import { hmacRotatingToken, hmacStaticToken } from './tokens';
import { transferMessages } from './transfer';

/*
 * #15 ticket transfer, as the buyer, the friend and the door meet it: the ticket gets a new code (the old QR and
 * PDF stop at once), the friend's account alone opens it, once per ticket, until 24 h before the event, never
 * after the door admitted it; and a transfer or a cancellation racing a door scan of the same ticket: exactly one
 * wins, and nobody gets in with a ticket that was given away or refunded.
 */

const clock = testClock();

describeEachDatabase(
  'ticket transfer',
  (ctx) => {
    let buyer: TestUser;
    let organizer: TestUser;
    let eventId: string;
    let typeId: string;
    let orderId: string;

    const db = () => ctx.database.db;
    const ticketsOf = (id = orderId) => db().select().from(tickets).where(eq(tickets.orderId, id));
    const transfer = (code: string, body: object, token = buyer.token) =>
      ctx.inject({
        method: 'POST',
        url: `/api/tickets/${code}/transfer`,
        headers: bearer(token),
        payload: body,
      });
    const scan = (qr: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        payload: { code: qr },
      });
    const rotating = (code: string) => hmacRotatingToken(ctx.config.ticketSecret, code, clock.now());
    const friend = { name: 'Joana Amiga', email: 'Joana.Amiga@Example.com' };

    async function buyAndPay(quantity = 2): Promise<string> {
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: orderBody(eventId, [{ ticketTypeId: typeId, quantity, price: 50 }]),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json()._id;
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(id, 50 * quantity),
      });
      const paid = await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      expect(paid.json()).toEqual({ status: 'paid' });
      return id;
    }

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      buyer = await insertUser(db(), ctx.config.jwtSecret);
      const fixture = await insertEvent(db(), organizer.userId, [
        { name: 'Geral', price: 50, quantity: 100 },
      ]);
      eventId = fixture.eventId;
      typeId = fixture.typeIds[0]!;
      orderId = await buyAndPay();
    });

    it('gives the ticket a new code: the old QR and PDF stop, the friend alone opens it in "Meus ingressos"', async () => {
      const [old] = await ticketsOf();
      const response = await transfer(old!.code, friend);
      expect(response.statusCode).toBe(200);
      const moved = response.json();
      expect(moved).toEqual({
        _id: expect.any(String),
        code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        holder: { name: 'Joana Amiga', email: 'joana.amiga@example.com' },
        transferredAt: clock.now().toISOString(),
      });
      expect(moved.code).not.toBe(old!.code);

      // Both holders hear of it, in the transfer's transaction: the new one with the new ticket's PDF.
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'ticket-transferred'));
      const ours = mails.filter((mail) => mail.key.startsWith(`ticket-transferred:${moved.code}:`));
      expect(ours.map((mail) => mail.recipient).sort()).toEqual([
        'joana.amiga@example.com',
        'participante1@example.com',
      ]);
      expect(ours.find((mail) => mail.recipient === 'joana.amiga@example.com')!.attachments).toEqual([
        { kind: 'ticket-pdf', ticketCode: moved.code },
      ]);

      // The door: the old rotating QR and the old printed token are refused, the new one admits.
      expect((await scan(rotating(old!.code))).json()).toEqual({
        message: 'Ingresso cancelado',
        code: 'TICKET_CANCELLED',
      });
      expect((await scan(hmacStaticToken(ctx.config.ticketSecret, old!.code))).statusCode).toBe(422);

      // The buyer still sees it, given away, and can no longer open it.
      const own = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/tickets`,
        headers: bearer(buyer.token),
      });
      const given = own.json().tickets.find((ticket: { code: string }) => ticket.code === moved.code);
      expect(given).toMatchObject({
        attendeeName: 'Joana Amiga',
        access: '',
        transferredTo: {
          name: 'Joana Amiga',
          email: 'joana.amiga@example.com',
          at: clock.now().toISOString(),
        },
      });
      const buyersQr = await ctx.inject({
        method: 'GET',
        url: `/api/tickets/${moved.code}/qr-rotating`,
        headers: bearer(buyer.token),
      });
      expect(buyersQr.statusCode).toBe(404);

      // The friend registers with that e-mail and finds it.
      const joana = await ctx.signUp({ name: 'Joana Amiga', email: 'joana.amiga@example.com' });
      const received = await ctx.inject({
        method: 'GET',
        url: '/api/tickets/received',
        headers: bearer(joana.token),
      });
      expect(received.json()).toEqual([
        expect.objectContaining({ orderId, tickets: 1, event: expect.objectContaining({ _id: eventId }) }),
      ]);
      const hers = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/tickets`,
        headers: bearer(joana.token),
      });
      expect(hers.statusCode).toBe(200);
      expect(hers.json().tickets).toEqual([
        expect.objectContaining({ code: moved.code, access: expect.any(String) }),
      ]);
      expect(hers.json().tickets[0].access).not.toBe('');
      const qr = await ctx.inject({
        method: 'GET',
        url: `/api/tickets/${moved.code}/qr-rotating`,
        headers: bearer(joana.token),
      });
      expect(qr.statusCode).toBe(200);
      expect((await scan(rotating(moved.code))).statusCode).toBe(200);
      // Nor does the friend see the buyer's other ticket.
      expect(hers.json().tickets).toHaveLength(1);
    });

    it('once per ticket', async () => {
      const [old] = await ticketsOf();
      const moved = (await transfer(old!.code, friend)).json();
      const again = await transfer(moved.code, { name: 'Outra Pessoa', email: 'outra@example.com' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: transferMessages.alreadyTransferred,
        code: 'ALREADY_TRANSFERRED',
      });
      // The old code is no longer a ticket one may transfer either.
      expect(
        (await transfer(old!.code, { name: 'Outra Pessoa', email: 'outra@example.com' })).statusCode,
      ).toBe(404);
    });

    it('until 24 h before the event starts', async () => {
      await db()
        .update(events)
        .set({ eventDate: new Date('2030-06-02T14:59:00Z') })
        .where(eq(events.id, eventId));
      const [ticket] = await ticketsOf();
      const late = await transfer(ticket!.code, friend);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: transferMessages.tooLate, code: 'TRANSFER_TOO_LATE' });
    });

    it('never after the door admitted it', async () => {
      const [ticket] = await ticketsOf();
      expect((await scan(rotating(ticket!.code))).statusCode).toBe(200);
      const used = await transfer(ticket!.code, friend);
      expect(used.statusCode).toBe(409);
      expect(used.json()).toEqual({ message: transferMessages.checkedIn, code: 'TICKET_ALREADY_USED' });
    });

    it('refuses bad holder data in pt-BR, and someone else’s ticket as unknown', async () => {
      const [ticket] = await ticketsOf();
      expect((await transfer(ticket!.code, { name: 'Joana', email: 'joana@' })).json().message).toBe(
        transferMessages.email,
      );
      expect((await transfer(ticket!.code, { name: ' ', email: 'joana@example.com' })).json().message).toBe(
        transferMessages.name,
      );
      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      expect((await transfer(ticket!.code, friend, stranger.token)).statusCode).toBe(404);
      expect((await transfer(ticket!.code, friend, organizer.token)).statusCode).toBe(404);
    });

    it('a transfer racing a door scan of the same ticket: exactly one wins', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await buyAndPay(1);
        const [ticket] = await ticketsOf(id);
        const [scanned, moved] = await Promise.all([
          scan(rotating(ticket!.code)),
          transfer(ticket!.code, { name: 'Joana Amiga', email: `joana${round}@example.com` }),
        ]);
        expect([scanned.statusCode, moved.statusCode].sort(), `rodada ${round}`).toEqual(
          scanned.statusCode === 200 ? [200, 409] : [200, 422],
        );
      }
    });

    it('a cancellation racing a door scan of the same ticket: exactly one wins, a refunded ticket never admits', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await buyAndPay(1);
        const [ticket] = await ticketsOf(id);
        const [scanned, cancelled] = await Promise.all([
          scan(rotating(ticket!.code)),
          ctx.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(buyer.token) }),
        ]);
        const admitted = scanned.statusCode === 200;
        expect(cancelled.statusCode, `rodada ${round}`).toBe(admitted ? 409 : 200);
        if (!admitted) expect(scanned.json().code).toBe('TICKET_CANCELLED');
        else expect(cancelled.json().code).toBe('TICKET_ALREADY_USED');
      }
    });
  },
  { app: { now: clock.now } },
);
