import { seatTextOf } from '@bilheteria/rules';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Schemas } from '@bilheteria/api-client';
import {
  admissionRefusal,
  doorMessages,
  encodeCheckinTickets,
  lookupOfSync,
  type CheckinData,
} from '@bilheteria/rules';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import type { DoorDevice, User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import { canManageEvent } from '../events';
import type { OperationId } from '../operations';
import type { RateLimits, RateRule } from '../../plugins/rate-limits';
import { doorKeys, STEP_SECONDS, verifyToken } from '../tickets';
import { cachedSeal } from './seal';
import {
  admissions,
  admit,
  admittableTickets,
  ensureSessionDevice,
  eventTicketTypes,
  findDevice,
  findDeviceByTokenHash,
  findEventOwner,
  firstAdmissions,
  insertPairing,
  insertScans,
  listDevices,
  lockTickets,
  refusedCodes,
  revokeDevice,
  storedScans,
  touchDevice,
  usePairing,
  type EventOwner,
} from './door-repository';

/*
 * The door without the network (#17): door devices paired with a code, the check-in data they verify tickets
 * with offline (format in @bilheteria/rules, door/), and the sync of the scans they queued. No HTTP here (issue
 * #26 point 4): the caller is a device or a user, handed in by door-plugin.ts.
 */

export const doorMessagesPt = {
  deviceRevoked: 'Este aparelho foi desconectado pelo organizador. Peça um novo código de pareamento.',
  deviceNotAllowed: 'Este aparelho da portaria só pode validar ingressos do seu evento.',
  deviceMismatch: 'Este aparelho só sincroniza as próprias leituras.',
  pairingInvalid: 'Código de pareamento inválido ou já usado.',
  pairingExpired: 'Código de pareamento expirado. Peça um novo ao organizador.',
  nameRequired: 'Informe um nome para o aparelho.',
  deviceNotFound: 'Aparelho não encontrado.',
  eventRequired: 'Informe o evento das leituras.',
  eventNotFound: 'Evento não encontrado.',
  ownPhone: 'Aparelho do organizador',
  nonceReused: 'Leitura recusada: o identificador desta leitura já foi usado com outro ingresso.',
} as const;

/** What a door device's token may do: read its event's check-in data, scan and sync. Nothing else. */
export const deviceOperations: ReadonlySet<string> = new Set<OperationId>([
  'getCheckinData',
  'scanTicket',
  'syncCheckins',
]);

/** Device tokens say what they are, so the security handler routes them without a failed JWT check. */
const DEVICE_TOKEN_PREFIX = 'porta_';
const PAIRING_MINUTES = 10;
/** Unambiguous letters and digits (no 0/O, 1/I/L): 32 symbols, 8 of them = 40 bits, single use for 10 minutes. */
const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * A cursor looks this far back: a transaction that took its timestamp before another's but committed after it (a
 * sync of 1,000 scans takes about a second) is still seen. Devices merge what they already know (sets), so the
 * overlap costs a few repeated entries.
 */
const CURSOR_OVERLAP_MS = 10_000;

/** Check-in data downloads per device or user and minute. */
const checkinDataRule: RateRule = { name: 'checkin-data', max: 30, windowMs: 60_000 };
/** Syncs per device or user and minute: a phone syncs every 5 s, and a sync may carry new tickets too. */
const syncRule: RateRule = { name: 'checkin-sync', max: 60, windowMs: 60_000 };
/** How far ahead of the server's clock a phone's clock may run (a scan is never dated later than now + this). */
const CLOCK_SKEW_MS = 5_000;

/**
 * When a synced scan counts as made (issue #25): the phone's `scannedAt`, but never before the device was paired
 * (it could not scan then; an old rotating QR dated back to its minute would pass) nor after now + 5 s.
 */
