// @vitest-environment node
// (The door's format runs on WebCrypto, native in Node 20 and in browsers; jsdom's window has no SubtleCrypto.)
import { ed25519 } from '@noble/curves/ed25519';
import {
  encodeCheckinTickets,
  eventTag,
  lookupOf,
  signedMessage,
  STEP_SECONDS,
  toBase64url,
  type CheckinData,
} from '@bilheteria/rules';
import { ApiError } from '@bilheteria/client-core/api-error';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DoorIdentity, DoorScan } from './door-db';
import { DoorSession, SYNC_EVERY_MS, type DoorApi, type DoorStore } from './door-session';

const EVENT = '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11';
const privateKey = ed25519.utils.randomPrivateKey();
const ANA = 'codigo-do-ingresso-ana';
const BRUNO = 'codigo-do-ingresso-bruno';
const NOW = new Date(29_000_000 * STEP_SECONDS * 1000);

/** The printed PDF's token of a ticket, signed as the server signs it. */
const printed = (code: string) =>
  `${code}.${eventTag(EVENT)}.s.${toBase64url(ed25519.sign(signedMessage(EVENT, code, null), privateKey))}`;

let data: CheckinData;

beforeAll(async () => {
  data = {
    format: 1,
    eventId: EVENT,
    eventTitle: 'Forró na Praça',
    generatedAt: NOW.toISOString(),
    cursor: 'c0',
    publicKey: toBase64url(ed25519.getPublicKey(privateKey)),
    stepSeconds: STEP_SECONDS,
    ticketTypes: [
      { name: 'PISTA — Inteira', meiaEntrada: false },
      { name: 'PISTA — Meia', meiaEntrada: true },
    ],
    tickets: await encodeCheckinTickets(EVENT, [
      { code: ANA, attendeeName: 'Ana Souza', ticketType: 0, meiaTipo: null },
      { code: BRUNO, attendeeName: 'Bruno Lima', ticketType: 1, meiaTipo: 'estudante' },
    ]),
    checkedIn: [],
    cancelled: [],
  };
});

/** The door's IndexedDB, kept in memory with the same behaviour. */
function memoryStore(): DoorStore & { scans: DoorScan[]; saved: CheckinData[] } {
  const scans: DoorScan[] = [];
  const saved: CheckinData[] = [];
  return {
    scans,
    saved,
    addScan: async (scan) => void scans.push(scan),
    pendingScans: async (eventId) => scans.filter((scan) => scan.eventId === eventId && scan.synced === 0),
    pendingCount: async (eventId) => scans.filter((scan) => scan.eventId === eventId && !scan.synced).length,
    admittedHere: async (eventId) =>
      new Map(
        scans
          .filter((scan) => scan.eventId === eventId && scan.admitted)
          .map((scan) => [scan.lookup!, scan.scannedAt] as const),
      ),
    settle: async (next, outcomes) => {
      for (const scan of scans) {
        const outcome = outcomes.get(scan.nonce);
        if (outcome) Object.assign(scan, { synced: 1, outcome });
      }
      saved.push(next);
    },
  };
}

const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
const emptySync = { results: [], admitted: [], cancelled: [], tickets: [], cursor: 'c1' };
const device: DoorIdentity = {
  deviceId: '7d0c1e52-0000-4000-8000-000000000001',
  token: 'porta_x',
  eventId: EVENT,
};

