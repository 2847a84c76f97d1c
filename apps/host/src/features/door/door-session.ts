import type { Schemas } from '@bilheteria/api-client';
import { ApiError } from '@bilheteria/client-core/api-error';
import { scanFailure } from '@bilheteria/client-core/scan-failure';
import { applySync, lookupOf, verifyOffline, type CheckinData } from '@bilheteria/rules';
import type { DoorConnection, DoorVerdictView } from '@bilheteria/ui/scanner';
import type { DoorIdentity, DoorScan } from './door-db';

/*
 * The door at work for one event: every read gets a verdict at once, with or without a network.
 *
 * Online, a read is checked in by the server (POST /tickets/scan), exactly once as before. When that fails, or the
 * server takes longer than SLOW_MS, the phone goes offline by itself: reads are verified here (verifyOffline over
 * the event's check-in data) and admissions queued with a nonce. Every SYNC_EVERY_MS a sync
 * (POST /checkins/sync) sends the queue and brings back what changed (other devices' admissions, cancellations,
 * new tickets); a sync that works, in time, brings the phone back online.
 */

/** A reply slower than this counts as no network: the door cannot wait. */
const SLOW_MS = 1500;
/** How often the queue is sent and the check-in data refreshed (the issue asks for ≤ 10 s). */
const SYNC_EVERY_MS = 5000;
/** The contract's ceiling of scans per sync. */
const SYNC_BATCH = 1000;

type ScanResult = Schemas['ScanResult'];
type SyncInput = Schemas['CheckinSyncInput'];
type SyncResult = Schemas['CheckinSyncResult'];

/** The two calls the door makes while scanning; each throws an ApiError for an answer that is not 2xx. */
interface DoorApi {
  scan(code: string, signal: AbortSignal): Promise<ScanResult>;
  sync(body: SyncInput, signal: AbortSignal): Promise<SyncResult>;
}

/** What the door persists (door-db in the app; the same shape in tests). */
interface DoorStore {
  addScan(scan: DoorScan): Promise<void>;
  pendingScans(eventId: string): Promise<DoorScan[]>;
  pendingCount(eventId: string): Promise<number>;
  admittedHere(eventId: string): Promise<Map<string, string>>;
  settle(data: CheckinData, outcomes: ReadonlyMap<string, DoorScan['outcome']>): Promise<void>;
}

type DoorSnapshot = {
  connection: DoorConnection;
  pending: number;
  lastSyncAt: string | null;
  /** The device's credential was revoked: the app wipes its data and says so. */
  revoked: boolean;
};

type DoorSessionOptions = {
  identity: DoorIdentity;
  data: CheckinData;
  api: DoorApi;
  store: DoorStore;
  now?: () => Date;
  /** Unique scan ids; crypto.randomUUID without dashes by default. */
  nonce?: () => string;
  onRevoked?: () => void;
  /** Where `online` / `offline` events come from and whether the device thinks it has a network (the window). */
  network?: { target: EventTarget; onLine(): boolean };
};

const browserNetwork = () => ({ target: window, onLine: () => navigator.onLine });

/** A failure that says nothing about the ticket: no network, a timeout, the server in trouble. */
function isConnectivityFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

/** A device whose credential the organizer revoked (or that is no longer valid): 401. */
function isRevocation(identity: DoorIdentity, error: unknown): boolean {
  return identity.token !== undefined && error instanceof ApiError && error.status === 401;
}

const defaultNonce = () => crypto.randomUUID().replace(/-/g, '');

class DoorSession {
  private snapshot: DoorSnapshot = { connection: 'online', pending: 0, lastSyncAt: null, revoked: false };
  private readonly listeners = new Set<() => void>();
  private data: CheckinData;
  /** What this phone admitted (lookup → when), synced or not. */
  private admitted = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private syncing: Promise<void> | null = null;
  private verdicts = 0;
  private readonly now: () => Date;
  private readonly nonce: () => string;
  private readonly network: { target: EventTarget; onLine(): boolean };

  constructor(private readonly options: DoorSessionOptions) {
    this.data = options.data;
    this.network = options.network ?? browserNetwork();
    this.now = options.now ?? (() => new Date());
    this.nonce = options.nonce ?? defaultNonce;
  }

