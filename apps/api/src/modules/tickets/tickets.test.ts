import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { checkIns, scans, users } from '../../db/schema';
import { insertEvent, insertOrder, newTicketCode } from './test-fixtures';
import {
  hmacRotatingToken,
  hmacStaticToken,
  rotatingToken,
  staticToken,
  STEP_SECONDS,
  verifyToken,
} from './tokens';

const run = promisify(execFile);

/** pngjs ships no types; this is the one function the tests use. */
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

function decodeQrPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The app's clock: frozen per test (so the QR's step is known), movable to test windows. */
let frozenAt: number | undefined;
const clock = {
  now: () => new Date(frozenAt ?? Date.now()),
  set: (at: number) => {
    frozenAt = at;
  },
  advance: (seconds: number) => {
    frozenAt = (frozenAt ?? Date.now()) + seconds * 1000;
  },
};

const bearer = (token: string | undefined) =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

/** An organizer with an event, a buyer with a paid order of two tickets (accented names), and their tokens. */
/** `bytes` written to a PDF file in a fresh folder (poppler and zbar read files), removed afterwards. */
async function withPdfFile(bytes: Buffer, use: (pdf: string, dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ingresso-'));
  try {
    const pdf = path.join(dir, 'ingresso.pdf');
    await writeFile(pdf, bytes);
    await use(pdf, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function world(ctx: TestContext, names = ['João da Silva', 'Maria da Conceição']) {
  const organizer = await ctx.signUp({ name: 'Organizadora' });
  const buyer = await ctx.signUp({ name: 'Comprador' });
  const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
  const { order, tickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event,
    ticketType,
    names,
  });
  return { organizer, buyer, event, ticketType, order, tickets };
}

describeEachDatabase(
  'tickets',
  (ctx) => {
    const secret = ctx.config.ticketSecret;
    const rotating = (code: string, at = clock.now()) => hmacRotatingToken(secret, code, at);
    const scan = (token: string | undefined, code: unknown) =>
      ctx.inject({ method: 'POST', url: '/api/tickets/scan', headers: bearer(token), payload: { code } });
    const scansOf = (ticketId: string) =>
      ctx.database.db.select().from(scans).where(eq(scans.ticketId, ticketId));

    beforeEach(() => clock.set(Date.now()));
    afterEach(() => {
      frozenAt = undefined;
    });

    describe('from checkout to the door, through the real routes', () => {
      it('order → Pix → payment → tickets → rotating QR → check-in once', async () => {
        const organizer = await ctx.signUp({ name: 'Organizadora' });
        const buyer = await ctx.signUp({ name: 'Comprador' });
        const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
        const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
          ctx.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

        const created = await call('POST', '/api/orders', buyer.token, {
          eventId: event.id,
          items: [{ ticketTypeId: ticketType.id, quantity: 2, price: 80 }],
          attendees: [
            { ticketTypeId: ticketType.id, name: 'João da Silva', email: 'joao@example.com' },
            { ticketTypeId: ticketType.id, name: 'Maria da Conceição', email: 'maria@example.com' },
          ],
          subtotal: 160,
          fee: 0,
          total: 160,
          statusPagamento: 'pendente',
          metodoPagamento: 'pix',
        });
        expect(created.statusCode, created.body).toBe(201);
        const orderId: string = created.json()._id;
        const unpaid = await call('GET', `/api/orders/${orderId}/tickets`, buyer.token);
        expect(unpaid.json()).toMatchObject({ order: { status: 'pending' }, tickets: [] });

        const pix = await call('POST', '/api/pagamento/asaas/pix', buyer.token, {
          pedidoId: orderId,
          totalPedido: 160,
          nomeVaqueiro: 'Comprador da Silva',
          email: 'comprador@example.com',
          cpfCnpj: '52998224725',
          phone: '85988887777',
          eventoid: event.id,
          descricao: 'Ingressos',
        });
        expect(pix.statusCode, pix.body).toBe(200);
        const confirmed = await call(
          'POST',
          `/api/pagamento/local/${pix.json().paymentId}/confirm`,
          buyer.token,
        );
        expect(confirmed.statusCode, confirmed.body).toBe(200);

        const paid = await call('GET', `/api/orders/${orderId}/tickets`, buyer.token);
        expect(paid.statusCode).toBe(200);
        const body = paid.json();
        expect(body.order.status).toBe('paid');
        expect(body.tickets.map((ticket: { attendeeName: string }) => ticket.attendeeName)).toEqual([
          'João da Silva',
          'Maria da Conceição',
        ]);
        const [first] = body.tickets as Array<{ code: string; _id: string }>;

        const qr = await call('GET', `/api/tickets/${first!.code}/qr-rotating?r=1`, buyer.token);
        const token = decodeQrPng(qr.rawPayload)!;
        const scanned = await scan(organizer.token, token);
        expect(scanned.statusCode).toBe(200);
        expect(scanned.json()).toMatchObject({
          ticket: { _id: first!._id },
          attendee: { name: 'João da Silva', email: 'joao@example.com', meiaEntrada: null },
        });
        expect((await scan(organizer.token, token)).statusCode).toBe(409);
        const after = (await call('GET', `/api/orders/${orderId}/tickets`, buyer.token)).json();
        expect(after.tickets[0].checkedInAt).toBe(scanned.json().checkedInAt);
        expect(after.tickets[1].checkedInAt).toBeNull();
      });
    });

    describe('GET /orders/{id}/tickets', () => {
      const get = (orderId: string, token?: string) =>
        ctx.inject({ method: 'GET', url: `/api/orders/${orderId}/tickets`, headers: bearer(token) });

      it('answers the order, its event and one ticket per attendee to the buyer', async () => {
        const { buyer, event, order, tickets } = await world(ctx);
        const response = await get(order.id, buyer.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          order: { _id: order.id, status: 'paid', createdAt: order.createdAt.toISOString() },
          event: {
            _id: event.id,
            title: 'Forró da Conceição',
            image: null,
            eventDate: '2037-03-14T23:00:00.000Z',
            startDate: '2037-03-14T21:00:00.000Z',
            venue: 'Centro de Convenções',
            city: 'São Luís',
            state: 'MA',
            gatesOpenTime: '18:00',
            showStartTime: '20:00',
          },
          tickets: [
            {
              _id: tickets[0]!.id,
              code: tickets[0]!.code,
              ticketTypeName: 'PISTA — Lote 1 — Inteira',
              meiaEntrada: false,
              meiaEntradaTipo: null,
              seat: null,
              attendeeName: 'João da Silva',
              checkedInAt: null,
              access: expect.stringMatching(/^\d+\.[\w-]{22}$/),
              transferredTo: null,
              state: 'valid',
            },
            {
              _id: tickets[1]!.id,
              code: tickets[1]!.code,
              ticketTypeName: 'PISTA — Lote 1 — Inteira',
              meiaEntrada: false,
              meiaEntradaTipo: null,
              seat: null,
              attendeeName: 'Maria da Conceição',
              checkedInAt: null,
              access: expect.stringMatching(/^\d+\.[\w-]{22}$/),
              transferredTo: null,
              state: 'valid',
            },
          ],
          accessExpiresAt: expect.any(String),
        });
      });

      it('shows when a ticket was checked in', async () => {
        const { organizer, buyer, order, tickets } = await world(ctx);
        const scanned = await scan(organizer.token, rotating(tickets[1]!.code));
        expect(scanned.statusCode).toBe(200);
        const body = (await get(order.id, buyer.token)).json();
        expect(body.tickets.map((ticket: { checkedInAt: string | null }) => ticket.checkedInAt)).toEqual([
          null,
          scanned.json().checkedInAt,
        ]);
      });

      it('answers to an ADMIN too', async () => {
        const { order } = await world(ctx);
        const response = await get(order.id, await ctx.adminToken());
        expect(response.statusCode).toBe(200);
        expect(response.json().tickets).toHaveLength(2);
      });

      it('lists no tickets while the order is not paid', async () => {
        const { buyer, event, ticketType } = await world(ctx);
        for (const status of ['pending', 'expired', 'cancelled'] as const) {
          const { order } = await insertOrder(ctx.database.db, {
            buyerId: buyer.userId,
            event,
            ticketType,
            names: ['Ana'],
            status,
            forceTickets: status === 'cancelled',
          });
          const response = await get(order.id, buyer.token);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({ order: { _id: order.id, status }, tickets: [] });
        }
      });

      it("answers 404 for another user's order and for an unknown one, 401 without a token", async () => {
        const { order } = await world(ctx);
        const stranger = await ctx.signUp();
        for (const response of [
          await get(order.id, stranger.token),
          await get('00000000-0000-4000-8000-000000000000', stranger.token),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Pedido não encontrado.' });
        }
        const anonymous = await get(order.id);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Não autenticado.' });
      });

      it('refuses an id that is not a UUID with 400 in pt-BR', async () => {
        const { buyer } = await world(ctx);
        const response = await get('123', buyer.token);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Dados inválidos/);
      });
    });

    describe('GET /tickets/{code}/qr-rotating', () => {
      // As the buyer: who else may open it is ticket-access.test.ts's subject.
      let buyerToken: string | undefined;
      const getQr = (code: string, query = '') =>
        ctx.inject({
          method: 'GET',
          url: `/api/tickets/${code}/qr-rotating${query}`,
          headers: bearer(buyerToken),
        });

      it('is a 320 px PNG, never cached, of the current rotating token, which the door accepts', async () => {
        const { organizer, buyer, event, tickets } = await world(ctx);
        buyerToken = buyer.token;
        const code = tickets[0]!.code;
        const response = await getQr(code, '?r=3');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toBe('no-store');
        const png = response.rawPayload;
        expect(PNG.sync.read(png).width).toBe(320);

        const token = decodeQrPng(png);
        // Signed with Ed25519 for its event (#17): what a door device verifies offline.
        expect(token).toBe(rotatingToken(secret, code, event.id, clock.now()));
        expect(token!.split('.')).toHaveLength(4);
        expect(verifyToken(secret, token!, clock.now())).toMatchObject({ valid: true, kind: 'rotating' });
        const scanned = await scan(organizer.token, token);
        expect(scanned.statusCode).toBe(200);
        expect(scanned.json()).toMatchObject({ status: 'checked_in', ticket: { code } });
      });

      it('shows the token of the new window once the minute turns', async () => {
        const { buyer, tickets } = await world(ctx);
        buyerToken = buyer.token;
        const code = tickets[0]!.code;
        clock.set(Math.floor(Date.now() / 60_000) * 60_000 + 59_000);
        const before = decodeQrPng((await getQr(code)).rawPayload);
        clock.advance(1);
        const after = decodeQrPng((await getQr(code)).rawPayload);
        expect(before).not.toBe(after);
        expect(Number(after!.split('.')[1])).toBe(Number(before!.split('.')[1]) + 1);
      });

      it('embeds DejaVu Sans for a name beyond Windows-1252, and prints it intact', async () => {
        const { buyer, tickets } = await world(ctx, ['Nguyễn Thị Łan']);
        const response = await ctx.inject({
          method: 'GET',
          url: `/api/tickets/${tickets[0]!.code}/pdf`,
          headers: bearer(buyer.token),
        });
        expect(response.statusCode).toBe(200);
        await withPdfFile(response.rawPayload, async (pdf) => {
          const { stdout: text } = await run('pdftotext', [pdf, '-']);
          expect(text).toContain('Nguyễn Thị Łan');
          const { stdout: fonts } = await run('pdffonts', [pdf]);
          expect(fonts).toContain('DejaVuSans');
          expect(fonts).not.toContain('Helvetica');
        });
      });

      it('answers 404 in pt-BR for an unknown code', async () => {
        buyerToken = (await ctx.signUp()).token;
        const response = await getQr(newTicketCode());
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Ingresso não encontrado.' });
      });

      it('refuses a malformed code or counter with 400 in pt-BR', async () => {
        for (const url of [
          `/api/tickets/${'a'.repeat(129)}/qr-rotating`,
          '/api/tickets/c%C3%B3digo/qr-rotating',
          `/api/tickets/${newTicketCode()}/qr-rotating?r=-1`,
          `/api/tickets/${newTicketCode()}/qr-rotating?r=abc`,
        ]) {
          const response = await ctx.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(400);
          expect(response.json().message, url).toMatch(/^Dados inválidos/);
        }
      });
    });

    describe('GET /tickets/{code}/pdf', () => {
      it('prints event, pt-BR date, place, type, attendee with accents, and a static QR the door accepts', async () => {
        const { organizer, buyer, event, tickets } = await world(ctx);
        const code = tickets[1]!.code;
        const response = await ctx.inject({
          method: 'GET',
          url: `/api/tickets/${code}/pdf`,
          headers: bearer(buyer.token),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `inline; filename="ingresso-forro-da-conceicao-${code.slice(0, 8)}.pdf"`,
        );
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

        await withPdfFile(response.rawPayload, async (pdf, dir) => {
          const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-']);
          for (const expected of [
            'Forró da Conceição',
            'Sábado, 14 de março de 2037, às 20:00',
            'Abertura dos portões às 18:00',
            'Centro de Convenções — São Luís/MA',
            'PISTA — Lote 1 — Inteira',
            'Maria da Conceição',
            code,
          ]) {
            expect(text).toContain(expected);
          }
          const { stdout: info } = await run('pdfinfo', [pdf]);
          expect(info).toMatch(/Pages:\s+1\n/);
          expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);

          await run('pdftoppm', ['-png', '-r', '150', pdf, path.join(dir, 'page')]);
          const [page] = (await readdir(dir)).filter((file) => file.endsWith('.png'));
          const { stdout: decoded } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, page!)]);
          const token = decoded.trim();
          expect(token).toBe(staticToken(secret, code, event.id));

          // Long after printing, the static token still checks the ticket in.
          clock.advance(30 * 24 * 3600);
          // A month later the organizer's session has ended too: they sign in again.
          const scanned = await scan(await ctx.login(organizer.email, organizer.password), token);
          expect(scanned.statusCode).toBe(200);
          expect(scanned.json()).toMatchObject({ attendee: { name: 'Maria da Conceição' } });
        });
      });

      it('shows "João" intact and a QR at least 4 cm wide', async () => {
        const { buyer, event, tickets } = await world(ctx);
        const response = await ctx.inject({
          method: 'GET',
          url: `/api/tickets/${tickets[0]!.code}/pdf`,
          headers: bearer(buyer.token),
        });
        await withPdfFile(response.rawPayload, async (pdf, dir) => {
          const { stdout: text } = await run('pdftotext', [pdf, '-']);
          expect(text).toContain('João da Silva');
          // Portuguese fits Windows-1252: the standard fonts, nothing embedded (a 7-KB ticket).
          const { stdout: fonts } = await run('pdffonts', [pdf]);
          expect(fonts).toContain('Helvetica');
          expect(fonts).not.toContain('DejaVuSans');
          expect(response.rawPayload.length).toBeLessThan(15_000);

          // At 150 dpi, 4 cm is 236 px; jsQR reports the symbol's corners (a second decoder, after zbar).
          await run('pdftoppm', ['-png', '-r', '150', pdf, path.join(dir, 'page')]);
          const [page] = (await readdir(dir)).filter((file) => file.endsWith('.png'));
          const image = PNG.sync.read(await readFile(path.join(dir, page!)));
          const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
          expect(found?.data).toBe(staticToken(secret, tickets[0]!.code, event.id));
          const { topLeftCorner, topRightCorner } = found!.location;
          expect(topRightCorner.x - topLeftCorner.x).toBeGreaterThanOrEqual(236);
        });
      });

      it('answers 404 in pt-BR for an unknown code', async () => {
        const response = await ctx.inject({
          method: 'GET',
          url: `/api/tickets/${newTicketCode()}/pdf`,
          headers: bearer((await ctx.signUp()).token),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Ingresso não encontrado.' });
      });
    });

    describe('POST /tickets/scan', () => {
      it('checks in once: 200 with ticket, attendee and event, then 409 with the same instant', async () => {
        const { organizer, event, tickets } = await world(ctx);
        const ticket = tickets[0]!;
        const first = await scan(organizer.token, rotating(ticket.code));
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({
          status: 'checked_in',
          checkedInAt: clock.now().toISOString(),
          ticket: {
            _id: ticket.id,
            code: ticket.code,
            ticketTypeName: 'PISTA — Lote 1 — Inteira',
            seat: null,
          },
          attendee: { name: 'João da Silva', email: 'participante0@example.com', meiaEntrada: null },
          event: {
            _id: event.id,
            title: 'Forró da Conceição',
            eventDate: '2037-03-14T23:00:00.000Z',
            venue: 'Centro de Convenções',
            city: 'São Luís',
          },
        });

        clock.advance(10);
        for (const token of [rotating(ticket.code), hmacStaticToken(secret, ticket.code)]) {
          const again = await scan(organizer.token, token);
          expect(again.statusCode).toBe(409);
          expect(again.json()).toEqual({
            message: 'Ingresso já utilizado',
            code: 'ALREADY_CHECKED_IN',
            checkedInAt: first.json().checkedInAt,
            // Whose ticket it was, for the door.
            attendeeName: first.json().attendee.name,
            ticketTypeName: first.json().ticket.ticketTypeName,
          });
        }

        // The check-in references the logged scan that made it; every attempt is logged.
        const [checkIn] = await ctx.database.db
          .select()
          .from(checkIns)
          .where(eq(checkIns.ticketId, ticket.id));
        const logged = await scansOf(ticket.id);
        expect(logged.map((row) => row.result).sort()).toEqual([
          'already_used',
          'already_used',
          'checked_in',
        ]);
        const winner = logged.find((row) => row.result === 'checked_in')!;
        expect(checkIn).toMatchObject({ scanId: winner.id, scannedBy: organizer.userId });
        expect(logged.every((row) => row.eventId === event.id && row.scannedBy === organizer.userId)).toBe(
          true,
        );
      });

      it('lets only the organizer of the event or an ADMIN check in: 401, 403, 403, 200, 200', async () => {
        const { organizer, buyer, event, ticketType, tickets } = await world(ctx);
        const { tickets: more } = await insertOrder(ctx.database.db, {
          buyerId: buyer.userId,
          event,
          ticketType,
          names: ['Pedro'],
        });
        const otherOrganizer = await ctx.signUp({ name: 'Outro organizador' });
        await insertEvent(ctx.database.db, otherOrganizer.userId, { title: 'Outro evento' });

        const anonymous = await scan(undefined, rotating(tickets[0]!.code));
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Não autenticado.' });
        for (const token of [buyer.token, otherOrganizer.token]) {
          const refused = await scan(token, rotating(tickets[0]!.code));
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            message: 'Apenas o organizador do evento pode validar ingressos.',
            code: 'NOT_EVENT_ORGANIZER',
          });
        }
        expect((await scan(organizer.token, rotating(tickets[0]!.code))).statusCode).toBe(200);
        const admin = await ctx.adminToken();
        expect((await scan(admin, rotating(tickets[1]!.code))).statusCode).toBe(200);
        expect((await scan(admin, hmacStaticToken(secret, more[0]!.code))).statusCode).toBe(200);
        // A refused scanner stays refused after the check-in (no "already used" leak).
        expect((await scan(buyer.token, rotating(tickets[0]!.code))).statusCode).toBe(403);

        const results = (await scansOf(tickets[0]!.id)).map((row) => row.result).sort();
        expect(results).toEqual(['checked_in', 'forbidden', 'forbidden', 'forbidden']);
      });

      it('reads the scanner from the database on every scan: a promotion and a deletion apply at once', async () => {
        const { tickets } = await world(ctx);
        const colleague = await ctx.signUp({ name: 'Colega' });
        expect((await scan(colleague.token, rotating(tickets[0]!.code))).statusCode).toBe(403);

        // Promoted to ADMIN with the same token: the next scan sees the new role.
        await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, colleague.userId));
        expect((await scan(colleague.token, rotating(tickets[0]!.code))).statusCode).toBe(200);

        // Deleted while its token is still valid: 401, and nothing is logged in its name.
        await ctx.database.db.delete(users).where(eq(users.id, colleague.userId));
        const gone = await scan(colleague.token, rotating(tickets[1]!.code));
        expect(gone.statusCode).toBe(401);
        expect(gone.json()).toEqual({ message: 'Não autenticado.' });
        expect((await scansOf(tickets[1]!.id)).map((row) => row.result)).toEqual([]);
      });

      it('of 50 concurrent scans of one ticket, exactly one checks it in and 49 answer 409', async () => {
        const { organizer, tickets } = await world(ctx);
        const ticket = tickets[0]!;
        const token = rotating(ticket.code);
        const responses = await Promise.all(Array.from({ length: 50 }, () => scan(organizer.token, token)));
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(49);
        const winner = responses.find((response) => response.statusCode === 200)!.json();
        for (const response of responses.filter((r) => r.statusCode === 409)) {
          expect(response.json()).toEqual({
            message: 'Ingresso já utilizado',
            code: 'ALREADY_CHECKED_IN',
            checkedInAt: winner.checkedInAt,
            attendeeName: winner.attendee.name,
            ticketTypeName: winner.ticket.ticketTypeName,
          });
        }
        const rows = await ctx.database.db.select().from(checkIns).where(eq(checkIns.ticketId, ticket.id));
        expect(rows).toHaveLength(1);
        const results = (await scansOf(ticket.id)).map((row) => row.result);
        expect(results.filter((result) => result === 'checked_in')).toHaveLength(1);
        expect(results.filter((result) => result === 'already_used')).toHaveLength(49);
      });

      it('accepts the previous window and refuses two windows back as expired', async () => {
        const { organizer, tickets } = await world(ctx);
        const start = Math.floor(Date.now() / 60_000) * 60_000;
        clock.set(start + 5_000);
        const fromPrevious = rotating(tickets[0]!.code);
        const fromTwoBack = rotating(tickets[1]!.code);

        clock.set(start + STEP_SECONDS * 1000 + 59_000);
        expect((await scan(organizer.token, fromPrevious)).statusCode).toBe(200);

        clock.set(start + 2 * STEP_SECONDS * 1000);
        const expired = await scan(organizer.token, fromTwoBack);
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual({
          message: 'QR expirado. Peça para atualizar o ingresso.',
          code: 'EXPIRED_QR',
        });
        expect((await scansOf(tickets[1]!.id)).map((row) => row.result)).toEqual(['expired']);
        // Not checked in: a fresh QR still works.
        expect((await scan(organizer.token, rotating(tickets[1]!.code))).statusCode).toBe(200);
      });

      it('refuses forged and tampered tokens with 400 "QR inválido." and logs them', async () => {
        const { organizer, tickets } = await world(ctx);
        const ticket = tickets[0]!;
        const [code, step, signature] = rotating(ticket.code).split('.') as [string, string, string];
        const otherSecret = hmacRotatingToken(
          'another-secret-another-secret-another',
          ticket.code,
          clock.now(),
        );
        const signed = rotatingToken(secret, ticket.code, ticket.eventId, clock.now()).split('.');
        for (const forged of [
          [signed[0], signed[1], Number(signed[2]) + 1, signed[3]].join('.'),
          `${code}.${Number(step) + 1}.${signature}`,
          `${code}.${step}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
          `${code}.s.${signature}`,
          otherSecret,
        ]) {
          const response = await scan(organizer.token, forged);
          expect(response.statusCode, forged).toBe(400);
          expect(response.json()).toEqual({ message: 'QR inválido.', code: 'INVALID_QR' });
        }
        const logged = await scansOf(ticket.id);
        expect(logged.map((row) => row.result)).toEqual(Array(5).fill('invalid'));

        const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(scans);
        for (const garbage of ['https://example.com', 'a.b.c', '😀'.repeat(100)]) {
          const response = await scan(organizer.token, garbage);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'QR inválido.', code: 'INVALID_QR' });
        }
        const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(scans);
        expect(after[0]!.n - before[0]!.n).toBe(3);
        // Nothing was checked in.
        expect(await ctx.database.db.select().from(checkIns).where(eq(checkIns.ticketId, ticket.id))).toEqual(
          [],
        );
      });

      it('admits the printed code typed in ("Digitar código") once: the code is the ticket’s capability', async () => {
        const { organizer, tickets } = await world(ctx);
        const typed = await scan(organizer.token, ` ${tickets[0]!.code} `);
        expect(typed.statusCode, typed.body).toBe(200);
        expect(typed.json()).toMatchObject({ status: 'checked_in', attendee: { name: 'João da Silva' } });
        const again = await scan(organizer.token, tickets[0]!.code);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ message: 'Ingresso já utilizado', code: 'ALREADY_CHECKED_IN' });
        expect((await scan(organizer.token, newTicketCode())).statusCode).toBe(404);
      });

      it('answers 404 "Ingresso não encontrado." for a genuine token of no ticket', async () => {
        const { organizer } = await world(ctx);
        const response = await scan(organizer.token, hmacStaticToken(secret, newTicketCode()));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Ingresso não encontrado.' });
        const [last] = await ctx.database.db
          .select()
          .from(scans)
          .where(eq(scans.scannedBy, organizer.userId));
        expect(last).toMatchObject({ result: 'not_found', ticketId: null, eventId: null });
      });

      it('refuses a ticket whose order is not paid', async () => {
        const { organizer, buyer, event, ticketType } = await world(ctx);
        const { tickets } = await insertOrder(ctx.database.db, {
          buyerId: buyer.userId,
          event,
          ticketType,
          names: ['Ana'],
          status: 'cancelled',
          forceTickets: true,
        });
        const response = await scan(organizer.token, rotating(tickets[0]!.code));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: 'Ingresso sem pagamento confirmado.',
          code: 'TICKET_NOT_PAID',
        });
        expect((await scansOf(tickets[0]!.id)).map((row) => row.result)).toEqual(['unpaid']);
      });

      it.each([
        [{}, 'Dados inválidos: o campo "code" é obrigatório.'],
        [{ code: '' }, 'Dados inválidos: o campo "code" não pode ficar vazio.'],
        [{ code: 42 }, 'Dados inválidos: o campo "code" deve ser um texto.'],
        [{ code: 'x'.repeat(513) }, 'Dados inválidos: o campo "code" deve ter no máximo 512 caracteres.'],
        [{ code: 'abc', extra: true }, 'Dados inválidos: o campo "extra" não é permitido.'],
      ])('refuses %j with 400 in pt-BR', async (payload, message) => {
        const scanner = await ctx.signUp();
        const response = await ctx.inject({
          method: 'POST',
          url: '/api/tickets/scan',
          headers: bearer(scanner.token),
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      });
    });
  },
  { app: { now: clock.now } },
);
