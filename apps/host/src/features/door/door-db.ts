import type { CheckinData } from '@bilheteria/rules';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/*
 * What the door app keeps on the phone (IndexedDB), so it admits people with no network and survives a reload:
 * this phone's identity at the door, each event's check-in data, and every scan made here with its nonce until
 * the server has it. Nothing here names an attendee whose QR this phone has not read (check-in data is sealed per
 * ticket; a scan keeps the code it read and what the verdict showed).
 */

/** This phone at the door: a paired device (its credential and its one event), or the organizer's own phone. */
type DoorIdentity = {
  /** The device id `POST /checkins/sync` carries: the paired device's, or a UUID made here for the organizer. */
  deviceId: string;
  /** A paired device's bearer credential; absent on the organizer's phone (the session's token is used). */
  token?: string;
  /** A paired device's event (it may open no other). */
  eventId?: string;
  eventTitle?: string;
  name?: string;
};

/** One read at the door. `synced` 0 until the server answered for it (IndexedDB cannot index booleans). */
type DoorScan = {
  nonce: string;
  eventId: string;
  /** What the QR held (or what was typed): the server verifies it again. */
  code: string;
  /** The ticket's lookup id, when the verdict found the ticket. */
  lookup: string | null;
  scannedAt: string;
  /** Admitted here, offline: the ticket must not be admitted twice by this phone before the server knows. */
  admitted: boolean;
  synced: 0 | 1;
  outcome?: 'admitted' | 'duplicate' | 'rejected';
};

type SavedCheckinData = { eventId: string; data: CheckinData; savedAt: string };

interface DoorDB extends DBSchema {
  identity: { key: string; value: DoorIdentity };
  checkinData: { key: string; value: SavedCheckinData };
  scans: {
    key: string;
    value: DoorScan;
    indexes: { byEventSynced: [string, number]; byEvent: string };
  };
}

const DB_NAME = 'bilheteria-door';
const IDENTITY_KEY = 'self';

let opening: Promise<IDBPDatabase<DoorDB>> | null = null;

function db(): Promise<IDBPDatabase<DoorDB>> {
  opening ??= openDB<DoorDB>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('identity');
      database.createObjectStore('checkinData', { keyPath: 'eventId' });
      const scans = database.createObjectStore('scans', { keyPath: 'nonce' });
      scans.createIndex('byEventSynced', ['eventId', 'synced']);
      scans.createIndex('byEvent', 'eventId');
    },
  });
  return opening;
}

const doorDb = {
  async identity(): Promise<DoorIdentity | undefined> {
    return (await db()).get('identity', IDENTITY_KEY);
  },
  async saveIdentity(identity: DoorIdentity): Promise<void> {
    await (await db()).put('identity', identity, IDENTITY_KEY);
  },
  async checkinData(eventId: string): Promise<CheckinData | undefined> {
    return (await (await db()).get('checkinData', eventId))?.data;
  },
  async saveCheckinData(data: CheckinData): Promise<void> {
    await (await db()).put('checkinData', { eventId: data.eventId, data, savedAt: new Date().toISOString() });
  },
  async addScan(scan: DoorScan): Promise<void> {
    await (await db()).add('scans', scan);
  },
  async pendingScans(eventId: string): Promise<DoorScan[]> {
    return (await db()).getAllFromIndex('scans', 'byEventSynced', [eventId, 0]);
  },
  async pendingCount(eventId: string): Promise<number> {
    return (await db()).countFromIndex('scans', 'byEventSynced', [eventId, 0]);
  },
  /** The lookups this phone admitted for the event (synced or not), with when: never admitted twice here. */
  async admittedHere(eventId: string): Promise<Map<string, string>> {
    const scans = await (await db()).getAllFromIndex('scans', 'byEvent', eventId);
    return new Map(
      scans.flatMap((scan) => (scan.admitted && scan.lookup ? [[scan.lookup, scan.scannedAt] as const] : [])),
    );
  },
  /** The server answered for these scans, and the check-in data already carries what they changed. */
  async settle(data: CheckinData, outcomes: ReadonlyMap<string, DoorScan['outcome']>): Promise<void> {
    const transaction = (await db()).transaction(['scans', 'checkinData'], 'readwrite');
    const scans = transaction.objectStore('scans');
    for (const [nonce, outcome] of outcomes) {
      const scan = await scans.get(nonce);
      if (scan) await scans.put({ ...scan, synced: 1, ...(outcome ? { outcome } : {}) });
    }
    await transaction
      .objectStore('checkinData')
      .put({ eventId: data.eventId, data, savedAt: new Date().toISOString() });
    await transaction.done;
  },
  /** A revoked device, or a new pairing: everything of the event (and the credential) leaves the phone. */
  async wipe(): Promise<void> {
    const database = await db();
    const transaction = database.transaction(['identity', 'checkinData', 'scans'], 'readwrite');
    await Promise.all([
      transaction.objectStore('identity').clear(),
      transaction.objectStore('checkinData').clear(),
      transaction.objectStore('scans').clear(),
      transaction.done,
    ]);
  },
};

export { doorDb };
export type { DoorIdentity, DoorScan };
