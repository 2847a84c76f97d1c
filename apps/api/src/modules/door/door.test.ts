import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lookupOf, verifyOffline, type CheckinData } from '@bilheteria/rules';
import { loadContract } from '../../contract';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { checkIns, checkinScans, doorPairings, tickets as ticketsTable } from '../../db/schema';
import { insertEvent, insertOrder } from '../tickets/test-fixtures';
import { rotatingToken, staticToken } from '../tickets/tokens';
import { deviceOperations } from './door-service';

const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

let frozenAt: number | undefined;
const clock = {
  now: () => new Date(frozenAt ?? Date.now()),
  advance: (seconds: number) => {
    frozenAt = (frozenAt ?? Date.now()) + seconds * 1000;
  },
};

const bearer = (token: string | undefined) =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };
const nonce = () => randomBytes(12).toString('base64url');

/** An organizer's event with three paid tickets (one half price), another event of theirs, and a stranger. */
async function world(ctx: TestContext) {
  const organizer = await ctx.signUp({ name: 'Organizadora' });
  const buyer = await ctx.signUp({ name: 'Comprador' });
  const stranger = await ctx.signUp({ name: 'Estranho' });
  const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
  const { tickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event,
    ticketType,
    names: ['João da Silva', 'Maria da Conceição', 'Zé Ninguém'],
  });
  const other = await insertEvent(ctx.database.db, organizer.userId, { title: 'Outro Forró' });
  const { tickets: otherTickets } = await insertOrder(ctx.database.db, {
    buyerId: buyer.userId,
    event: other.event,
    ticketType: other.ticketType,
    names: ['Pessoa de Outro Evento'],
  });
  return { organizer, buyer, stranger, event, ticketType, tickets, other: other.event, otherTickets };
}

