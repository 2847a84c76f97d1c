import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { TICKET_LINK_MINUTES } from './ticket-links';
import { insertEvent, insertOrder, newTicketCode } from './test-fixtures';

/*
 * Issue #20, point 1: a ticket code alone must not open the door. The rotating QR image and the PDF both admit,
 * so each needs the buyer's (or an ADMIN's) session, or the short-lived signed `access` that the buyer's
 * GET /orders/{id}/tickets hands out. Before: the code alone answered 200 with the PDF and the QR.
 */

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const bearer = (token: string | undefined) =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

async function world(ctx: TestContext) {
  const organizer = await ctx.signUp({ name: 'Organizadora' });
  const buyer = await ctx.signUp({ name: 'Comprador' });
  const stranger = await ctx.signUp({ name: 'Curioso' });
  const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
  const { order, tickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event,
    ticketType,
    names: ['Ana', 'Bruno'],
  });
  return { organizer, buyer, stranger, order, tickets };
}

describeEachDatabase(
  'ticket QR and PDF access',
  (ctx) => {
    afterEach(() => {
      offsetMs = 0;
    });

    const kinds = [
      ['PDF', (code: string) => `/api/tickets/${code}/pdf`, 'application/pdf'],
      ['rotating QR', (code: string) => `/api/tickets/${code}/qr-rotating?r=1`, 'image/png'],
    ] as const;
    const withAccess = (url: string, access: string) =>
      `${url}${url.includes('?') ? '&' : '?'}access=${encodeURIComponent(access)}`;

    async function accessOf(orderId: string, token: string): Promise<Map<string, string>> {
      const response = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/tickets`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        accessExpiresAt: string;
        tickets: Array<{ code: string; access: string }>;
      }>();
      expect(Date.parse(body.accessExpiresAt) - now().getTime()).toBeGreaterThan(
        (TICKET_LINK_MINUTES - 1) * 60_000,
      );
      return new Map(body.tickets.map((ticket) => [ticket.code, ticket.access]));
    }

    for (const [kind, urlOf, type] of kinds) {
      describe(kind, () => {
        it('is refused to the code alone (401), whoever has seen it', async () => {
          const { tickets } = await world(ctx);
          const response = await ctx.inject({ method: 'GET', url: urlOf(tickets[0]!.code) });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Não autenticado.' });
          expect(response.headers['content-type']).not.toBe(type);
        });

        it("opens with the buyer's or an ADMIN's session; another user gets 404 as for an unknown code", async () => {
          const { buyer, stranger, organizer, tickets } = await world(ctx);
          const url = urlOf(tickets[0]!.code);
          for (const token of [buyer.token, await ctx.adminToken()]) {
            const response = await ctx.inject({ method: 'GET', url, headers: bearer(token) });
            expect(response.statusCode).toBe(200);
            expect(response.headers['content-type']).toBe(type);
          }
          for (const token of [stranger.token, organizer.token]) {
            const response = await ctx.inject({ method: 'GET', url, headers: bearer(token) });
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual({ message: 'Ingresso não encontrado.' });
          }
          const unknown = await ctx.inject({
            method: 'GET',
            url: urlOf(newTicketCode()),
            headers: bearer(buyer.token),
          });
          expect(unknown.statusCode).toBe(404);
        });

        it('opens with the signed access its buyer got, without a session, until it expires (403)', async () => {
          const { buyer, order, tickets } = await world(ctx);
          const access = await accessOf(order.id, buyer.token);
          const code = tickets[0]!.code;
          const opened = await ctx.inject({ method: 'GET', url: withAccess(urlOf(code), access.get(code)!) });
          expect(opened.statusCode).toBe(200);
          expect(opened.headers['content-type']).toBe(type);

          offsetMs = TICKET_LINK_MINUTES * 60_000 + 1_000;
          const expired = await ctx.inject({
            method: 'GET',
            url: withAccess(urlOf(code), access.get(code)!),
          });
          expect(expired.statusCode).toBe(403);
          expect(expired.json()).toEqual({
            message: 'Este link do ingresso expirou. Abra o ingresso de novo em Meus ingressos.',
            code: 'TICKET_LINK_EXPIRED',
          });
        });

        it("refuses another ticket's access, a forged one and a tampered expiry with 403", async () => {
          const { buyer, order, tickets } = await world(ctx);
          const access = await accessOf(order.id, buyer.token);
          const [first, second] = [tickets[0]!.code, tickets[1]!.code];
          const [expires, signature] = access.get(second)!.split('.') as [string, string];
          const later = `${Number(expires) + 86_400}.${signature}`;
          const forged = `${expires}.${'A'.repeat(22)}`;
          for (const candidate of [access.get(second)!, later, forged]) {
            const response = await ctx.inject({ method: 'GET', url: withAccess(urlOf(first), candidate) });
            expect(response.statusCode, candidate).toBe(403);
            expect(response.json()).toEqual({
              message: 'Link do ingresso inválido. Abra o ingresso em Meus ingressos.',
              code: 'TICKET_LINK_INVALID',
            });
          }
          const malformed = await ctx.inject({
            method: 'GET',
            url: withAccess(urlOf(first), 'qualquer-coisa'),
          });
          expect(malformed.statusCode).toBe(400);
          expect(malformed.json().message).toMatch(/^Dados inválidos: o parâmetro "access"/);
        });
      });
    }

    it("hands the access out only to the order's buyer", async () => {
      const { buyer, stranger, order } = await world(ctx);
      const other = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/tickets`,
        headers: bearer(stranger.token),
      });
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('access');
      const mine = await ctx.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/tickets`,
        headers: bearer(buyer.token),
      });
      for (const ticket of mine.json<{ tickets: Array<{ access: string }> }>().tickets)
        expect(ticket.access).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);
    });
  },
  { app: { now } },
);

describe('ticket links', () => {
  it('are bound to the code, the expiry and the key', async () => {
    const { createTicketLinks } = await import('./ticket-links');
    const links = createTicketLinks('segredo-de-sessao-com-mais-de-32-caracteres');
    const at = new Date('2026-03-14T20:00:00Z');
    const { access, expiresAt } = links.grant('CODIGO', at);
    expect(expiresAt.getTime() - at.getTime()).toBe(TICKET_LINK_MINUTES * 60_000);
    expect(links.check('CODIGO', access, at)).toBe('valid');
    expect(links.check('OUTRO', access, at)).toBe('invalid');
    expect(links.check('CODIGO', access, expiresAt)).toBe('expired');
    expect(createTicketLinks('outro-segredo-de-sessao-com-32-caracteres').check('CODIGO', access, at)).toBe(
      'invalid',
    );
  });
});