function boundedScanInstant(scannedAt: string, device: Pick<DoorDevice, 'pairedAt'>, now: Date): Date {
  const at = Date.parse(scannedAt);
  const latest = now.getTime() + CLOCK_SKEW_MS;
  return new Date(Math.min(Math.max(at, device.pairedAt.getTime()), latest));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normalizePairing = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Who asks: a paired door device (its token), or a signed-in user (an organizer's or ADMIN's own phone). */
export interface DoorCaller {
  device: DoorDevice | null;
  user: User | null;
}

export interface DoorServiceDeps {
  db: Db;
  now: () => Date;
  rateLimits: RateLimits;
  /** The site's origin, for the pairing link a phone opens. */
  siteOrigin: () => string;
  ticketSecret: string;
  pairingRateLimit: number;
}

export interface DoorService {
  /**
   * For the `bearer` security handler: when the token is a door device's, loads the device (401 when unknown, 401
   * DEVICE_REVOKED when revoked, 403 DEVICE_NOT_ALLOWED for any operation but the door's); null for any other token.
   */
  deviceOf(token: string, operationId: string | undefined): Promise<DoorDevice | null>;
  createPairing(user: User, eventId: string): Promise<Schemas['DoorPairingCode']>;
  pair(input: Schemas['DoorPairInput']): Promise<Schemas['DoorDeviceCredential']>;
  /** Pairing attempts per client address (PAIRING_RATE_LIMIT per 15 minutes): no code is guessed. */
  pairRule: RateRule;
  list(user: User, eventId: string): Promise<Schemas['DoorDevice'][]>;
  revoke(user: User, eventId: string, deviceId: string): Promise<void>;
  checkinData(caller: DoorCaller, eventId: string): Promise<CheckinData>;
  sync(caller: DoorCaller, input: Schemas['CheckinSyncInput']): Promise<Schemas['CheckinSyncResult']>;
}

export function createDoorService(deps: DoorServiceDeps): DoorService {
  const { db } = deps;
  const secret = deps.ticketSecret;
  const eventNotFound = () => new HttpError(404, doorMessagesPt.eventNotFound, 'EVENT_NOT_FOUND');
  const notAllowed = () => new HttpError(403, doorMessagesPt.deviceNotAllowed, 'DEVICE_NOT_ALLOWED');

  async function managedEvent(user: User, eventId: string): Promise<EventOwner> {
    const event = await findEventOwner(db, eventId);
    if (!event || !canManageEvent(user, event)) throw eventNotFound();
    return event;
  }

  /** The event a caller may read the door data of: its device's, or one its user manages. */
  async function doorEvent(caller: DoorCaller, eventId: string): Promise<EventOwner> {
    if (caller.device) {
      if (caller.device.eventId !== eventId) throw notAllowed();
      return (await findEventOwner(db, eventId))!;
    }
    if (!caller.user) throw new HttpError(401, messages.unauthenticated);
    return managedEvent(caller.user, eventId);
  }

  async function sealedTickets(eventId: string, since?: Date) {
    const types = await eventTicketTypes(db, eventId);
    const position = new Map(types.map((type, index) => [type.id, index]));
    const rows = await admittableTickets(db, eventId, since);
    const tickets = await encodeCheckinTickets(
      eventId,
      rows.map((row) => ({
        code: row.code,
        attendeeName: row.attendeeName,
        ticketType: position.get(row.ticketTypeId)!,
        meiaTipo: row.meiaTipo,
        seat: seatTextOf(row),
      })),
      cachedSeal,
    );
    return { types, tickets };
  }

  const cursorAt = (now: Date) => new Date(now.getTime() - CURSOR_OVERLAP_MS).toISOString();

  const door: DoorService = {
    pairRule: { name: 'door-pair-ip', max: deps.pairingRateLimit, windowMs: 15 * 60_000 },
    async deviceOf(token, operationId) {
      if (!token.startsWith(DEVICE_TOKEN_PREFIX)) return null;
      const device = await findDeviceByTokenHash(db, sha256(token));
      if (!device) throw new HttpError(401, messages.unauthenticated);
      if (device.revokedAt) throw new HttpError(401, doorMessagesPt.deviceRevoked, 'DEVICE_REVOKED');
      if (operationId === undefined || !deviceOperations.has(operationId)) throw notAllowed();
      return device;
    },

    async createPairing(user, eventId) {
      await managedEvent(user, eventId);
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + PAIRING_MINUTES * 60_000);
      for (;;) {
        const raw = Array.from(
          { length: 8 },
          () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)],
        ).join('');
        // A clash with a live code's hash (1 in 2^40 per live code) just draws again.
        if (
          !(await insertPairing(db, {
            eventId,
            codeHash: sha256(raw),
            createdBy: user.id,
            expiresAt,
            now,
          }))
        )
          continue;
        const code = `${raw.slice(0, 4)}-${raw.slice(4)}`;
        const url = `${deps.siteOrigin()}/scanner?parear=${code}`;
        const png = await QRCode.toBuffer(url, {
          type: 'png',
          width: 320,
          margin: 2,
          errorCorrectionLevel: 'M',
        });
        return { code, expiresAt: expiresAt.toISOString(), url, qrCodeBase64: png.toString('base64') };
      }
    },

    async pair(input) {
      const name = input.name.trim();
      if (name === '') throw new HttpError(400, doorMessagesPt.nameRequired);
      const code = normalizePairing(input.code);
      const invalid = () => new HttpError(400, doorMessagesPt.pairingInvalid, 'PAIRING_CODE_INVALID');
      if (code.length !== 8) throw invalid();
      const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const result = await usePairing(db, {
        codeHash: sha256(code),
        name: name.slice(0, 60),
        tokenHash: sha256(token),
        now: deps.now(),
      });
      if (result === 'expired')
        throw new HttpError(400, doorMessagesPt.pairingExpired, 'PAIRING_CODE_EXPIRED');
      if (result === 'invalid') throw invalid();
      return {
        deviceId: result.device.id,
        token,
        eventId: result.device.eventId,
        eventTitle: result.eventTitle,
      };
    },

    async list(user, eventId) {
      await managedEvent(user, eventId);
      const rows = await listDevices(db, eventId);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        pairedAt: row.pairedAt.toISOString(),
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
        scans: row.scans,
      }));
    },

    async revoke(user, eventId, deviceId) {
      await managedEvent(user, eventId);
      if (!(await revokeDevice(db, eventId, deviceId, deps.now())))
        throw new HttpError(404, doorMessagesPt.deviceNotFound, 'DEVICE_NOT_FOUND');
    },

    async checkinData(caller, eventId) {
      const event = await doorEvent(caller, eventId);
      // The API's heaviest read (about a second for 20,000 tickets): a door app loads it once and then syncs.
      await deps.rateLimits.consume(checkinDataRule, caller.device?.id ?? caller.user!.id);
      const now = deps.now();
      const [{ types, tickets }, admitted, refused] = await Promise.all([
        sealedTickets(eventId),
        admissions(db, eventId),
        refusedCodes(db, eventId),
      ]);
      return {
        format: 1,
        eventId,
        eventTitle: event.title,
        generatedAt: now.toISOString(),
        cursor: cursorAt(now),
        publicKey: doorKeys(secret).publicKeyText,
        stepSeconds: STEP_SECONDS,
        ticketTypes: types.map((type) => ({ name: type.name, meiaEntrada: type.meiaEntrada })),
        tickets,
        checkedIn: admitted.map((row) => ({ lookup: lookupOfSync(row.code), at: row.at.toISOString() })),
        cancelled: refused.cancelled.map(lookupOfSync),
        unpaid: refused.unpaid.map(lookupOfSync),
      };
    },

    async sync(caller, input) {
      const now = deps.now();
      const device = await syncingDevice(caller, input, now);
      // A sync may carry the event's new tickets: limited like the check-in data download (issue #25).
      await deps.rateLimits.consume(syncRule, caller.device?.id ?? caller.user!.id);
      const eventId = device.eventId;
      const asked =
        input.since !== undefined && !Number.isNaN(Date.parse(input.since))
          ? new Date(input.since)
          : (device.lastSyncAt ?? undefined);
      // Nothing before the device was paired is its business: an old `since` would download the whole event.
      const since = asked && asked < device.pairedAt ? device.pairedAt : asked;
      const results = await recordSyncedScans(device, input.scans, now);
      await touchDevice(db, device.id, now);
      const [admitted, refused, fresh] = await Promise.all([
        admissions(db, eventId, { since, exceptDevice: device.id }),
        refusedCodes(db, eventId),
        since ? sealedTickets(eventId, since) : Promise.resolve({ tickets: [] }),
      ]);
      return {
        results,
        admitted: admitted.map((row) => ({ lookup: lookupOfSync(row.code), at: row.at.toISOString() })),
        cancelled: refused.cancelled.map(lookupOfSync),
        unpaid: refused.unpaid.map(lookupOfSync),
        tickets: fresh.tickets,
        cursor: cursorAt(now),
      };
    },
  };

  /** The device a sync is for: the token's own, or the phone of an organizer (or ADMIN) syncing with a session. */
  async function syncingDevice(
    caller: DoorCaller,
    input: Schemas['CheckinSyncInput'],
    now: Date,
  ): Promise<DoorDevice> {
    const own = caller.device;
    if (own) {
      if (input.deviceId !== own.id)
        throw new HttpError(403, doorMessagesPt.deviceMismatch, 'DEVICE_MISMATCH');
      if (input.eventId !== undefined && input.eventId !== own.eventId) throw notAllowed();
      return own;
    }
    if (!caller.user) throw new HttpError(401, messages.unauthenticated);
    if (input.eventId === undefined) throw new HttpError(400, doorMessagesPt.eventRequired);
    await managedEvent(caller.user, input.eventId);
    const existing = await findDevice(db, input.deviceId);
    const device =
      existing ??
      (await ensureSessionDevice(db, {
        deviceId: input.deviceId,
        eventId: input.eventId,
        userId: caller.user.id,
        name: doorMessagesPt.ownPhone,
        now,
      }));
    // A paired device's id (it has a token) or another event's phone is not this session's to sync.
    if (device.tokenHash !== null || device.eventId !== input.eventId)
      throw new HttpError(403, doorMessagesPt.deviceMismatch, 'DEVICE_MISMATCH');
    if (device.revokedAt) throw new HttpError(403, doorMessagesPt.deviceRevoked, 'DEVICE_REVOKED');
    return device;
  }

  /**
   * Records a batch of offline scans in one transaction and a handful of statements. A scan is the same scan by
   * device, nonce and the text read (issue #25): one already stored answers as before; a nonce already used with
   * another text (stored, or earlier in this batch) is refused, never taken for the first. The others are
   * verified (their window against the instant they were scanned, bounded by `boundedScanInstant`), their
   * tickets read FOR SHARE, and in the order they were scanned the first of each ticket is admitted unless it
   * already went in (the check-in's unique ticket id decides, as online); the rest are duplicate admissions.
   */
  async function recordSyncedScans(
    device: DoorDevice,
    scans: Schemas['CheckinScanInput'][],
    now: Date,
  ): Promise<Schemas['CheckinScanOutcome'][]> {
    if (scans.length === 0) return [];
    return db.transaction(async (tx) => {
      const nonces = [...new Set(scans.map((scan) => scan.nonce))];
      const stored = new Map((await storedScans(tx, device.id, nonces)).map((row) => [row.nonce, row]));
      /** The text each nonce of this batch stands for: its first scan's. */
      const readOf = new Map<string, string>();
      const fresh = scans
        .filter(
          (scan) =>
            !stored.has(scan.nonce) && !readOf.has(scan.nonce) && readOf.set(scan.nonce, sha256(scan.code)),
        )
        .map((scan) => {
          const at = boundedScanInstant(scan.scannedAt, device, now);
          return { ...scan, at, check: verifyToken(secret, scan.code, at) };
        })
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const codes = [...new Set(fresh.flatMap((scan) => (scan.check.valid ? [scan.check.code] : [])))];
      const byCode = new Map((await lockTickets(tx, codes)).map((ticket) => [ticket.code, ticket]));

      type Decided = {
        outcome: 'admitted' | 'duplicate' | 'rejected';
        message: string | null;
        ticketId: string | null;
      };
      const decided = new Map<string, Decided>();
      /** Per ticket, its first scan in this batch: the one to admit, when the ticket has not gone in yet. */
      const firstOf = new Map<string, { ticketId: string; at: Date; nonce: string }>();
      for (const scan of fresh) {
        const { check } = scan;
        const reject = (message: string, ticketId: string | null = null) =>
          decided.set(scan.nonce, { outcome: 'rejected', message, ticketId });
        if (!check.valid) {
          reject(check.reason === 'expired' ? doorMessages.expiredQr : doorMessages.invalidQr);
          continue;
        }
        const ticket = byCode.get(check.code);
        if (!ticket) reject(doorMessages.ticketNotFound);
        else if (ticket.eventId !== device.eventId) reject(doorMessages.otherEvent);
        else if (admissionRefusal(ticket)) reject(doorMessages[admissionRefusal(ticket)!], ticket.id);
        else {
          if (!firstOf.has(ticket.id))
            firstOf.set(ticket.id, { ticketId: ticket.id, at: scan.at, nonce: scan.nonce });
          decided.set(scan.nonce, {
            outcome: 'duplicate',
            message: doorMessages.alreadyUsed,
            ticketId: ticket.id,
          });
        }
      }
      const admittedNow = await admit(tx, [...firstOf.values()], {
        deviceId: device.id,
        userId: device.pairedBy,
        now,
      });
      for (const first of firstOf.values())
        if (admittedNow.has(first.ticketId))
          Object.assign(decided.get(first.nonce)!, { outcome: 'admitted', message: null });
      const admittedAt = await firstAdmissions(tx, [
        ...new Set([...decided.values()].flatMap((d) => (d.ticketId ? [d.ticketId] : []))),
      ]);
      await insertScans(
        tx,
        fresh.map((scan) => {
          const decision = decided.get(scan.nonce)!;
          return {
            deviceId: device.id,
            eventId: device.eventId,
            nonce: scan.nonce,
            codeHash: readOf.get(scan.nonce)!,
            ticketId: decision.ticketId,
            scannedAt: scan.at,
            recordedAt: now,
            outcome: decision.outcome,
            message: decision.message,
          };
        }),
      );
      const ticketById = new Map([...byCode.values()].map((ticket) => [ticket.id, ticket]));
      const reused = (nonce: string) => ({
        nonce,
        outcome: 'rejected' as const,
        message: doorMessagesPt.nonceReused,
      });
      return scans.map((scan) => {
        const read = sha256(scan.code);
        const old = stored.get(scan.nonce);
        // Rows synced before texts were recorded (null) answer as before.
        if (old && old.codeHash !== null && old.codeHash !== read) return reused(scan.nonce);
        if (!old && readOf.get(scan.nonce) !== read) return reused(scan.nonce);
        if (old) {
          return {
            nonce: scan.nonce,
            outcome: old.outcome,
            ...(old.message ? { message: old.message } : {}),
            ...(old.admittedAt && old.outcome !== 'rejected'
              ? { admittedAt: old.admittedAt.toISOString() }
              : {}),
            ...(old.attendeeName && old.outcome !== 'rejected' ? { attendeeName: old.attendeeName } : {}),
            ...(old.ticketTypeName && old.outcome !== 'rejected'
              ? { ticketTypeName: old.ticketTypeName }
              : {}),
          };
        }
        const decision = decided.get(scan.nonce)!;
        const ticket = decision.ticketId === null ? undefined : ticketById.get(decision.ticketId);
        const at = decision.ticketId === null ? undefined : admittedAt.get(decision.ticketId);
        if (decision.outcome === 'rejected')
          return { nonce: scan.nonce, outcome: 'rejected', message: decision.message! };
        return {
          nonce: scan.nonce,
          outcome: decision.outcome,
          ...(decision.message ? { message: decision.message } : {}),
          ...(at ? { admittedAt: at.toISOString() } : {}),
          attendeeName: ticket!.attendeeName,
          ticketTypeName: ticket!.ticketTypeName,
        };
      });
    });
  }

  return door;
}