describeEachDatabase(
  'door devices',
  (ctx) => {
    const secret = ctx.config.ticketSecret;
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
      ctx.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    async function pairing(token: string, eventId: string) {
      const response = await call('POST', `/api/events/${eventId}/door-devices/pairing`, token);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ code: string; expiresAt: string; url: string; qrCodeBase64: string }>();
    }

    async function pairDevice(token: string, eventId: string, name = 'Portão 1') {
      const { code } = await pairing(token, eventId);
      const response = await call('POST', '/api/door-devices/pair', undefined, { code, name });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ deviceId: string; token: string; eventId: string; eventTitle: string }>();
    }

    const sync = (token: string, payload: object) => call('POST', '/api/checkins/sync', token, payload);

    beforeEach(() => {
      frozenAt = undefined;
    });
    afterEach(() => {
      frozenAt = undefined;
    });

    describe('pairing', () => {
      it('pairs a phone with a single-use code valid for 10 minutes, shown as text and QR', async () => {
        const { organizer, event } = await world(ctx);
        const created = await pairing(organizer.token, event.id);
        expect(created.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
        expect(Date.parse(created.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
        const image = PNG.sync.read(Buffer.from(created.qrCodeBase64, 'base64'));
        expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(created.url);
        expect(created.url).toMatch(new RegExp(`/scanner\\?parear=${created.code}$`));
        // Stored only as a hash.
        const stored = await ctx.database.db.select().from(doorPairings);
        expect(JSON.stringify(stored)).not.toContain(created.code.replace('-', ''));

        // Typed in lower case without the dash, it still pairs.
        const typed = created.code.toLowerCase().replace('-', ' ');
        const paired = await call('POST', '/api/door-devices/pair', undefined, {
          code: typed,
          name: ' Portão 2 ',
        });
        expect(paired.statusCode, paired.body).toBe(201);
        expect(paired.json()).toMatchObject({ eventId: event.id, eventTitle: 'Forró da Conceição' });

        const reused = await call('POST', '/api/door-devices/pair', undefined, {
          code: created.code,
          name: 'Outro',
        });
        expect(reused.statusCode).toBe(400);
        expect(reused.json()).toEqual({
          message: 'Código de pareamento inválido ou já usado.',
          code: 'PAIRING_CODE_INVALID',
        });
        const devices = await call('GET', `/api/events/${event.id}/door-devices`, organizer.token);
        expect(devices.json()).toEqual([
          {
            _id: paired.json().deviceId,
            name: 'Portão 2',
            pairedAt: expect.any(String),
            lastSyncAt: null,
            scans: 0,
          },
        ]);
      });

      it('refuses an expired code, an unknown one and a blank name', async () => {
        const { organizer, event } = await world(ctx);
        const { code } = await pairing(organizer.token, event.id);
        clock.advance(10 * 60 + 1);
        const expired = await call('POST', '/api/door-devices/pair', undefined, { code, name: 'Portão' });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual({
          message: 'Código de pareamento expirado. Peça um novo ao organizador.',
          code: 'PAIRING_CODE_EXPIRED',
        });
        const unknown = await call('POST', '/api/door-devices/pair', undefined, {
          code: 'ABCD-EFGH',
          name: 'Portão',
        });
        expect(unknown.json()).toMatchObject({ code: 'PAIRING_CODE_INVALID' });
        const { code: fresh } = await pairing(organizer.token, event.id);
        const blank = await call('POST', '/api/door-devices/pair', undefined, { code: fresh, name: '   ' });
        expect(blank.statusCode).toBe(400);
        expect(blank.json()).toEqual({ message: 'Informe um nome para o aparelho.' });
      });

      it('is the organizer’s (or the ADMIN’s): anyone else gets the 404 of an event that is not theirs', async () => {
        const { stranger, event } = await world(ctx);
        const response = await call('POST', `/api/events/${event.id}/door-devices/pairing`, stranger.token);
        expect(response.statusCode).toBe(404);
        expect((await pairing(await ctx.adminToken(), event.id)).code).toBeTruthy();
      });
    });

    describe('a paired device', () => {
      it('reads its event’s check-in data, which names nobody until that person’s own QR is read', async () => {
        const { organizer, event, tickets } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const response = await call('GET', `/api/events/${event.id}/checkin-data`, device.token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const data = response.json<CheckinData>();
        expect(data.tickets).toHaveLength(3);
        for (const secretText of [
          'João',
          'Maria',
          'Silva',
          'participante0@example.com',
          ...tickets.map((t) => t.code),
        ])
          expect(response.body).not.toContain(secretText);

        // Gzip for a client that accepts it (browsers do): the same data.
        const zipped = await ctx.app.inject({
          method: 'GET',
          url: `/api/events/${event.id}/checkin-data`,
          headers: { ...bearer(device.token), 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toMatchObject({
          eventId: event.id,
          tickets: data.tickets,
        });

        const qr = rotatingToken(secret, tickets[0]!.code, event.id, new Date());
        expect(await verifyOffline(data, qr, new Date(), new Map())).toMatchObject({
          ok: true,
          attendeeName: 'João da Silva',
          ticketTypeName: 'PISTA — Lote 1 — Inteira',
        });
        // What the QR image of the ticket page shows verifies offline too.
        const pdfToken = staticToken(secret, tickets[1]!.code, event.id);
        expect(await verifyOffline(data, pdfToken, new Date(), new Map())).toMatchObject({
          ok: true,
          attendeeName: 'Maria da Conceição',
        });
      });

      it('downloads check-in data at most 30 times a minute', async () => {
        const { organizer, event } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const get = () => call('GET', `/api/events/${event.id}/checkin-data`, device.token);
        for (let n = 0; n < 30; n++) expect((await get()).statusCode).toBe(200);
        expect((await get()).statusCode).toBe(429);
        // The organizer's own limit is another one.
        expect((await call('GET', `/api/events/${event.id}/checkin-data`, organizer.token)).statusCode).toBe(
          200,
        );
      });

      it('gets 403 for another event’s data and for every operation but the door’s', async () => {
        const { organizer, event, other } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const otherData = await call('GET', `/api/events/${other.id}/checkin-data`, device.token);
        expect(otherData.statusCode).toBe(403);
        expect(otherData.json()).toEqual({
          message: 'Este aparelho da portaria só pode validar ingressos do seu evento.',
          code: 'DEVICE_NOT_ALLOWED',
        });

        // Every operation of the contract that takes a token (even optionally), but the door's three; refused
        // before its input is read.
        const contract = loadContract();
        const refused: string[] = [];
        let checked = 0;
        for (const [route, item] of Object.entries(contract.paths)) {
          for (const [method, operation] of Object.entries(item as Record<string, Record<string, unknown>>)) {
            const security = operation.security as Array<Record<string, unknown>> | undefined;
            const operationId = operation.operationId as string;
            if (!security?.some((scheme) => 'bearer' in scheme)) continue;
            if (deviceOperations.has(operationId)) continue;
            const url = `/api${route}`
              .replace('{id}', event.id)
              .replace(/\{[A-Za-z]+\}/g, (name) =>
                name === '{index}' ? '0' : name === '{code}' ? 'abc' : randomUUID(),
              );
            const response = await ctx.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: bearer(device.token),
              ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
            });
            checked++;
            if (
              response.statusCode !== 403 ||
              response.json<{ code?: string }>().code !== 'DEVICE_NOT_ALLOWED'
            )
              refused.push(`${operationId}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
        expect(refused).toEqual([]);
        expect(checked).toBeGreaterThan(30);
      });

      it('scans online its own event’s tickets only, limited per device rather than per address', async () => {
        const { organizer, event, tickets, otherTickets, other } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const scan = (token: string, code: string) => call('POST', '/api/tickets/scan', token, { code });
        const admitted = await scan(
          device.token,
          rotatingToken(secret, tickets[0]!.code, event.id, new Date()),
        );
        expect(admitted.statusCode, admitted.body).toBe(200);
        expect(admitted.json()).toMatchObject({ status: 'checked_in', attendee: { name: 'João da Silva' } });
        const [checkIn] = await ctx.database.db
          .select()
          .from(checkIns)
          .where(eq(checkIns.ticketId, tickets[0]!.id));
        expect(checkIn).toMatchObject({ deviceId: device.deviceId, scannedBy: organizer.userId });

        const foreign = await scan(device.token, staticToken(secret, otherTickets[0]!.code, other.id));
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json()).toEqual({ message: 'Ingresso de outro evento.', code: 'OTHER_EVENT' });
        // Typed code of the other event: the same refusal, and nothing of that ticket.
        const typed = await scan(device.token, otherTickets[0]!.code);
        expect(typed.statusCode).toBe(403);
        expect(typed.body).not.toContain('Pessoa');

        // SCAN_RATE_LIMIT is 4 a minute in this suite: the fourth scan passes, the fifth is refused; a second
        // device at the same address (every inject comes from 127.0.0.1) still scans.
        expect((await scan(device.token, tickets[0]!.code)).statusCode).toBe(409);
        const limited = await scan(device.token, tickets[1]!.code);
        expect(limited.statusCode).toBe(429);
        const gate2 = await pairDevice(organizer.token, event.id, 'Portão 2');
        expect((await scan(gate2.token, tickets[1]!.code)).statusCode).toBe(200);
      });

      it('syncs offline scans: first admission wins, repeats are idempotent, the rest are refused with a reason', async () => {
        const { organizer, event, tickets, otherTickets, other } = await world(ctx);
        // Paired, then five minutes at the door without a network before the first sync.
        clock.advance(0);
        const gate1 = await pairDevice(organizer.token, event.id, 'Portão 1');
        const gate2 = await pairDevice(organizer.token, event.id, 'Portão 2');
        const t0 = clock.now();
        clock.advance(5 * 60);
        const minutesAfter = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
        const first = {
          deviceId: gate1.deviceId,
          scans: [
            {
              nonce: nonce(),
              code: rotatingToken(secret, tickets[0]!.code, event.id, t0),
              scannedAt: t0.toISOString(),
            },
            { nonce: nonce(), code: tickets[1]!.code, scannedAt: minutesAfter(1).toISOString() },
            {
              nonce: nonce(),
              code: staticToken(secret, otherTickets[0]!.code, other.id),
              scannedAt: minutesAfter(1).toISOString(),
            },
            { nonce: nonce(), code: 'nao-e-um-ingresso', scannedAt: minutesAfter(1).toISOString() },
            {
              nonce: nonce(),
              code: rotatingToken(secret, tickets[2]!.code, event.id, t0),
              scannedAt: minutesAfter(3).toISOString(),
            },
          ],
        };
        const response = await sync(gate1.token, first);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<{ results: Array<Record<string, unknown>>; cursor: string }>();
        expect(body.results).toEqual([
          {
            nonce: first.scans[0]!.nonce,
            outcome: 'admitted',
            admittedAt: t0.toISOString(),
            attendeeName: 'João da Silva',
            ticketTypeName: 'PISTA — Lote 1 — Inteira',
          },
          expect.objectContaining({ outcome: 'admitted', attendeeName: 'Maria da Conceição' }),
          { nonce: first.scans[2]!.nonce, outcome: 'rejected', message: 'Ingresso de outro evento.' },
          { nonce: first.scans[3]!.nonce, outcome: 'rejected', message: 'Ingresso não encontrado.' },
          // Scanned three minutes after its window: expired when it was shown, not when it was synced.
          {
            nonce: first.scans[4]!.nonce,
            outcome: 'rejected',
            message: 'QR expirado. Peça para atualizar o ingresso.',
          },
        ]);

        // The same upload again (a lost reply): the same answers, nothing written twice.
        const countCheckIns = async () =>
          (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(checkIns))[0]!.n;
        const before = await countCheckIns();
        const again = await sync(gate1.token, first);
        expect(again.json<{ results: unknown }>().results).toEqual(body.results);
        expect(await countCheckIns()).toBe(before);
        expect(
          (await ctx.database.db.select().from(checkinScans).where(eq(checkinScans.deviceId, gate1.deviceId)))
            .length,
        ).toBe(5);

        // Gate 2 had admitted João offline too, later: a duplicate admission, and it learns of gate 1's.
        const late = {
          nonce: nonce(),
          code: staticToken(secret, tickets[0]!.code, event.id),
          scannedAt: minutesAfter(2).toISOString(),
        };
        const second = await sync(gate2.token, { deviceId: gate2.deviceId, scans: [late] });
        expect(second.statusCode, second.body).toBe(200);
        const secondBody = second.json<{
          results: Array<Record<string, unknown>>;
          admitted: Array<{ lookup: string; at: string }>;
        }>();
        expect(secondBody.results).toEqual([
          {
            nonce: late.nonce,
            outcome: 'duplicate',
            // The door's words for it, as online and offline (issue #26 point 2).
            message: 'Ingresso já utilizado',
            admittedAt: t0.toISOString(),
            attendeeName: 'João da Silva',
            ticketTypeName: 'PISTA — Lote 1 — Inteira',
          },
        ]);
        expect(secondBody.admitted).toEqual(
          expect.arrayContaining([
            { lookup: await lookupOf(tickets[0]!.code), at: t0.toISOString() },
            { lookup: await lookupOf(tickets[1]!.code), at: minutesAfter(1).toISOString() },
          ]),
        );

        // The organizer's report: one duplicate entry, both devices and times; live figures.
        const report = await call('GET', `/api/reports/events/${event.id}/summary`, organizer.token);
        expect(report.statusCode, report.body).toBe(200);
        const checkIn = report.json<{ checkIn: Record<string, unknown> }>().checkIn;
        expect(checkIn).toMatchObject({
          checkedIn: 2,
          sold: 3,
          byLot: [{ name: 'PISTA — Lote 1 — Inteira', checkedIn: 2, sold: 3 }],
          duplicates: [
            {
              ticketId: tickets[0]!.id,
              attendeeName: 'João da Silva',
              ticketTypeName: 'PISTA — Lote 1 — Inteira',
              first: { deviceName: 'Portão 1', at: t0.toISOString() },
              second: { deviceName: 'Portão 2', at: minutesAfter(2).toISOString() },
            },
          ],
        });
        const hours = checkIn.byHour as Array<{ checkedIn: number }>;
        expect(hours.reduce((sum, hour) => sum + hour.checkedIn, 0)).toBe(2);

        const devices = await call('GET', `/api/events/${event.id}/door-devices`, organizer.token);
        expect(devices.json()).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'Portão 1', scans: 5, lastSyncAt: expect.any(String) }),
            expect.objectContaining({ name: 'Portão 2', scans: 1 }),
          ]),
        );
      });

      it('learns at the next sync which tickets were cancelled and which were sold since', async () => {
        const { organizer, buyer, event, ticketType, tickets } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const data = (
          await call('GET', `/api/events/${event.id}/checkin-data`, device.token)
        ).json<CheckinData>();
        await ctx.database.db
          .update(ticketsTable)
          .set({ state: 'cancelled' })
          .where(eq(ticketsTable.id, tickets[2]!.id));
        const { tickets: sold } = await insertOrder(ctx.database.db, {
          buyerId: buyer.userId,
          event,
          ticketType,
          names: ['Nova Compradora'],
        });
        const response = await sync(device.token, {
          deviceId: device.deviceId,
          since: data.cursor,
          scans: [],
        });
        const changes = response.json<{ cancelled: string[]; tickets: Array<{ lookup: string }> }>();
        expect(changes.cancelled).toEqual([await lookupOf(tickets[2]!.code)]);
        expect(changes.tickets.map((ticket) => ticket.lookup)).toContain(await lookupOf(sold[0]!.code));
        expect(response.body).not.toContain('Nova Compradora');
      });

      it('admits the earliest of one batch’s scans of a ticket and records the others as duplicates', async () => {
        const { organizer, event, tickets } = await world(ctx);
        clock.advance(0);
        const device = await pairDevice(organizer.token, event.id);
        clock.advance(2 * 60);
        const early = new Date(clock.now().getTime() - 60_000).toISOString();
        const late = new Date(clock.now().getTime() - 30_000).toISOString();
        const scans = [
          { nonce: nonce(), code: tickets[0]!.code, scannedAt: late },
          { nonce: nonce(), code: tickets[0]!.code, scannedAt: early },
        ];
        const response = await sync(device.token, { deviceId: device.deviceId, scans });
        expect(response.json<{ results: unknown }>().results).toEqual([
          expect.objectContaining({ nonce: scans[0]!.nonce, outcome: 'duplicate', admittedAt: early }),
          expect.objectContaining({ nonce: scans[1]!.nonce, outcome: 'admitted', admittedAt: early }),
        ]);
      });

      it('a nonce is one read: reused with another ticket it is refused, in a batch or later (issue #25 point 7)', async () => {
        const { organizer, event, tickets } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const at = clock.now().toISOString();
        const shared = nonce();
        const batch = [
          { nonce: shared, code: tickets[0]!.code, scannedAt: at },
          { nonce: shared, code: tickets[1]!.code, scannedAt: at },
          { nonce: shared, code: tickets[0]!.code, scannedAt: at },
        ];
        const reusedMessage =
          'Leitura recusada: o identificador desta leitura já foi usado com outro ingresso.';
        const first = await sync(device.token, { deviceId: device.deviceId, scans: batch });
        // It used to answer "admitted" for both tickets while only the first was recorded.
        expect(first.json<{ results: unknown }>().results).toEqual([
          expect.objectContaining({ nonce: shared, outcome: 'admitted', attendeeName: 'João da Silva' }),
          { nonce: shared, outcome: 'rejected', message: reusedMessage },
          expect.objectContaining({ nonce: shared, outcome: 'admitted', attendeeName: 'João da Silva' }),
        ]);
        const admitted = await ctx.database.db
          .select()
          .from(checkIns)
          .where(eq(checkIns.ticketId, tickets[1]!.id));
        expect(admitted).toEqual([]);
        // Stored, the nonce answers its own read as before, and refuses another (it used to replay the verdict).
        const replay = await sync(device.token, {
          deviceId: device.deviceId,
          scans: [
            { nonce: shared, code: tickets[2]!.code, scannedAt: at },
            { nonce: shared, code: tickets[0]!.code, scannedAt: at },
          ],
        });
        expect(replay.json<{ results: unknown }>().results).toEqual([
          { nonce: shared, outcome: 'rejected', message: reusedMessage },
          expect.objectContaining({ nonce: shared, outcome: 'admitted', attendeeName: 'João da Silva' }),
        ]);
        expect(
          await ctx.database.db.select().from(checkIns).where(eq(checkIns.ticketId, tickets[2]!.id)),
        ).toEqual([]);
      });

      it('bounds scannedAt between the pairing and now + 5 s, and checks a rotating QR at that instant (issue #25 point 7)', async () => {
        const { organizer, event, tickets } = await world(ctx);
        clock.advance(0);
        // A rotating QR filmed an hour before the device existed, replayed as if scanned then.
        const anHourAgo = new Date(clock.now().getTime() - 60 * 60_000);
        const old = rotatingToken(secret, tickets[0]!.code, event.id, anHourAgo);
        const device = await pairDevice(organizer.token, event.id);
        const pairedAt = clock.now();
        clock.advance(60);
        const future = new Date(clock.now().getTime() + 24 * 60 * 60_000);
        const response = await sync(device.token, {
          deviceId: device.deviceId,
          scans: [
            { nonce: nonce(), code: old, scannedAt: anHourAgo.toISOString() },
            // A typed code dated tomorrow counts as scanned now (+ 5 s at most).
            { nonce: nonce(), code: tickets[1]!.code, scannedAt: future.toISOString() },
          ],
        });
        expect(response.json<{ results: unknown }>().results).toEqual([
          expect.objectContaining({
            outcome: 'rejected',
            message: 'QR expirado. Peça para atualizar o ingresso.',
          }),
          expect.objectContaining({ outcome: 'admitted' }),
        ]);
        const [admission] = await ctx.database.db
          .select()
          .from(checkIns)
          .where(eq(checkIns.ticketId, tickets[1]!.id));
        expect(admission!.at.getTime()).toBeLessThanOrEqual(clock.now().getTime() + 5_000);
        expect(admission!.at.getTime()).toBeGreaterThan(pairedAt.getTime());
        // Dated before the pairing, a scan counts as made at the pairing.
        const early = await sync(device.token, {
          deviceId: device.deviceId,
          scans: [{ nonce: nonce(), code: tickets[2]!.code, scannedAt: anHourAgo.toISOString() }],
        });
        expect(early.json<{ results: Array<{ admittedAt: string }> }>().results[0]!.admittedAt).toBe(
          pairedAt.toISOString(),
        );
      });

      it('treats a `since` older than the pairing as the pairing, and is limited like the data download (issue #25 point 7)', async () => {
        const { organizer, buyer, event, ticketType, tickets } = await world(ctx);
        clock.advance(0);
        const device = await pairDevice(organizer.token, event.id);
        const pairedAt = clock.now().getTime();
        clock.advance(60);
        const { tickets: sold } = await insertOrder(ctx.database.db, {
          buyerId: buyer.userId,
          event,
          ticketType,
          names: ['Vendida Depois'],
        });
        const issue = (ids: string[], at: number) =>
          ctx.database.db
            .update(ticketsTable)
            .set({ issuedAt: new Date(at) })
            .where(inArray(ticketsTable.id, ids));
        await issue(
          tickets.map((ticket) => ticket.id),
          pairedAt - 60 * 60_000,
        );
        await issue([sold[0]!.id], pairedAt + 30_000);
        // The three tickets sold before the pairing are in the data it downloads; `since` 1970 brings only news.
        const response = await sync(device.token, {
          deviceId: device.deviceId,
          since: new Date(0).toISOString(),
          scans: [],
        });
        const lookups = response.json<{ tickets: Array<{ lookup: string }> }>().tickets.map((t) => t.lookup);
        expect(lookups).toEqual([await lookupOf(sold[0]!.code)]);
        for (let n = 1; n < 60; n++)
          expect((await sync(device.token, { deviceId: device.deviceId, scans: [] })).statusCode).toBe(200);
        const over = await sync(device.token, { deviceId: device.deviceId, scans: [] });
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('syncs only as itself', async () => {
        const { organizer, event } = await world(ctx);
        const gate1 = await pairDevice(organizer.token, event.id);
        const gate2 = await pairDevice(organizer.token, event.id);
        const response = await sync(gate1.token, { deviceId: gate2.deviceId, scans: [] });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'DEVICE_MISMATCH' });
      });

      it('once revoked, is refused at its next request with DEVICE_REVOKED', async () => {
        const { organizer, event, tickets } = await world(ctx);
        const device = await pairDevice(organizer.token, event.id);
        const revoked = await call(
          'DELETE',
          `/api/events/${event.id}/door-devices/${device.deviceId}`,
          organizer.token,
        );
        expect(revoked.statusCode).toBe(204);
        const refusal = {
          message: 'Este aparelho foi desconectado pelo organizador. Peça um novo código de pareamento.',
          code: 'DEVICE_REVOKED',
        };
        for (const response of [
          await call('GET', `/api/events/${event.id}/checkin-data`, device.token),
          await sync(device.token, { deviceId: device.deviceId, scans: [] }),
          await call('POST', '/api/tickets/scan', device.token, { code: tickets[0]!.code }),
        ]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual(refusal);
        }
        expect((await call('GET', `/api/events/${event.id}/door-devices`, organizer.token)).json()).toEqual(
          [],
        );
        const unknown = await call(
          'DELETE',
          `/api/events/${event.id}/door-devices/${randomUUID()}`,
          organizer.token,
        );
        expect(unknown.statusCode).toBe(404);
      });
    });

    describe('the organizer’s own phone', () => {
      it('syncs with the session, naming the event and a phone id the app made', async () => {
        const { organizer, stranger, event, tickets } = await world(ctx);
        const phone = randomUUID();
        const scans = [{ nonce: nonce(), code: tickets[0]!.code, scannedAt: new Date().toISOString() }];
        const withoutEvent = await sync(organizer.token, { deviceId: phone, scans });
        expect(withoutEvent.statusCode).toBe(400);
        expect(withoutEvent.json()).toEqual({ message: 'Informe o evento das leituras.' });
        const response = await sync(organizer.token, { deviceId: phone, eventId: event.id, scans });
        expect(response.json()).toMatchObject({ results: [{ outcome: 'admitted' }] });
        const devices = await call('GET', `/api/events/${event.id}/door-devices`, organizer.token);
        expect(devices.json()).toEqual([
          expect.objectContaining({ _id: phone, name: 'Aparelho do organizador', scans: 1 }),
        ]);
        const foreign = await sync(stranger.token, { deviceId: randomUUID(), eventId: event.id, scans });
        expect(foreign.statusCode).toBe(404);
      });
    });
  },
  { app: { now: clock.now }, env: { SCAN_RATE_LIMIT: '4' } },
);

describeEachDatabase(
  'door pairing attempts',
  (ctx) => {
    it('counts an address’s pairing attempts: past PAIRING_RATE_LIMIT it waits, even with a right code', async () => {
      const organizer = await ctx.signUp({ name: 'Organizadora' });
      const { event } = await insertEvent(ctx.database.db, organizer.userId);
      const pairing = await ctx.inject({
        method: 'POST',
        url: `/api/events/${event.id}/door-devices/pairing`,
        headers: bearer(organizer.token),
      });
      expect(pairing.statusCode).toBe(201);
      const attempt = (code: string) =>
        ctx.inject({ method: 'POST', url: '/api/door-devices/pair', payload: { code, name: 'Portão 1' } });
      for (const guess of ['AAAA-AAAA', 'BBBB-BBBB', 'CCCC-CCCC'])
        expect((await attempt(guess)).json()).toMatchObject({ code: 'PAIRING_CODE_INVALID' });
      const blocked = await attempt(pairing.json().code);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toEqual(expect.any(String));
    });
  },
  { env: { PAIRING_RATE_LIMIT: '3' } },
);