function session(api: Partial<DoorApi>, store = memoryStore(), identity = device, onRevoked = vi.fn()) {
  let nonces = 0;
  const door = new DoorSession({
    identity,
    data,
    store,
    api: { scan: vi.fn(noNetwork), sync: vi.fn(noNetwork), ...api },
    now: () => NOW,
    nonce: () => `nonce${(nonces += 1)}`,
    onRevoked,
    network: { target: new EventTarget(), onLine: () => true },
  });
  return { door, store, onRevoked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DoorSession', () => {
  it('goes offline when the network fails, admits from check-in data, queues the scan and never admits it twice', async () => {
    const { door, store } = session({});
    await door.start();
    expect(door.getSnapshot().connection).toBe('offline');

    const first = await door.scan(printed(BRUNO));
    expect(first).toMatchObject({
      kind: 'admitted',
      attendeeName: 'Bruno Lima',
      ticketTypeName: 'PISTA — Meia',
      meiaEntrada: { tipo: 'estudante' },
      offline: true,
    });
    expect(door.getSnapshot().pending).toBe(1);
    expect(store.scans).toEqual([
      expect.objectContaining({
        code: printed(BRUNO),
        lookup: await lookupOf(BRUNO),
        admitted: true,
        synced: 0,
      }),
    ]);

    // The printed code typed in ("Digitar código") is the same ticket: refused on this phone, saying whose
    // and when it went in here.
    expect(await door.scan(BRUNO)).toMatchObject({
      kind: 'refused',
      message: 'Ingresso já utilizado',
      attendeeName: 'Bruno Lima',
      ticketTypeName: 'PISTA — Meia',
      checkedInAt: store.scans[0]!.scannedAt,
    });
    // A forged token is refused.
    expect(await door.scan(`${printed(ANA).slice(0, -4)}AAAA`)).toMatchObject({
      kind: 'refused',
      message: 'QR inválido.',
    });
    expect(door.getSnapshot().pending).toBe(1);
    door.stop();
  });

  it('sends the queue when a sync works, merges what changed and comes back online', async () => {
    const store = memoryStore();
    const sync = vi.fn<DoorApi['sync']>(noNetwork);
    const { door } = session({ sync }, store);
    await door.start();
    await door.scan(printed(ANA));

    sync.mockImplementation(async (body) => ({
      ...emptySync,
      results: body.scans.map((scan) => ({ nonce: scan.nonce, outcome: 'duplicate' as const })),
      cancelled: [await lookupOf(BRUNO)],
    }));
    await door.sync();
    expect(sync).toHaveBeenLastCalledWith(
      {
        deviceId: device.deviceId,
        since: 'c0',
        scans: [{ nonce: 'nonce1', code: printed(ANA), scannedAt: NOW.toISOString() }],
      },
      expect.any(AbortSignal),
    );
    expect(door.getSnapshot()).toMatchObject({
      connection: 'online',
      pending: 0,
      lastSyncAt: NOW.toISOString(),
    });
    expect(store.scans[0]).toMatchObject({ synced: 1, outcome: 'duplicate' });
    expect(store.saved.at(-1)?.cursor).toBe('c1');
    door.stop();
  });

  it('refuses offline a ticket the server cancelled since the last sync', async () => {
    const scan = vi.fn<DoorApi['scan']>(noNetwork);
    const sync = vi.fn<DoorApi['sync']>(async () => ({ ...emptySync, cancelled: [await lookupOf(BRUNO)] }));
    const { door } = session({ scan, sync });
    await door.start();
    scan.mockImplementation(noNetwork);
    expect(await door.scan(printed(BRUNO))).toMatchObject({ kind: 'refused', message: 'Ingresso cancelado' });
    door.stop();
  });

  it('checks a read in online exactly once through the server, and remembers it for offline', async () => {
    const scan = vi.fn<DoorApi['scan']>(
      async () =>
        ({
          status: 'checked_in',
          checkedInAt: NOW.toISOString(),
          ticket: { _id: 't1', code: ANA, ticketTypeName: 'PISTA — Inteira' },
          attendee: { name: 'Ana Souza', email: 'ana@example.com', meiaEntrada: null },
          event: { _id: EVENT, title: 'Forró na Praça', eventDate: null, venue: null, city: null },
        }) as Awaited<ReturnType<DoorApi['scan']>>,
    );
    const sync = vi.fn<DoorApi['sync']>(async () => emptySync);
    const { door, store } = session({ scan, sync });
    await door.start();
    expect(await door.scan(printed(ANA))).toMatchObject({ kind: 'admitted', attendeeName: 'Ana Souza' });
    expect(scan).toHaveBeenCalledWith(printed(ANA), expect.any(AbortSignal));
    expect(store.scans[0]).toMatchObject({ synced: 1, admitted: true, lookup: await lookupOf(ANA) });
    expect(door.getSnapshot().pending).toBe(0);

    // The server's refusal is the verdict (not a reason to go offline).
    scan.mockRejectedValueOnce(
      new ApiError('Ingresso já utilizado', 409, {
        message: 'Ingresso já utilizado',
        checkedInAt: NOW.toISOString(),
      }),
    );
    expect(await door.scan(printed(ANA))).toMatchObject({
      kind: 'refused',
      message: 'Ingresso já utilizado',
      checkedInAt: NOW.toISOString(),
    });
    expect(door.getSnapshot().connection).toBe('online');

    // No network now: this phone still knows Ana went in, and when.
    scan.mockImplementation(noNetwork);
    expect(await door.scan(printed(ANA))).toMatchObject({
      kind: 'refused',
      message: 'Ingresso já utilizado',
      attendeeName: 'Ana Souza',
      checkedInAt: NOW.toISOString(),
    });
    expect(door.getSnapshot().connection).toBe('offline');
    door.stop();
  });

  it('goes offline after a sync slower than 1.5 s, and syncs again every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const sync = vi.fn<DoorApi['sync']>(async () => {
      vi.advanceTimersByTime(1600);
      return emptySync;
    });
    const { door } = session({ sync });
    await door.start();
    expect(door.getSnapshot().connection).toBe('offline');
    expect(SYNC_EVERY_MS).toBeLessThanOrEqual(10_000);
    sync.mockImplementation(async () => emptySync);
    await vi.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    expect(sync).toHaveBeenCalledTimes(2);
    expect(door.getSnapshot().connection).toBe('online');
    door.stop();
  });

  it('a revoked device (401) stops and tells the app to wipe it', async () => {
    const sync = vi.fn<DoorApi['sync']>(() =>
      Promise.reject(
        new ApiError('Aparelho revogado.', 401, { code: 'DEVICE_REVOKED', message: 'Aparelho revogado.' }),
      ),
    );
    const { door, onRevoked } = session({ sync });
    await door.start();
    expect(door.getSnapshot().revoked).toBe(true);
    expect(onRevoked).toHaveBeenCalledTimes(1);
  });

  it("the organizer's phone sends its event with its own device id", async () => {
    const sync = vi.fn<DoorApi['sync']>(async () => emptySync);
    const organizerPhone: DoorIdentity = { deviceId: '7d0c1e52-0000-4000-8000-000000000002', eventId: EVENT };
    const { door } = session({ sync }, memoryStore(), organizerPhone);
    await door.start();
    expect(sync.mock.calls[0]![0]).toMatchObject({ deviceId: organizerPhone.deviceId, eventId: EVENT });
    door.stop();
  });
});
