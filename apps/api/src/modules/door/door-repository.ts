import { and, asc, desc, eq, gte, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attendees,
  checkIns,
  checkinScans,
  doorDevices,
  doorPairings,
  events,
  orders,
  tickets,
  ticketTypes,
  type CheckinOutcome,
  type DoorDevice,
} from '../../db/schema';
import { admissible, admissionRefusalText } from '../orders';
import type { AdmissionRefusal } from '@bilheteria/rules';

/* The door's rows (#17): devices, pairing codes, synced scans, and what check-in data reads of tickets. */

export type EventOwner = { id: string; organizerId: string; title: string };

export async function findEventOwner(db: Db, eventId: string): Promise<EventOwner | undefined> {
  const [row] = await db
    .select({ id: events.id, organizerId: events.organizerId, title: events.title })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function insertPairing(
  db: Db,
  input: { eventId: string; codeHash: string; createdBy: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(doorPairings)
    .values({ ...input, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: doorPairings.id });
  return rows.length === 1;
}

/**
 * Spends a pairing code (single use, while valid) and makes its device, in one transaction; `expired` or
 * `invalid` (unknown or already used) otherwise.
 */
export async function usePairing(
  db: Db,
  input: { codeHash: string; name: string; tokenHash: string; now: Date },
): Promise<{ device: DoorDevice; eventTitle: string } | 'expired' | 'invalid'> {
  return db.transaction(async (tx) => {
    const [pairing] = await tx
      .update(doorPairings)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(doorPairings.codeHash, input.codeHash),
          isNull(doorPairings.usedAt),
          sql`${doorPairings.expiresAt} > ${input.now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!pairing) {
      const [found] = await tx
        .select({ usedAt: doorPairings.usedAt })
        .from(doorPairings)
        .where(eq(doorPairings.codeHash, input.codeHash))
        .limit(1);
      return found && found.usedAt === null ? 'expired' : 'invalid';
    }
    const [device] = await tx
      .insert(doorDevices)
      .values({
        eventId: pairing.eventId,
        name: input.name,
        tokenHash: input.tokenHash,
        pairedBy: pairing.createdBy,
        pairedAt: input.now,
      })
      .returning();
    await tx.update(doorPairings).set({ deviceId: device!.id }).where(eq(doorPairings.id, pairing.id));
    const [event] = await tx
      .select({ title: events.title })
      .from(events)
      .where(eq(events.id, pairing.eventId));
    return { device: device!, eventTitle: event!.title };
  });
}

export async function findDeviceByTokenHash(db: Db, tokenHash: string): Promise<DoorDevice | undefined> {
  const [row] = await db.select().from(doorDevices).where(eq(doorDevices.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findDevice(db: Db, deviceId: string): Promise<DoorDevice | undefined> {
  const [row] = await db.select().from(doorDevices).where(eq(doorDevices.id, deviceId)).limit(1);
  return row;
}

/** An organizer's (or ADMIN's) own phone, syncing with the session: its row is made on its first sync. */
export async function ensureSessionDevice(
  db: Db,
  input: { deviceId: string; eventId: string; userId: string; name: string; now: Date },
): Promise<DoorDevice> {
  await db
    .insert(doorDevices)
    .values({
      id: input.deviceId,
      eventId: input.eventId,
      name: input.name,
      pairedBy: input.userId,
      pairedAt: input.now,
    })
    .onConflictDoNothing();
  return (await findDevice(db, input.deviceId))!;
}

export interface DeviceListing {
  id: string;
  name: string;
  pairedAt: Date;
  lastSyncAt: Date | null;
  scans: number;
}

/** The event's devices not revoked, the newest first, with the scans each made (online and synced). */
export function listDevices(db: Db, eventId: string): Promise<DeviceListing[]> {
  return db
    .select({
      id: doorDevices.id,
      name: doorDevices.name,
      pairedAt: doorDevices.pairedAt,
      lastSyncAt: doorDevices.lastSyncAt,
      // Written out: inside a subquery drizzle would name door_devices.id unqualified (the subquery's own id).
      scans: sql<number>`(
        (select count(*) from checkin_scans cs where cs.device_id = "door_devices"."id") +
        (select count(*) from scans s where s.device_id = "door_devices"."id")
      )::int`,
    })
    .from(doorDevices)
    .where(and(eq(doorDevices.eventId, eventId), isNull(doorDevices.revokedAt)))
    .orderBy(desc(doorDevices.pairedAt), asc(doorDevices.id));
}

export async function revokeDevice(db: Db, eventId: string, deviceId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(doorDevices)
    .set({ revokedAt: sql`coalesce(${doorDevices.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(doorDevices.id, deviceId), eq(doorDevices.eventId, eventId)))
    .returning({ id: doorDevices.id });
  return rows.length === 1;
}

export const touchDevice = (db: Db, deviceId: string, now: Date) =>
  db.update(doorDevices).set({ lastSyncAt: now }).where(eq(doorDevices.id, deviceId));

export function eventTicketTypes(db: Db, eventId: string) {
  return db
    .select({ id: ticketTypes.id, name: ticketTypes.name, meiaEntrada: ticketTypes.meiaEntrada })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id));
}

export interface AdmittableTicket {
  code: string;
  attendeeName: string;
  ticketTypeId: string;
  meiaTipo: string | null;
  seatSection: string | null;
  seatRow: string | null;
  seatLabel: string | null;
}

/** Tickets that admit someone: valid, of a paid order; issued since `since` when given. */
export function admittableTickets(db: Db, eventId: string, since?: Date): Promise<AdmittableTicket[]> {
  return db
    .select({
      code: tickets.code,
      attendeeName: tickets.attendeeName,
      ticketTypeId: tickets.ticketTypeId,
      meiaTipo: attendees.meiaTipo,
      seatSection: attendees.seatSection,
      seatRow: attendees.seatRow,
      seatLabel: attendees.seatLabel,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
    .where(and(eq(tickets.eventId, eventId), admissible, since ? gte(tickets.issuedAt, since) : undefined));
}

/**
 * Codes of the event's tickets that do not admit, by the admission rule's refusal: `cancelled` (cancelled,
 * refunded, reissued) or `unpaid` (valid, of an order not paid).
 */
export async function refusedCodes(db: Db, eventId: string): Promise<Record<AdmissionRefusal, string[]>> {
  const rows = await db
    .select({
      code: tickets.code,
      refusal: sql<AdmissionRefusal>`${sql.raw(admissionRefusalText('tickets', 'orders'))}`,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, eventId), not(admissible)));
  return {
    cancelled: rows.filter((row) => row.refusal === 'cancelled').map((row) => row.code),
    unpaid: rows.filter((row) => row.refusal === 'unpaid').map((row) => row.code),
  };
}

/** The event's admissions (recorded since `since`, when given; not those of `exceptDevice`). */
export function admissions(
  db: Db,
  eventId: string,
  options: { since?: Date; exceptDevice?: string } = {},
): Promise<Array<{ code: string; at: Date }>> {
  return db
    .select({ code: tickets.code, at: checkIns.at })
    .from(checkIns)
    .innerJoin(tickets, eq(tickets.id, checkIns.ticketId))
    .where(
      and(
        eq(tickets.eventId, eventId),
        options.since ? gte(checkIns.recordedAt, options.since) : undefined,
        options.exceptDevice
          ? sql`${checkIns.deviceId} is distinct from ${options.exceptDevice}::uuid`
          : undefined,
      ),
    );
}

export interface StoredScan {
  nonce: string;
  /** SHA-256 of the text the scan read; null for scans synced before it was recorded. */
  codeHash: string | null;
  outcome: CheckinOutcome;
  message: string | null;
  admittedAt: Date | null;
  attendeeName: string | null;
  ticketTypeName: string | null;
}

/** Scans of this device already synced, by nonce, with the first admission of their ticket. */
export async function storedScans(db: Db, deviceId: string, nonces: string[]): Promise<StoredScan[]> {
  if (nonces.length === 0) return [];
  return db
    .select({
      nonce: checkinScans.nonce,
      codeHash: checkinScans.codeHash,
      outcome: checkinScans.outcome,
      message: checkinScans.message,
      admittedAt: checkIns.at,
      attendeeName: tickets.attendeeName,
      ticketTypeName: ticketTypes.name,
    })
    .from(checkinScans)
    .leftJoin(tickets, eq(tickets.id, checkinScans.ticketId))
    .leftJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(checkIns, eq(checkIns.ticketId, checkinScans.ticketId))
    .where(and(eq(checkinScans.deviceId, deviceId), inArray(checkinScans.nonce, nonces)));
}

export interface SyncTicket {
  id: string;
  code: string;
  eventId: string;
  state: string;
  orderStatus: string;
  attendeeName: string;
  ticketTypeName: string;
}

/**
 * The tickets of these codes, read FOR SHARE (as the online scan does): a cancellation or a transfer, which lock
 * the ticket to change it, either committed before and is seen, or waits for these admissions.
 */
export function lockTickets(tx: Db, codes: string[]): Promise<SyncTicket[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: tickets.id,
      code: tickets.code,
      eventId: tickets.eventId,
      state: tickets.state,
      orderStatus: orders.status,
      attendeeName: tickets.attendeeName,
      ticketTypeName: ticketTypes.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(inArray(tickets.code, codes))
    .for('share', { of: tickets });
}

/**
 * Admits these tickets unless they already went in (the check-in's unique ticket id decides, as online): returns
 * the ids admitted now.
 */
export async function admit(
  tx: Db,
  rows: Array<{ ticketId: string; at: Date }>,
  by: { deviceId: string; userId: string | null; now: Date },
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(checkIns)
    .values(
      rows.map((row) => ({
        ticketId: row.ticketId,
        at: row.at,
        scannedBy: by.userId,
        deviceId: by.deviceId,
        recordedAt: by.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ ticketId: checkIns.ticketId });
  return new Set(inserted.map((row) => row.ticketId));
}

export async function firstAdmissions(tx: Db, ticketIds: string[]): Promise<Map<string, Date>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await tx
    .select({ ticketId: checkIns.ticketId, at: checkIns.at })
    .from(checkIns)
    .where(inArray(checkIns.ticketId, ticketIds));
  return new Map(rows.map((row) => [row.ticketId, row.at]));
}

export async function insertScans(
  tx: Db,
  rows: Array<{
    deviceId: string;
    eventId: string;
    nonce: string;
    codeHash: string;
    ticketId: string | null;
    scannedAt: Date;
    recordedAt: Date;
    outcome: CheckinOutcome;
    message: string | null;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(checkinScans).values(rows).onConflictDoNothing();
}
