import { lookupOfSync } from './lookup';
import { sealAttendee, type SealedAttendee } from './seal';

/*
 * Check-in data, format 1: what `GET /events/{id}/checkin-data` answers and a door device keeps to admit people
 * with no network (the contract's `CheckinData`, written here once for the server that encodes it and the device
 * that reads it). Nothing in it names a person without that person's ticket code: per ticket only its lookup id
 * and its sealed entry; ticket types in clear; admissions and cancellations by lookup id; the Ed25519 public key
 * that verifies QR codes and cannot sign them.
 *
 * Treat a CheckinData value as immutable: `verifyOffline` indexes it once per object. `applySync` returns a new one.
 */

export interface CheckinTicket {
  lookup: string;
  sealed: string;
}

export interface CheckinAdmission {
  lookup: string;
  at: string;
}

export interface CheckinData {
  format: 1;
  eventId: string;
  eventTitle: string;
  generatedAt: string;
  /** Sent as `since` in the next sync. */
  cursor: string;
  /** Ed25519 public key (32 bytes, base64url). */
  publicKey: string;
  stepSeconds: number;
  ticketTypes: Array<{ name: string; meiaEntrada: boolean }>;
  tickets: CheckinTicket[];
  checkedIn: CheckinAdmission[];
  /** Lookup ids of cancelled, refunded or reissued (transferred) tickets. */
  cancelled: string[];
  /** Lookup ids of valid tickets whose order is not paid (refused with their own words; issue #26). */
  unpaid?: string[];
}

/** What a sync answer adds to check-in data (the contract's `CheckinSyncResult`, minus the per-scan results). */
export interface CheckinChanges {
  admitted: CheckinAdmission[];
  cancelled: string[];
  unpaid?: string[];
  tickets: CheckinTicket[];
  cursor: string;
}

/** A ticket as the server encodes it. */
export interface TicketToSeal {
  code: string;
  attendeeName: string;
  /** Position of its type in `ticketTypes`. */
  ticketType: number;
  meiaTipo: string | null;
  /** Lugares marcados (issue #29): the seat's words, or null. */
  seat?: string | null;
}

/** Seals one ticket's entry: `sealAttendee` (WebCrypto) unless the caller brings a faster implementation. */
export type Sealer = (code: string, eventId: string, attendee: SealedAttendee) => string | Promise<string>;

/** The per-ticket entries of check-in data, sealed with each ticket's code. */
export function encodeCheckinTickets(
  eventId: string,
  tickets: readonly TicketToSeal[],
  seal: Sealer = sealAttendee,
): Promise<CheckinTicket[]> {
  return Promise.all(
    tickets.map(async (ticket) => ({
      lookup: lookupOfSync(ticket.code),
      sealed: await seal(ticket.code, eventId, ticket),
    })),
  );
}

/** Check-in data with a sync's changes merged in (a new value; the first admission of a ticket is kept). */
export function applySync(data: CheckinData, changes: CheckinChanges): CheckinData {
  const known = new Set(data.tickets.map((ticket) => ticket.lookup));
  const admitted = new Set(data.checkedIn.map((admission) => admission.lookup));
  const cancelled = new Set(data.cancelled);
  return {
    ...data,
    cursor: changes.cursor,
    tickets: [...data.tickets, ...changes.tickets.filter((ticket) => !known.has(ticket.lookup))],
    checkedIn: [
      ...data.checkedIn,
      ...changes.admitted.filter((admission) => !admitted.has(admission.lookup)),
    ],
    cancelled: [...data.cancelled, ...changes.cancelled.filter((lookup) => !cancelled.has(lookup))],
    unpaid: [...new Set([...(data.unpaid ?? []), ...(changes.unpaid ?? [])])],
  };
}
