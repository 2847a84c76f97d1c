import { seatTextOf } from '@bilheteria/rules';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attendees,
  events,
  orders,
  tickets,
  ticketTypes,
  users,
  type Event,
  type MailAttachment,
  type Order,
} from '../../db/schema';
import { eventPlace, eventWhenLines } from '../tickets';
import { eventIcs } from './ics';
import { myTicketsUrl, type MailEvent, type MailSite, type MailTicket } from './templates';
import { currentTicket } from '../orders';

/*
 * Reads, inside the caller's transaction, what a message about an order says: its buyer (name and e-mail as
 * given at checkout, else the account's), its event and its tickets.
 */

export interface OrderContext {
  order: Order;
  event: Event;
  recipient: string;
  buyerName: string;
}

export async function orderContext(tx: Db, orderId: string): Promise<OrderContext | undefined> {
  const [row] = await tx
    .select({ order: orders, event: events, user: { email: users.email, name: users.name } })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  return {
    order: row.order,
    event: row.event,
    recipient: row.order.buyerEmail?.trim() || row.user.email,
    buyerName: row.order.buyerName?.trim() || row.user.name,
  };
}

export function mailEvent(event: Event): MailEvent {
  return { title: event.title, whenLines: eventWhenLines(event), place: eventPlace(event) };
}

/** The order's tickets that admit (issued by pay, not reissued or cancelled), in attendee order. */
export async function validTickets(tx: Db, orderId: string): Promise<MailTicket[]> {
  const rows = await tx
    .select({
      attendeeName: tickets.attendeeName,
      ticketTypeName: ticketTypes.name,
      code: tickets.code,
      meiaTipo: attendees.meiaTipo,
      seatSection: attendees.seatSection,
      seatRow: attendees.seatRow,
      seatLabel: attendees.seatLabel,
    })
    .from(tickets)
    .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(tickets.orderId, orderId), eq(tickets.state, 'valid')))
    .orderBy(asc(attendees.idx));
  return rows.map(({ seatSection, seatRow, seatLabel, ...ticket }) => ({
    ...ticket,
    seat: seatTextOf({ seatSection, seatRow, seatLabel }),
  }));
}

/** The .ics of the order's event, as a stored attachment (a few hundred bytes), or none without a date. */
export function icsAttachment(context: OrderContext, site: MailSite, now: Date): MailAttachment[] {
  const { event, order } = context;
  const ics = eventIcs({
    uid: order.id,
    title: event.title,
    start: event.startDate ?? event.eventDate,
    end: event.endDate,
    location: eventPlace(event),
    description: `Seus ingressos: ${myTicketsUrl(site, order.id)}`,
    url: myTicketsUrl(site, order.id),
    stamp: now,
  });
  if (ics === undefined) return [];
  return [
    {
      kind: 'file',
      filename: 'evento.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(ics).toString('base64'),
    },
  ];
}

/** Whoever holds a ticket of the order by transfer (its current row, valid or just cancelled), in attendee order. */
export async function currentHolders(
  tx: Db,
  orderId: string,
): Promise<Array<{ ticketId: string; email: string; name: string; ticketTypeName: string }>> {
  const rows = await tx
    .select({
      ticketId: tickets.id,
      email: tickets.holderEmail,
      name: tickets.attendeeName,
      ticketTypeName: ticketTypes.name,
    })
    .from(tickets)
    .innerJoin(attendees, eq(attendees.id, tickets.attendeeId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(tickets.orderId, orderId), currentTicket(), isNotNull(tickets.holderEmail)))
    .orderBy(asc(attendees.idx));
  return rows.flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]));
}
