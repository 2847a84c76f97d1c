import { ed25519 } from '@noble/curves/ed25519';
import type { CheckinData } from './checkin-data';
import { fromBase64url } from './encoding';
import { lookupOf } from './lookup';
import { doorMessages } from './messages';
import { openAttendee } from './seal';
import { parseTicketText, signedMessage, stepWindow } from './tokens';

export type OfflineVerdict =
  | {
      ok: true;
      lookup: string;
      code: string;
      attendeeName: string;
      ticketTypeName: string;
      meiaEntrada: { tipo: string } | null;
      /** Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12", or null. */
      seat: string | null;
    }
  | {
      ok: false;
      reason:
        | 'invalid'
        | 'forged'
        | 'expired'
        | 'other-event'
        | 'unknown'
        | 'cancelled'
        | 'unpaid'
        | 'already-admitted';
      /** pt-BR, the online scan's words. */
      message: string;
      /** For `already-admitted`: when the ticket went in, and whose it is (the online refusal says as much). */
      admittedAt?: string;
      attendeeName?: string;
      ticketTypeName?: string;
    };

interface Index {
  tickets: Map<string, string>;
  checkedIn: Map<string, string>;
  cancelled: Set<string>;
  unpaid: Set<string>;
  publicKey: Uint8Array | undefined;
}

const indexes = new WeakMap<CheckinData, Index>();

function indexOf(data: CheckinData): Index {
  let index = indexes.get(data);
  if (!index) {
    const key = fromBase64url(data.publicKey);
    index = {
      tickets: new Map(data.tickets.map((ticket) => [ticket.lookup, ticket.sealed])),
      checkedIn: new Map(data.checkedIn.map((admission) => [admission.lookup, admission.at])),
      cancelled: new Set(data.cancelled),
      unpaid: new Set(data.unpaid),
      publicKey: key?.length === 32 ? key : undefined,
    };
    indexes.set(data, index);
  }
  return index;
}

type Refusal = Exclude<OfflineVerdict, { ok: true }>;

const refuse = (reason: Refusal['reason'], message: string): Refusal => ({ ok: false, reason, message });

function genuine(index: Index, eventId: string, code: string, step: number | null, signature: Uint8Array) {
  if (!index.publicKey) return false;
  try {
    return ed25519.verify(signature, signedMessage(eventId, code, step), index.publicKey);
  } catch {
    return false;
  }
}

/**
 * Decides, with no network, whether the scanned or typed `qrText` admits someone at `data`'s event at `now`, in
 * the online scan's order: the token (signature, window, event), then the ticket (unknown, cancelled, already in),
 * then its sealed entry opened with its code. `admittedLocally` maps the lookups this device admitted to when it
 * did.
 *
 * Old HMAC tokens (PDFs printed before #17) cannot be verified without the server's secret: a device takes the
 * code they carry, which is the ticket's own 128-bit capability (as when it is typed in), and an old rotating
 * token still expires with its window.
 */
export async function verifyOffline(
  data: CheckinData,
  qrText: string,
  now: Date,
  admittedLocally: ReadonlyMap<string, string>,
): Promise<OfflineVerdict> {
  const index = indexOf(data);
  const parsed = parseTicketText(qrText);
  if (parsed.kind === 'malformed') return refuse('invalid', doorMessages.invalidQr);
  if (parsed.kind === 'signed') {
    const { code, eventId, step, signature } = parsed;
    if (!genuine(index, eventId, code, step, signature)) return refuse('forged', doorMessages.invalidQr);
    if (eventId !== data.eventId) return refuse('other-event', doorMessages.otherEvent);
  }
  if ((parsed.kind === 'signed' || parsed.kind === 'legacy') && parsed.step !== null) {
    const window = stepWindow(parsed.step, now);
    if (window === 'expired') return refuse('expired', doorMessages.expiredQr);
    if (window === 'future') return refuse('invalid', doorMessages.invalidQr);
  }

  const { code } = parsed;
  const lookup = await lookupOf(code);
  const sealed = index.tickets.get(lookup);
  if (index.cancelled.has(lookup)) return refuse('cancelled', doorMessages.cancelled);
  if (index.unpaid.has(lookup)) return refuse('unpaid', doorMessages.unpaid);
  if (sealed === undefined) return refuse('unknown', doorMessages.ticketNotFound);

  const attendee = await openAttendee(code, data.eventId, sealed);
  const type = attendee && data.ticketTypes[attendee.ticketType];
  if (!attendee || !type) return refuse('invalid', doorMessages.invalidQr);
  const admittedAt = index.checkedIn.get(lookup) ?? admittedLocally.get(lookup);
  if (admittedAt !== undefined)
    return {
      ...refuse('already-admitted', doorMessages.alreadyUsed),
      admittedAt,
      attendeeName: attendee.attendeeName,
      ticketTypeName: type.name,
    };
  return {
    ok: true,
    lookup,
    code,
    attendeeName: attendee.attendeeName,
    ticketTypeName: type.name,
    meiaEntrada: attendee.meiaTipo === null ? null : { tipo: attendee.meiaTipo },
    seat: attendee.seat ?? null,
  };
}
