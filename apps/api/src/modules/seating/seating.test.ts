import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { generateGrid, type SeatMapInput } from '@bilheteria/rules';
import { attendees, mailOutbox, seats as seatRows } from '../../db/schema';
import { hmacStaticToken } from '../tickets/tokens';
import { describeEachDatabase } from '../../../test/helper';
import { approvePayoutAccount } from '../../../test/payout-fixtures';
import {
  bearer,
  insertUser,
  insertUsers,
  pixInput,
  testClock,
  type TestUser,
} from '../../../test/orders-fixtures';

/*
 * Issue #29, reserved seating: the organizer's map (PUT /events/{id}/seat-map) sets what a seated category sells;
 * a seat is in at most one pending or paid order (a unique index the lifecycle writes through), whoever races
 * for it; expiry, cancellation and refund give it back, a transfer keeps it.
 */

const clock = testClock();
const run = promisify(execFile);

const lot = (name: string, price: number, quantity: number) => ({
  name,
  price,
  quantity,
  lotNumber: 1,
  perCustomerLimit: 0,
});

/** Row A of seats 1–5 and row B of seats 1–5, B5 blocked (produção): 9 sellable. */
const smallMap = (): SeatMapInput => {
  const section = generateGrid({ section: 'B', category: 'Plateia', rows: 'A–B', seats: '1–5' });
  section.rows[1]!.seats[4]!.status = 'blocked';
  section.rows[0]!.seats[0]!.accessible = 'cadeirante';
  return { sections: [section] };
};

interface SeatView {
  id: string;
  label: string;
  status: string;
}

