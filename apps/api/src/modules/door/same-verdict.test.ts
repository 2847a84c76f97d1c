import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doorMessages, verifyOffline, type CheckinData } from '@bilheteria/rules';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { tickets as ticketsTable } from '../../db/schema';
import { insertEvent, insertOrder, newTicketCode } from '../tickets/test-fixtures';
import { rotatingToken, staticToken } from '../tickets/tokens';

/*
 * Issue #26 point 2: one admission rule ("a valid ticket of a paid order, not yet admitted") and one set of words.
 * Each row is read by a door device three ways — online (POST /tickets/scan with the device's token), offline
 * (verifyOffline over the check-in data it downloaded) and synced later (POST /checkins/sync) — and the three
 * must give the same verdict with the same pt-BR message. Each way reads its row in a world of its own.
 */

type Verdict = { verdict: 'admitted' | 'already-admitted' | 'refused'; message: string | null };

interface World {
  ctx: TestContext;
  secret: string;
  eventId: string;
  device: { deviceId: string; token: string };
  organizerToken: string;
  /** A paid ticket of the device's event, and its QR. */
  code: string;
  ticketId: string;
  /** The paid ticket of the organizer's other event. */
  otherEvent: { code: string; eventId: string };
  buyerId: string;
  event: Awaited<ReturnType<typeof insertEvent>>;
}

interface Case {
  name: string;
  /** Arranges the row's state and returns the text the device reads. */
  arrange: (world: World) => Promise<string>;
  expected: Verdict;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const cases: Case[] = [
  {
    name: 'a paid ticket',
    arrange: async (w) => staticToken(w.secret, w.code, w.eventId),
    expected: { verdict: 'admitted', message: null },
  },
  {
    name: 'a paid ticket already admitted',
    arrange: async (w) => {
      const first = await w.ctx.inject({
        method: 'POST',
        url: '/api/tickets/scan',
        headers: bearer(w.organizerToken),
        payload: { code: w.code },
      });
      expect(first.statusCode, first.body).toBe(200);
      return staticToken(w.secret, w.code, w.eventId);
    },
    expected: { verdict: 'already-admitted', message: doorMessages.alreadyUsed },
  },
  {
    name: 'a cancelled ticket',
    arrange: async (w) => {
      await w.ctx.database.db
        .update(ticketsTable)
        .set({ state: 'cancelled' })
        .where(eq(ticketsTable.id, w.ticketId));
      return staticToken(w.secret, w.code, w.eventId);
    },
    expected: { verdict: 'refused', message: doorMessages.cancelled },
  },
  {
    name: 'a reissued (transferred) ticket',
    arrange: async (w) => {
      await w.ctx.database.db
        .update(ticketsTable)
        .set({ state: 'reissued' })
        .where(eq(ticketsTable.id, w.ticketId));
      return w.code;
    },
    expected: { verdict: 'refused', message: doorMessages.cancelled },
  },
  {
    name: 'a valid ticket of an order that is not paid',
    arrange: async (w) => {
      const { tickets } = await insertOrder(w.ctx.database.db, {
        buyerId: w.buyerId,
        event: w.event.event,
        ticketType: w.event.ticketType,
        names: ['Sem Pagamento'],
        status: 'cancelled',
        forceTickets: true,
      });
      return staticToken(w.secret, tickets[0]!.code, w.eventId);
    },
    expected: { verdict: 'refused', message: doorMessages.unpaid },
  },
  {
    name: 'a ticket of another event',
    arrange: async (w) => staticToken(w.secret, w.otherEvent.code, w.otherEvent.eventId),
    expected: { verdict: 'refused', message: doorMessages.otherEvent },
  },
  {
    name: 'a typed code no ticket has',
    arrange: async () => newTicketCode(),
    expected: { verdict: 'refused', message: doorMessages.ticketNotFound },
  },
  {
    name: 'a text that is no ticket',
    arrange: async () => 'isto não é um ingresso',
    expected: { verdict: 'refused', message: doorMessages.invalidQr },
  },
  {
    name: 'a rotating QR ten minutes old',
    arrange: async (w) => rotatingToken(w.secret, w.code, w.eventId, new Date(Date.now() - 10 * 60_000)),
    expected: { verdict: 'refused', message: doorMessages.expiredQr },
  },
];

async function makeWorld(ctx: TestContext): Promise<World> {
  const organizer = await ctx.signUp({ name: 'Organizadora' });
  const buyer = await ctx.signUp({ name: 'Comprador' });
  const event = await insertEvent(ctx.database.db, organizer.userId);
  const { tickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event: event.event,
    ticketType: event.ticketType,
    names: ['Ana Portaria'],
  });
  const other = await insertEvent(ctx.database.db, organizer.userId, { title: 'Outro Forró' });
  const { tickets: otherTickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event: other.event,
    ticketType: other.ticketType,
    names: ['Pessoa de Outro Evento'],
  });
  const pairing = await ctx.inject({
    method: 'POST',
    url: `/api/events/${event.event.id}/door-devices/pairing`,
    headers: bearer(organizer.token),
  });
  const paired = await ctx.inject({
    method: 'POST',
    url: '/api/door-devices/pair',
    payload: { code: pairing.json<{ code: string }>().code, name: 'Portão 1' },
  });
  expect(paired.statusCode, paired.body).toBe(201);
  return {
    ctx,
    secret: ctx.config.ticketSecret,
    eventId: event.event.id,
    device: paired.json<{ deviceId: string; token: string }>(),
    organizerToken: organizer.token,
    code: tickets[0]!.code,
    ticketId: tickets[0]!.id,
    otherEvent: { code: otherTickets[0]!.code, eventId: other.event.id },
    buyerId: buyer.userId,
    event,
  };
}

