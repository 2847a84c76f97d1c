import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import {
  attendees,
  checkIns,
  events,
  orders,
  tickets,
  ticketTypes,
  type Event,
  type Order,
  type ScanResult,
  type TicketState,
} from '../../db/schema';
import { admissionRefusalText, currentTicket } from '../orders';
import { seatTextOf } from '@bilheteria/rules';

export type OrderWithEvent = {
  order: Pick<Order, 'id' | 'buyerId' | 'status' | 'createdAt'>;
  event: Pick<
    Event,
    | 'id'
    | 'title'
    | 'image'
    | 'eventDate'
    | 'startDate'
    | 'venue'
    | 'city'
    | 'state'
    | 'gatesOpenTime'
    | 'showStartTime'
  >;
};

/** The events of these orders, for the received-tickets list. */
export function findOrdersWithEvents(db: Db, orderIds: string[]): Promise<OrderWithEvent[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return orderWithEventQuery(db).where(inArray(orders.id, orderIds)).orderBy(asc(events.eventDate));
}

export async function findOrderWithEvent(db: Db, orderId: string): Promise<OrderWithEvent | undefined> {
  const [row] = await orderWithEventQuery(db).where(eq(orders.id, orderId)).limit(1);
  return row;
}

function orderWithEventQuery(db: Db) {
  return db
    .select({
      order: { id: orders.id, buyerId: orders.buyerId, status: orders.status, createdAt: orders.createdAt },
      event: {
        id: events.id,
        title: events.title,
        image: events.image,
        eventDate: events.eventDate,
        startDate: events.startDate,
        venue: events.venue,
        city: events.city,
        state: events.state,
        gatesOpenTime: events.gatesOpenTime,
        showStartTime: events.showStartTime,
      },
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .$dynamic();
}

export interface OrderTicketRow {
  id: string;
  code: string;
  state: TicketState;
  ticketTypeName: string;
  /** A half-price lot's ticket. */
  meiaEntrada: boolean;
  /** Its holder's right to half price (the `tipo` named at checkout or transfer), null for a full-price one. */
  meiaTipo: string | null;
  /** Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12", or null. */
  seat: string | null;
  attendeeName: string;
  checkedInAt: Date | null;
  /** Set when the ticket was transferred: its holder's e-mail (lower case), and when. */
  holderEmail: string | null;
  transferredAt: Date | null;
}

/** The order's tickets (their current codes) in the order its attendees were named at checkout. */
export async function listOrderTickets(db: Db, orderId: string): Promise<OrderTicketRow[]> {
  const rows = await db
    .select({
      id: tickets.id,
      code: tickets.code,
      state: tickets.state,
      ticketTypeName: ticketTypes.name,
      meiaEntrada: ticketTypes.meiaEntrada,
      meiaTipo: attendees.meiaTipo,
      seatSection: attendees.seatSection,
      seatRow: attendees.seatRow,
      seatLabel: attendees.seatLabel,
      attendeeName: tickets.attendeeName,
      checkedInAt: checkIns.at,
      holderEmail: tickets.holderEmail,
      transferredAt: tickets.transferredAt,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .where(and(eq(tickets.orderId, orderId), currentTicket()))
    .orderBy(asc(attendees.idx), asc(tickets.id));
  return rows.map(({ seatSection, seatRow, seatLabel, ...row }) => ({
    ...row,
    seat: seatTextOf({ seatSection, seatRow, seatLabel }),
  }));
}

/** Whose ticket it is: its order's buyer, or the holder it was transferred to (who then alone may open it). */
export interface TicketOwner {
  buyerId: string;
  holderEmail: string | null;
  /** The ticket's event: its QR is signed for it. */
  eventId: string;
}

/** Who may open the ticket's QR and PDF with a session. */
export async function findTicketBuyer(db: Db, code: string): Promise<TicketOwner | undefined> {
  const [row] = await db
    .select({ buyerId: orders.buyerId, holderEmail: tickets.holderEmail, eventId: tickets.eventId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.code, code))
    .limit(1);
  return row;
}

export interface PrintableTicket {
  code: string;
  eventId: string;
  buyerId: string;
  holderEmail: string | null;
  attendeeName: string;
  ticketTypeName: string;
  /** The holder's right to half price: the PDF says which document to bring (issue #30); null if none. */
  meiaTipo: string | null;
  /** Lugares marcados: the seat's words, or null. */
  seat: string | null;
  event: Pick<Event, 'title' | 'eventDate' | 'venue' | 'city' | 'state' | 'gatesOpenTime' | 'showStartTime'>;
}

/** What the PDF prints about a ticket. */
export async function findPrintableTicket(db: Db, code: string): Promise<PrintableTicket | undefined> {
  const [row] = await db
    .select({
      code: tickets.code,
      eventId: tickets.eventId,
      buyerId: orders.buyerId,
      holderEmail: tickets.holderEmail,
      attendeeName: tickets.attendeeName,
      ticketTypeName: ticketTypes.name,
      meiaTipo: attendees.meiaTipo,
      seatSection: attendees.seatSection,
      seatRow: attendees.seatRow,
      seatLabel: attendees.seatLabel,
      event: {
        title: events.title,
        eventDate: events.eventDate,
        venue: events.venue,
        city: events.city,
        state: events.state,
        gatesOpenTime: events.gatesOpenTime,
        showStartTime: events.showStartTime,
      },
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.code, code))
    .limit(1);
  if (!row) return undefined;
  const { seatSection, seatRow, seatLabel, ...rest } = row;
  return { ...rest, seat: seatTextOf({ seatSection, seatRow, seatLabel }) };
}

/** What the token check concluded before the database is asked: only `valid` may check a ticket in. */
export type TokenVerdict = 'valid' | Extract<ScanResult, 'invalid' | 'expired'>;

export interface ScanAttempt {
  /** The ticket code the scanned text claims (also for a forged or expired token), if it has one. */
  code: string | null;
  token: TokenVerdict;
  /**
   * Who scans: a user's bearer token (its user and session: the statement itself checks that both still exist,
   * and the user's role), or a door device (#17; the statement checks it was not revoked, and admits only tickets
   * of its event).
   */
  scanner: { userId: string; sessionId: string } | { deviceId: string };
  at: Date;
}

export interface ScannedTicket {
  id: string;
  code: string;
  ticketTypeName: string;
  attendeeName: string;
  attendeeEmail: string;
  /** A half-price ticket's beneficiary type and document; null otherwise. */
  meiaTipo: string | null;
  meiaDocumento: string | null;
  /** Lugares marcados: the seat's words, or null. */
  seat: string | null;
  event: { id: string; title: string; eventDate: Date | null; venue: string | null; city: string | null };
}

export interface ScanRecord {
  /** `unauthenticated`: the scanner's user or session no longer exists; nothing was logged. */
  result: ScanResult | 'unauthenticated';
  /** Present when the code matched a ticket. */
  ticket: ScannedTicket | undefined;
  /**
   * When the ticket was checked in: by this scan (`checked_in`), or earlier (`already_used`; undefined only when
   * a concurrent scan won in the very same instant — read it with `findCheckInTime`).
   */
  checkedInAt: Date | undefined;
}

interface ScanRow extends Record<string, unknown> {
  result: ScanResult;
  ticket_id: string | null;
  code: string | null;
  ticket_type_name: string | null;
  attendee_name: string | null;
  attendee_email: string | null;
  meia_tipo: string | null;
  seat_section: string | null;
  seat_row: string | null;
  seat_label: string | null;
  meia_documento: string | null;
  event_id: string | null;
  event_title: string | null;
  event_date: Date | string | null;
  venue: string | null;
  city: string | null;
  checked_in_at: Date | string | null;
  previous_check_in_at: Date | string | null;
}

const toDate = (value: Date | string | null): Date | undefined =>
  value === null ? undefined : value instanceof Date ? value : new Date(value);

/*
 * One scan at the door, in ONE statement (one round trip, one implicit transaction): read the scanner's user
 * through the token's live session (the security handler checked only the token's signature), find the ticket
 * and its event, decide, log the attempt in `scans` and, when admitted, insert the check-in referencing that log
 * row. A scanner whose user or session is gone yields no verdict row, so nothing is written and no row comes
 * back.
 *
 * The ticket row is read FOR SHARE: a cancellation or a transfer of the same ticket (which lock it to change it)
 * either finished before, and this scan sees the ticket cancelled or reissued, or waits for this admission and
 * then finds the check-in and refuses. Exactly one of them wins.
 *
 * Exactly once is the database's job: `check_ins.ticket_id` is unique and the insert is ON CONFLICT DO NOTHING,
 * so of any number of concurrent scans (in any number of API processes) one inserts and the others find the
 * conflict. The log row's result says which (`checked_in` or `already_used`). The check-in references the log
 * row inserted by a sibling CTE: foreign keys are checked at the end of the statement.
 *
 * $1 claimed ticket code (null when unreadable), $2 token verdict, $3 scanner's user id, $4 instant, $5 the
 * scanner's session id; or, for a door device (#17), $3 and $5 null and $6 the device's id.
 */
const scanStatement = `
  with scanner as materialized (
    select u.id, u.role = 'ADMIN' as is_admin, null::uuid as device_id, null::uuid as device_event
    from sessions s join users u on u.id = s.user_id
    where $6::uuid is null and s.id = $5::uuid and s.user_id = $3::uuid and s.expires_at > $4::timestamptz
    union all
    select d.paired_by, false, d.id, d.event_id
    from door_devices d
    where d.id = $6::uuid and d.revoked_at is null
  ),
  ticket as materialized (
    select t.id, t.code, t.event_id, t.attendee_name, a.email as attendee_email, a.meia_tipo, a.meia_documento,
           a.seat_section, a.seat_row, a.seat_label,
           ${admissionRefusalText('t', 'o')} as refusal,
           tt.name as ticket_type_name, e.organizer_id,
           e.title as event_title, e.event_date, e.venue, e.city
    from tickets t
    join orders o on o.id = t.order_id
    join events e on e.id = t.event_id
    join ticket_types tt on tt.id = t.ticket_type_id
    join attendees a on a.id = t.attendee_id
    where t.code = $1::text
    for share of t
  ),
  verdict as materialized (
    select gen_random_uuid() as scan_id, scanner.id as scanner_id, scanner.device_id, ticket.*,
      case
        when $2::text <> 'valid' then $2::text
        when ticket.id is null then 'not_found'
        when scanner.device_event is not null and ticket.event_id <> scanner.device_event then 'forbidden'
        when scanner.device_event is null and not (scanner.is_admin or ticket.organizer_id = scanner.id)
          then 'forbidden'
        when ticket.refusal is not null then ticket.refusal
        else 'admit'
      end as verdict
    from scanner left join ticket on true
  ),
  previous as (
    select c.at from check_ins c join verdict v on c.ticket_id = v.id
  ),
  check_in as (
    insert into check_ins (ticket_id, scanned_by, scan_id, device_id, at, recorded_at)
    select v.id, v.scanner_id, v.scan_id, v.device_id, $4::timestamptz, $4::timestamptz
    from verdict v where v.verdict = 'admit'
    on conflict (ticket_id) do nothing
    returning at
  ),
  scan as (
    insert into scans (id, ticket_id, event_id, scanned_by, device_id, result, at)
    select v.scan_id, v.id, v.event_id, v.scanner_id, v.device_id,
      case
        when v.verdict <> 'admit' then v.verdict
        when exists (select 1 from check_in) then 'checked_in'
        else 'already_used'
      end,
      $4::timestamptz
    from verdict v
    returning result
  )
  select scan.result, v.id as ticket_id, v.code, v.ticket_type_name, v.attendee_name, v.attendee_email,
         v.meia_tipo, v.meia_documento, v.seat_section, v.seat_row, v.seat_label,
         v.event_id, v.event_title, v.event_date, v.venue, v.city,
         (select at from check_in) as checked_in_at,
         (select at from previous) as previous_check_in_at
  from verdict v cross join scan`;

/**
 * Runs the scan statement. On PostgreSQL it is a named prepared statement: planning this CTE costs more than
 * executing it, and the door is the one hot path where that matters.
 */
async function runScanStatement(database: Database, values: unknown[]): Promise<ScanRow[]> {
  if (database.kind === 'postgres') {
    return (await database.pool.query<ScanRow>({ name: 'tickets_scan_v7', text: scanStatement, values }))
      .rows;
  }
  return (await database.client.query<ScanRow>(scanStatement, values)).rows;
}

export async function recordScan(database: Database, attempt: ScanAttempt): Promise<ScanRecord> {
  const [row] = await runScanStatement(database, [
    attempt.code,
    attempt.token,
    'userId' in attempt.scanner ? attempt.scanner.userId : null,
    attempt.at.toISOString(),
    'sessionId' in attempt.scanner ? attempt.scanner.sessionId : null,
    'deviceId' in attempt.scanner ? attempt.scanner.deviceId : null,
  ]);
  if (!row) return { result: 'unauthenticated', ticket: undefined, checkedInAt: undefined };
  const ticket: ScannedTicket | undefined =
    row.ticket_id === null
      ? undefined
      : {
          id: row.ticket_id,
          code: row.code!,
          ticketTypeName: row.ticket_type_name!,
          attendeeName: row.attendee_name!,
          attendeeEmail: row.attendee_email!,
          meiaTipo: row.meia_tipo,
          meiaDocumento: row.meia_documento,
          seat: seatTextOf({
            seatSection: row.seat_section,
            seatRow: row.seat_row,
            seatLabel: row.seat_label,
          }),
          event: {
            id: row.event_id!,
            title: row.event_title!,
            eventDate: toDate(row.event_date) ?? null,
            venue: row.venue,
            city: row.city,
          },
        };
  return {
    result: row.result,
    ticket,
    checkedInAt: toDate(row.checked_in_at) ?? toDate(row.previous_check_in_at),
  };
}

/** The check-in time of a ticket (a new statement: it sees a check-in committed by a concurrent scan). */
export async function findCheckInTime(db: Db, ticketId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: checkIns.at })
    .from(checkIns)
    .where(eq(checkIns.ticketId, ticketId))
    .limit(1);
  return row?.at;
}