describeEachDatabase(
  'reserved seating',
  (ctx) => {
    let organizer: TestUser;
    let eventId: string;
    let inteira: string;
    let meiaType: string;
    let seatIds: Record<string, string>;

    const db = () => ctx.database.db;
    const putMap = (map: unknown, token = organizer.token) =>
      ctx.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/seat-map`,
        headers: bearer(token),
        payload: map as object,
      });
    const seats = async () => {
      const response = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}/seats` });
      expect(response.statusCode, response.body).toBe(200);
      const map = response.json<{ sections: Array<{ rows: Array<{ label: string; seats: SeatView[] }> }> }>();
      return Object.fromEntries(
        map.sections.flatMap((s) =>
          s.rows.flatMap((r) => r.seats.map((seat) => [`${r.label}${seat.label}`, seat])),
        ),
      ) as Record<string, SeatView>;
    };
    const order = (buyer: TestUser, seatsOf: string[], typeId = inteira, price = 80) =>
      ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: {
          eventId,
          items: [
            { ticketTypeId: typeId, quantity: seatsOf.length, seatIds: seatsOf.map((s) => seatIds[s]!) },
          ],
          attendees: seatsOf.map((_, i) => ({
            ticketTypeId: typeId,
            name: `Pessoa ${i + 1}`,
            email: `pessoa${i + 1}@example.com`,
            ...(typeId === meiaType
              ? { meiaEntrada: { tipo: 'estudante', documento: `DOC${buyer.userId.slice(0, 8)}${i}` } }
              : {}),
          })),
          subtotal: price * seatsOf.length,
          fee: 0,
          total: price * seatsOf.length,
          metodoPagamento: 'pix',
        },
      });
    const pay = async (buyer: TestUser, orderId: string, total: number) => {
      const pix = await ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/pix',
        headers: bearer(buyer.token),
        payload: pixInput(orderId, total),
      });
      expect(pix.statusCode, pix.body).toBe(200);
      const paid = await ctx.inject({
        method: 'POST',
        url: `/api/pagamento/local/${pix.json().paymentId}/confirm`,
        headers: bearer(buyer.token),
      });
      expect(paid.statusCode, paid.body).toBe(200);
    };

    beforeEach(async () => {
      clock.set(new Date('2030-06-01T15:00:00Z'));
      organizer = await insertUser(db(), ctx.config.jwtSecret);
      await approvePayoutAccount(db(), organizer.userId);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/events',
        headers: bearer(organizer.token),
        payload: {
          title: 'Teatro com lugares marcados',
          state: 'CE',
          status: 'published',
          eventDate: '2031-03-01T23:00:00.000Z',
          ticketTypes: [lot('Plateia — Lote 1 — Inteira', 80, 60), lot('Plateia — Lote 1 — Meia', 40, 40)],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      eventId = created.json()._id;
      [inteira, meiaType] = created.json().ticketTypes.map((type: { _id: string }) => type._id);
      const saved = await putMap(smallMap());
      expect(saved.statusCode, saved.body).toBe(200);
      seatIds = Object.fromEntries(Object.entries(await seats()).map(([name, seat]) => [name, seat.id]));
    });

    it('saves the map: the category sells its 9 sellable seats (40 % of them meia), blocked B5 is drawn unsold', async () => {
      const event = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}` });
      expect(event.json().seatedCategories).toEqual(['Plateia']);
      const quantities = event.json().ticketTypes.map((type: { quantity: number }) => type.quantity);
      expect(quantities).toEqual([5, 4]);
      const all = await seats();
      expect(Object.keys(all)).toHaveLength(10);
      expect(all.B5!.status).toBe('blocked');
      expect(all.A1).toMatchObject({ status: 'available', accessible: 'cadeirante' });
      // Saved again unchanged: every seat keeps its id.
      expect((await putMap(smallMap())).statusCode).toBe(200);
      expect(Object.values(await seats()).map((seat) => seat.id)).toEqual(Object.values(seatIds));
    });

    it('gives each seat a short id of its event: kept while the seat stays, never reused by a new one', async () => {
      // Ten seats numbered in the map's order, not UUIDs (a 40,000-seat map stays small in gzip).
      expect(Object.values(seatIds)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      const without = smallMap();
      without.sections[0]!.rows[0]!.seats.splice(4, 1); // A5 leaves the map
      expect((await putMap(without)).statusCode).toBe(200);
      expect((await seats()).A5).toBeUndefined();
      const back = smallMap();
      back.sections[0]!.rows[0]!.seats.push({ label: '6', x: 200, y: 0, status: 'available', accessible: null });
      expect((await putMap(back)).statusCode).toBe(200);
      const after = await seats();
      // A5 is a new seat now: the next ids, not its old one; the others keep theirs.
      expect([after.A5!.id, after.A6!.id]).toEqual(['11', '12']);
      expect([after.A1!.id, after.B5!.id]).toEqual(['1', '10']);
      // An id the map does not have (or a seat of another event) is refused.
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      seatIds.gone = '5';
      const stale = await order(buyer!, ['gone']);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('SEAT_INVALID');
    });

    it('refuses a bad map in pt-BR and a category the event does not have', async () => {
      const map = smallMap();
      map.sections[0]!.rows[1]!.label = 'A';
      const duplicate = await putMap(map);
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().message).toBe('A fileira A aparece duas vezes no setor B.');
      const empty = smallMap();
      empty.sections[0]!.rows[0]!.seats = [];
      expect((await putMap(empty)).json().message).toBe(
        'A fileira A do setor B não tem assentos: cada fileira precisa de ao menos 1 assento.',
      );
      const unknown = smallMap();
      unknown.sections[0]!.category = 'Camarote';
      expect((await putMap(unknown)).json().message).toContain(
        'A categoria "Camarote" não existe neste evento',
      );
      const stranger = await insertUser(db(), ctx.config.jwtSecret);
      expect((await putMap(smallMap(), stranger.token)).statusCode).toBe(404);
    });

    it('50 buyers racing for one seat: one order holds it, the others are told "O assento A3 acabou de ser reservado"', async () => {
      const buyers = await insertUsers(db(), ctx.config.jwtSecret, 50);
      const answers = await Promise.all(buyers.map((buyer) => order(buyer, ['A3'])));
      const created = answers.filter((answer) => answer.statusCode === 201);
      expect(created).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(lost.statusCode, lost.body).toBe(409);
        expect(lost.json()).toMatchObject({
          code: 'SEAT_TAKEN',
          message: 'O assento A3 acabou de ser reservado',
          seatIds: [seatIds.A3],
        });
      }
      const [a3] = await db()
        .select({ id: seatRows.id })
        .from(seatRows)
        .where(and(eq(seatRows.eventId, eventId), eq(seatRows.ref, Number(seatIds.A3))));
      const claims = await db().select().from(attendees).where(eq(attendees.seatClaim, a3!.id));
      expect(claims).toHaveLength(1);
      expect((await seats()).A3!.status).toBe('held');
    });

    it('a lost race names only the seat taken: the others stay free for the buyer to try again', async () => {
      const [first, second] = await insertUsers(db(), ctx.config.jwtSecret, 2);
      expect((await order(first!, ['A2'])).statusCode).toBe(201);
      const lost = await order(second!, ['A1', 'A2']);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toMatchObject({
        message: 'O assento A2 acabou de ser reservado',
        seatIds: [seatIds.A2],
      });
      const after = await seats();
      expect([after.A1!.status, after.A2!.status]).toEqual(['available', 'held']);
      expect((await order(second!, ['A1'])).statusCode).toBe(201);
    });

    it('expiry, cancellation and refund give the seat back; a transfer keeps it', async () => {
      const [first, second, third, fourth] = await insertUsers(db(), ctx.config.jwtSecret, 4);
      const held = await order(first!, ['A4']);
      expect(held.statusCode).toBe(201);
      // Cancelled: free at once.
      const cancelled = await ctx.inject({
        method: 'POST',
        url: `/api/orders/${held.json()._id}/cancel`,
        headers: bearer(first!.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await seats()).A4!.status).toBe('available');
      // Expired: shown free once the hold ends, and the next buyer's order takes it.
      expect((await order(second!, ['A4'])).statusCode).toBe(201);
      clock.advanceMinutes(ctx.config.orderHoldMinutes + 1);
      expect((await seats()).A4!.status).toBe('available');
      const paidOrder = await order(third!, ['A4']);
      expect(paidOrder.statusCode, paidOrder.body).toBe(201);
      await pay(third!, paidOrder.json()._id, 80);
      expect((await seats()).A4!.status).toBe('sold');
      // Transferred: the new ticket sits in the same seat, still sold.
      const tickets = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${paidOrder.json()._id}/tickets`,
        headers: bearer(third!.token),
      });
      const code: string = tickets.json().tickets[0].code;
      const transferred = await ctx.inject({
        method: 'POST',
        url: `/api/tickets/${code}/transfer`,
        headers: bearer(third!.token),
        payload: { name: 'Joana Amiga', email: 'joana@example.com' },
      });
      expect(transferred.statusCode, transferred.body).toBe(200);
      expect((await seats()).A4!.status).toBe('sold');
      expect((await order(fourth!, ['A4'])).statusCode).toBe(409);
      // Refunded: free again.
      expect(
        await ctx.app.lifecycle.refund({
          orderId: paidOrder.json()._id,
          reason: 'refund',
          paymentId: null,
          now: clock.now(),
        }),
      ).toBe('refunded');
      expect((await seats()).A4!.status).toBe('available');
      expect((await order(fourth!, ['A4'])).statusCode).toBe(201);
    });

    it('shows "Setor B · Fileira A · Assento 4" on the ticket, its PDF, its e-mail and at the door', async () => {
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      const created = await order(buyer!, ['A4']);
      expect(created.statusCode, created.body).toBe(201);
      await pay(buyer!, created.json()._id, 80);
      const words = 'Setor B · Fileira A · Assento 4';
      const tickets = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${created.json()._id}/tickets`,
        headers: bearer(buyer!.token),
      });
      const ticket = tickets.json().tickets[0];
      expect(ticket.seat).toBe(words);
      const pdf = await ctx.inject({
        method: 'GET',
        url: `/api/tickets/${ticket.code}/pdf`,
        headers: bearer(buyer!.token),
      });
      expect(pdf.statusCode).toBe(200);
      const dir = await mkdtemp(path.join(tmpdir(), 'seat-pdf-'));
      try {
        await writeFile(path.join(dir, 'ingresso.pdf'), pdf.rawPayload);
        const { stdout } = await run('pdftotext', [path.join(dir, 'ingresso.pdf'), '-']);
        expect(stdout.replace(/\s+/g, ' ')).toContain(words);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const mails = await db()
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order-paid'));
      expect(mails.some((mail) => mail.text.includes(words))).toBe(true);
      const scanned = await ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(organizer.token),
        payload: { code: hmacStaticToken(ctx.config.ticketSecret, ticket.code) },
      });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json().ticket.seat).toBe(words);
      // The report's orders (and so its CSV's "Assento" column) carry the order's seats.
      const report = await ctx.inject({
        method: 'GET',
        url: `/api/reports/events/${eventId}/orders?from=2030-06-01&to=2030-06-01`,
        headers: bearer(organizer.token),
      });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json()).toMatchObject([{ id: created.json()._id, seats: [words] }]);
    });

    it('meia on any seat, within the quota of the seats (4 of 9)', async () => {
      const [student, late] = await insertUsers(db(), ctx.config.jwtSecret, 2);
      const four = await order(student!, ['A1', 'A5', 'B1', 'B4'], meiaType, 40);
      expect(four.statusCode, four.body).toBe(201);
      const fifth = await order(late!, ['B2'], meiaType, 40);
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json().code).toBe('SOLD_OUT');
      expect((await order(late!, ['B2'])).statusCode).toBe(201);
    });

    it('sells seated lots only with seats of the category, never a blocked seat', async () => {
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      const none = await ctx.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer!.token),
        payload: {
          eventId,
          items: [{ ticketTypeId: inteira, quantity: 1 }],
          attendees: [{ ticketTypeId: inteira, name: 'Pessoa Um', email: 'um@example.com' }],
          subtotal: 80,
          fee: 0,
          total: 80,
        },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('SEATS_REQUIRED');
      const blocked = await order(buyer!, ['B5']);
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().message).toBe('O assento B5 não está à venda. Escolha outro no mapa.');
      const twice = await order(buyer!, ['A1', 'A1']);
      expect(twice.json().message).toBe('Cada assento só pode ser escolhido uma vez.');
    });

    it('keeps a seat held or sold on the map: neither removed nor blocked (409 naming it)', async () => {
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      expect((await order(buyer!, ['A2'])).statusCode).toBe(201);
      const map = smallMap();
      map.sections[0]!.rows[0]!.seats[1]!.status = 'blocked';
      const refused = await putMap(map);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SEAT_TAKEN', seatIds: [seatIds.A2] });
      expect(refused.json().message).toContain('O assento A2 já está');
      map.sections[0]!.rows[0]!.seats.splice(1, 1);
      expect((await putMap(map)).statusCode).toBe(409);
    });

    it('serves the geometry apart (ETag, 304, gzip) and the statuses compact', async () => {
      const [buyer] = await insertUsers(db(), ctx.config.jwtSecret, 1);
      const first = await ctx.inject({
        method: 'GET',
        url: `/api/events/${eventId}/seats?geometry=true`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      const geometry = JSON.parse(gunzipSync(first.rawPayload).toString('utf8'));
      expect(`"${geometry.version}"`).toBe(first.headers.etag);
      expect((await order(buyer!, ['A1'])).statusCode).toBe(201);
      const again = await ctx.inject({
        method: 'GET',
        url: `/api/events/${eventId}/seats?geometry=true`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const statuses = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}/seats/statuses` });
      expect(statuses.json()).toEqual({ version: geometry.version, statuses: 'haaaaaaaab' });
    });

    it('takes a 40,000-seat stadium map (≈1.3 MB) though other bodies stay under BODY_LIMIT', async () => {
      const sections = ['N', 'S', 'L', 'O'].map((name, i) =>
        generateGrid({
          section: name,
          category: 'Plateia',
          rows: '1–100',
          seats: '1–100',
          origin: { x: i * 1100, y: 0 },
        }),
      );
      const body = JSON.stringify({ sections });
      expect(body.length).toBeGreaterThan(ctx.config.bodyLimit);
      const saved = await ctx.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/seat-map`,
        headers: { ...bearer(organizer.token), 'content-type': 'application/json' },
        payload: body,
      });
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      const statuses = await ctx.inject({ method: 'GET', url: `/api/events/${eventId}/seats/statuses` });
      expect(statuses.json().statuses).toHaveLength(40_000);
      // Its geometry, as sent in gzip: a few hundred KB (with a UUID per seat it was over 1 MB). The small map's
      // ten seats left it: the stadium's seats are 11–40010.
      for (const url of [`/api/events/${eventId}/seats?geometry=true`, `/api/events/${eventId}/seats`]) {
        const sent = await ctx.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(sent.headers['content-encoding']).toBe('gzip');
        expect(sent.rawPayload.length).toBeLessThan(250_000);
        expect(JSON.parse(gunzipSync(sent.rawPayload).toString('utf8')).sections[3].rows[99].seats[99].id).toBe(
          '40010',
        );
      }
      const elsewhere = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${eventId}`,
        headers: { ...bearer(organizer.token), 'content-type': 'application/json' },
        payload: JSON.stringify({ description: 'x'.repeat(body.length) }),
      });
      expect(elsewhere.statusCode).toBe(413);
    });
  },
  {
    env: { ORDERS_PER_IP: '10000', MAX_PENDING_ORDERS: '5' },
    app: { now: clock.now },
  },
);