  get eventId(): string {
    return this.data.eventId;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DoorSnapshot => this.snapshot;

  private update(change: Partial<DoorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Loads what this phone admitted and queued, syncs once, then every SYNC_EVERY_MS. */
  async start(): Promise<void> {
    this.admitted = await this.options.store.admittedHere(this.eventId);
    this.update({ pending: await this.options.store.pendingCount(this.eventId) });
    this.network.target.addEventListener('online', this.onOnline);
    this.network.target.addEventListener('offline', this.onOffline);
    if (!this.network.onLine()) this.update({ connection: 'offline' });
    this.timer = setInterval(() => void this.sync(), SYNC_EVERY_MS);
    await this.sync();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.network.target.removeEventListener('online', this.onOnline);
    this.network.target.removeEventListener('offline', this.onOffline);
  }

  private onOnline = () => void this.sync();
  private onOffline = () => this.update({ connection: 'offline' });

  /** The verdict for a read (camera or "Digitar código"). */
  async scan(code: string): Promise<DoorVerdictView> {
    const id = (this.verdicts += 1);
    if (this.snapshot.connection === 'online') {
      try {
        const result = await this.options.api.scan(code, AbortSignal.timeout(SLOW_MS));
        await this.remember(result);
        return {
          id,
          kind: 'admitted',
          attendeeName: result.attendee.name,
          ticketTypeName: result.ticket.ticketTypeName,
          meiaEntrada: result.attendee.meiaEntrada ?? null,
          seat: result.ticket.seat ?? null,
        };
      } catch (error) {
        if (isRevocation(this.options.identity, error)) return this.revoke(id);
        if (!isConnectivityFailure(error)) {
          const failure = scanFailure(error);
          return {
            id,
            kind: 'refused',
            message: failure.message,
            attendeeName: failure.attendeeName,
            ticketTypeName: failure.ticketTypeName,
            checkedInAt: failure.checkedInAt,
          };
        }
        this.update({ connection: 'offline' });
      }
    }
    return this.verifyHere(id, code);
  }

  /** An online check-in, kept so that this phone never admits the ticket again while offline. */
  private async remember(result: ScanResult) {
    const lookup = await lookupOf(result.ticket.code);
    this.admitted.set(lookup, result.checkedInAt);
    await this.options.store.addScan({
      nonce: this.nonce(),
      eventId: this.eventId,
      code: result.ticket.code,
      lookup,
      scannedAt: result.checkedInAt,
      admitted: true,
      synced: 1,
      outcome: 'admitted',
    });
  }

  private async verifyHere(id: number, code: string): Promise<DoorVerdictView> {
    const verdict = await verifyOffline(this.data, code, this.now(), this.admitted);
    if (!verdict.ok) {
      return {
        id,
        kind: 'refused',
        message: verdict.message,
        attendeeName: verdict.attendeeName,
        ticketTypeName: verdict.ticketTypeName,
        checkedInAt: verdict.admittedAt ?? null,
      };
    }
    const scannedAt = this.now().toISOString();
    this.admitted.set(verdict.lookup, scannedAt);
    await this.options.store.addScan({
      nonce: this.nonce(),
      eventId: this.eventId,
      code,
      lookup: verdict.lookup,
      scannedAt,
      admitted: true,
      synced: 0,
    });
    this.update({ pending: this.snapshot.pending + 1 });
    return {
      id,
      kind: 'admitted',
      attendeeName: verdict.attendeeName,
      ticketTypeName: verdict.ticketTypeName,
      meiaEntrada: verdict.meiaEntrada,
      seat: verdict.seat,
      offline: true,
    };
  }

  private revoke(id: number): DoorVerdictView {
    this.stop();
    this.update({ revoked: true });
    this.options.onRevoked?.();
    return { id, kind: 'refused', message: 'Aparelho desconectado da portaria.' };
  }

  /** Sends the queue and merges what changed; one at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    if (this.snapshot.revoked) return;
    const { identity, api, store } = this.options;
    const queued = (await store.pendingScans(this.eventId)).slice(0, SYNC_BATCH);
    const started = performance.now();
    try {
      const result = await api.sync(
        {
          deviceId: identity.deviceId,
          ...(identity.token ? {} : { eventId: this.eventId }),
          since: this.data.cursor,
          scans: queued.map(({ nonce, code, scannedAt }) => ({ nonce, code, scannedAt })),
        },
        // A big queue may take a while; the answer still counts, but a slow one sends the door offline.
        AbortSignal.timeout(30_000),
      );
      const slow = performance.now() - started > SLOW_MS;
      this.data = applySync(this.data, result);
      await store.settle(this.data, new Map(result.results.map((row) => [row.nonce, row.outcome])));
      this.update({
        connection: slow ? 'offline' : 'online',
        pending: await store.pendingCount(this.eventId),
        lastSyncAt: this.now().toISOString(),
      });
    } catch (error) {
      if (isRevocation(identity, error)) {
        this.revoke(0);
        return;
      }
      this.update({ connection: 'offline' });
    }
  }
}

export { DoorSession, SLOW_MS, SYNC_BATCH, SYNC_EVERY_MS };
export type { DoorApi, DoorSnapshot, DoorStore };
