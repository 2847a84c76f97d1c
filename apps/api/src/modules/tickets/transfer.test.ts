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

    /** The ticket that replaced `code` (its new code is the new holder's alone: the API never tells the buyer). */
    const successorOf = async (code: string) => {
      const [old] = await db().select().from(tickets).where(eq(tickets.code, code));
      const [next] = await db().select().from(tickets).where(eq(tickets.id, old!.replacedBy!));
      return next!;
    };
    const get = (url: string, token: string) => ctx.inject({ method: 'GET', url, headers: bearer(token) });

    it('gives the ticket a new code: the old QR and PDF stop, the friend alone opens it in "Meus ingressos"', async () => {
      const [old] = await ticketsOf();
      const response = await transfer(old!.code, friend);
      expect(response.statusCode).toBe(200);
      const moved = response.json();
      // Issue #25 point 1: the transfer's own answer carries no code (it used to hand the buyer the new one).
      expect(moved).toEqual({
        _id: expect.any(String),
        holder: { name: 'Joana Amiga', email: 'joana.amiga@example.com' },
        transferredAt: clock.now().toISOString(),
      });
      const fresh = await successorOf(old!.code);
      expect(fresh.id).toBe(moved._id);
      expect(fresh.code).not.toBe(old!.code);

      // Both holders hear of it, in the transfer's transaction: the new one with the new ticket's PDF.
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'ticket-transferred'));
      const ours = mails.filter((mail) => mail.key.startsWith(`ticket-transferred:${fresh.code}:`));
      expect(ours.map((mail) => mail.recipient).sort()).toEqual([
        'joana.amiga@example.com',
        'participante1@example.com',
      ]);
      expect(ours.find((mail) => mail.recipient === 'joana.amiga@example.com')!.attachments).toEqual([
        { kind: 'ticket-pdf', ticketCode: fresh.code },
      ]);
      // The giver's message names nothing that enters: no code, no PDF.
      const givers = ours.find((mail) => mail.recipient === 'participante1@example.com')!;
      expect(givers.attachments).toEqual([]);
      expect(`${givers.text}${givers.html}`).not.toContain(fresh.code.slice(0, 8));

      // The door: the old rotating QR and the old printed token are refused, the new one admits.
      expect((await scan(rotating(old!.code))).json()).toEqual({
        message: 'Ingresso cancelado',
        code: 'TICKET_CANCELLED',
      });
      expect((await scan(hmacStaticToken(ctx.config.ticketSecret, old!.code))).statusCode).toBe(422);

      // The buyer still sees it, given away: who has it and since when, and nothing to enter with.
      const own = await get(`/api/orders/${orderId}/tickets`, buyer.token);
      expect(own.body).not.toContain(fresh.code);
      const given = own.json().tickets.find((ticket: { _id: string }) => ticket._id === moved._id);
      expect(given).toMatchObject({
        code: null,
        access: null,
        attendeeName: 'Joana Amiga',
        transferredTo: {
          name: 'Joana Amiga',
          email: 'joana.amiga@example.com',
          at: clock.now().toISOString(),
        },
      });
      expect((await get(`/api/tickets/${fresh.code}/qr-rotating`, buyer.token)).statusCode).toBe(404);
      expect((await get(`/api/tickets/${fresh.code}/pdf`, buyer.token)).statusCode).toBe(404);

      // The friend registers with that e-mail, confirms it, and finds it.
      const joana = await ctx.signUp({ name: 'Joana Amiga', email: 'joana.amiga@example.com' });
      const received = await get('/api/tickets/received', joana.token);
      expect(received.json()).toEqual([
        expect.objectContaining({ orderId, tickets: 1, event: expect.objectContaining({ _id: eventId }) }),
      ]);
      const hers = await get(`/api/orders/${orderId}/tickets`, joana.token);
      expect(hers.statusCode).toBe(200);
      expect(hers.json().tickets).toEqual([
        expect.objectContaining({ code: fresh.code, access: expect.stringMatching(/^\d+\./) }),
      ]);
      expect((await get(`/api/tickets/${fresh.code}/qr-rotating`, joana.token)).statusCode).toBe(200);
      expect((await scan(rotating(fresh.code))).statusCode).toBe(200);
      // Nor does the friend see the buyer's other ticket.
      expect(hers.json().tickets).toHaveLength(1);
    });

    it('the ADMIN alone, besides the holder, sees the live code of a ticket given away', async () => {
      const [old] = await ticketsOf();
      await transfer(old!.code, friend);
      const fresh = await successorOf(old!.code);
      const admins = await get(`/api/orders/${orderId}/tickets`, await ctx.adminToken());
      expect(admins.json().tickets).toContainEqual(
        expect.objectContaining({ _id: fresh.id, code: fresh.code, access: expect.any(String) }),
      );
    });

    it('a ticket transferred to an address opens only once that address is proven (issue #25 point 3)', async () => {
      const [old] = await ticketsOf();
      // Whoever registers the address first, without its mailbox, gets nothing of it.
      const address = 'rita.alvo@example.com';
      const first = await ctx.signUp({ email: address, verified: false });
      await transfer(old!.code, { name: 'Rita Alvo', email: address });
      const fresh = await successorOf(old!.code);
      const refused = { message: expect.stringContaining('Confirme seu e-mail'), code: 'EMAIL_NOT_VERIFIED' };
      for (const url of [
        '/api/tickets/received',
        `/api/orders/${orderId}/tickets`,
        `/api/tickets/${fresh.code}/qr-rotating`,
        `/api/tickets/${fresh.code}/pdf`,
      ]) {
        const answer = await get(url, first.token);
        expect([url, answer.statusCode]).toEqual([url, 403]);
        expect(answer.json()).toEqual(refused);
        expect(answer.body).not.toContain(fresh.code);
      }
      // The transfer's e-mail carried a confirmation link for that account: useless without its password, and
      // the link of one account confirms no other.
      const link = /confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(
        (
          await db()
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.key, `ticket-transferred:${fresh.code}:to`))
        )[0]!.text,
      )![1]!;
      const other = await ctx.signUp();
      const notTheirs = await ctx.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(other.token),
        payload: { token: link },
      });
      expect(notTheirs.statusCode).toBe(400);
      expect(notTheirs.json().code).toBe('VERIFY_TOKEN_INVALID');
      const proven = await ctx.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(first.token),
        payload: { token: link },
      });
      expect(proven.json()).toMatchObject({ email: address, emailVerified: true });
      expect((await get('/api/tickets/received', first.token)).json()).toHaveLength(1);
      expect((await get(`/api/tickets/${fresh.code}/pdf`, first.token)).statusCode).toBe(200);
    });

    it('buying needs no proof: an unconfirmed buyer opens their own tickets', async () => {
      const unconfirmed = await ctx.signUp({ verified: false });
      const previous = buyer;
      buyer = { ...previous, token: unconfirmed.token, userId: unconfirmed.userId, email: unconfirmed.email };
      try {
        const id = await buyAndPay(1);
        const own = await get(`/api/orders/${id}/tickets`, unconfirmed.token);
        const [ticket] = own.json().tickets;
        expect(ticket.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect((await get(`/api/tickets/${ticket.code}/qr-rotating`, unconfirmed.token)).statusCode).toBe(
          200,
        );
      } finally {
        buyer = previous;
      }
    });

    it('once per ticket: the new code and the old one both answer ALREADY_TRANSFERRED', async () => {
      const [old] = await ticketsOf();
      await transfer(old!.code, friend);
      const fresh = await successorOf(old!.code);
      const again = await transfer(fresh.code, { name: 'Outra Pessoa', email: 'outra@example.com' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: transferMessages.alreadyTransferred,
        code: 'ALREADY_TRANSFERRED',
      });
      // The old code too (it used to answer 404, as if the ticket never existed).
      const stale = await transfer(old!.code, { name: 'Outra Pessoa', email: 'outra@example.com' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('ALREADY_TRANSFERRED');
    });

    it('concurrent transfers of one ticket: one wins, every loser gets 409 ALREADY_TRANSFERRED (issue #25 point 9)', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await buyAndPay(1);
        const [ticket] = await ticketsOf(id);
        const answers = await Promise.all(
          [1, 2, 3, 4].map((n) =>
            transfer(ticket!.code, { name: `Pessoa ${n}`, email: `pessoa${round}-${n}@example.com` }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses, `rodada ${round}`).toEqual([200, 409, 409, 409]);
        for (const loser of answers.filter((answer) => answer.statusCode === 409))
          expect(loser.json().code).toBe('ALREADY_TRANSFERRED');
      }
    });

    it('the buyer cannot refund a ticket given away; the ADMIN can, and its holder is told (issue #25 point 2)', async () => {
      const [old] = await ticketsOf();
      await transfer(old!.code, friend);
      const cancel = (token: string) =>
        ctx.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: bearer(token) });

      // The order says so before the buyer tries, and the server refuses it the same way.
      const detail = await get(`/api/orders/${orderId}`, buyer.token);
      expect(detail.json().cancellation).toMatchObject({
        allowed: false,
        reason: 'Este pedido tem ingresso transferido e não pode ser cancelado.',
      });
      const refused = await cancel(buyer.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Este pedido tem ingresso transferido e não pode ser cancelado.',
        code: 'TICKET_TRANSFERRED',
      });
      expect((await ticketsOf()).filter((ticket) => ticket.state === 'valid')).toHaveLength(2);

      const admin = await ctx.adminToken();
      expect((await get(`/api/orders/${orderId}`, admin)).json().cancellation.allowed).toBe(true);
      const cancelled = await cancel(admin);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'refunded',
        refund: expect.objectContaining({ reason: 'admin_cancelled' }),
      });
      const fresh = await successorOf(old!.code);
      const told = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'ticket-cancelled'));
      expect(
        told
          .filter((mail) => mail.key === `ticket-cancelled:${fresh.id}`)
          .map((m) => [m.recipient, m.subject]),
      ).toEqual([['joana.amiga@example.com', 'Ingresso cancelado: Festival de Teste']]);
    });

    it('an event called off refunds the buyer and tells every current holder (issue #25 point 2)', async () => {
      const [old] = await ticketsOf();
      await transfer(old!.code, friend);
      const called = await ctx.inject({
        method: 'POST',
        url: `/api/events/${eventId}/cancel`,
        headers: bearer(organizer.token),
        payload: {},
      });
      expect(called.statusCode).toBe(200);
      const fresh = await successorOf(old!.code);
      const mails = await db().select().from(mailOutbox);
      const keyed = (key: string) =>
        mails.filter((mail) => mail.key === key).map((mail) => [mail.recipient, mail.subject]);
      expect(keyed(`ticket-cancelled:${fresh.id}`)).toEqual([
        ['joana.amiga@example.com', 'Evento cancelado: Festival de Teste'],
      ]);
      // The buyer, who paid, gets the event's own message with the refund.
      expect(keyed(`event-cancelled:${eventId}:${orderId}`)).toHaveLength(1);
      expect(keyed(`event-cancelled:${eventId}:${orderId}`)[0]![0]).not.toBe('joana.amiga@example.com');
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