const ways: Record<'online' | 'offline' | 'sync', (w: World, text: string) => Promise<Verdict>> = {
  async online(w, text) {
    const response = await w.ctx.inject({
      method: 'POST',
      url: '/api/tickets/scan',
      headers: bearer(w.device.token),
      payload: { code: text },
    });
    if (response.statusCode === 200) return { verdict: 'admitted', message: null };
    const body = response.json<{ message: string; code?: string }>();
    if (body.code === 'ALREADY_CHECKED_IN') return { verdict: 'already-admitted', message: body.message };
    return { verdict: 'refused', message: body.message };
  },
  async offline(w, text) {
    const response = await w.ctx.inject({
      method: 'GET',
      url: `/api/events/${w.eventId}/checkin-data`,
      headers: bearer(w.device.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const verdict = await verifyOffline(response.json<CheckinData>(), text, new Date(), new Map());
    if (verdict.ok) return { verdict: 'admitted', message: null };
    if (verdict.reason === 'already-admitted')
      return { verdict: 'already-admitted', message: verdict.message };
    return { verdict: 'refused', message: verdict.message };
  },
  async sync(w, text) {
    const response = await w.ctx.inject({
      method: 'POST',
      url: '/api/checkins/sync',
      headers: bearer(w.device.token),
      payload: {
        deviceId: w.device.deviceId,
        scans: [
          { nonce: randomBytes(12).toString('base64url'), code: text, scannedAt: new Date().toISOString() },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<{ results: Array<{ outcome: string; message?: string }> }>().results;
    const message = result!.message ?? null;
    if (result!.outcome === 'admitted') return { verdict: 'admitted', message };
    if (result!.outcome === 'duplicate') return { verdict: 'already-admitted', message };
    return { verdict: 'refused', message };
  },
};

describeEachDatabase('the door: one verdict online, offline and synced', (ctx) => {
  describe.each(cases)('$name', ({ arrange, expected }) => {
    it.each(Object.keys(ways) as Array<keyof typeof ways>)('%s', async (way) => {
      const world = await makeWorld(ctx);
      const text = await arrange(world);
      expect(await ways[way](world, text)).toEqual(expected);
    });
  });
});
