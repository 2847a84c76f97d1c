import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attendees, orders, tickets } from '../../../db/schema';
import type { LifecycleContext } from './context';
import { publish } from './domain-events';
import { isMeiaClaimTaken } from './stock';
import { checkedIn, newTicketCode } from './tickets';
import { inTransaction } from './transaction';

export interface Reissue {
  ticketId: string;
  /**
   * The new holder (a transfer, once per ticket); absent, the same attendee gets a new code. A half-price
   * ticket's new holder names their own beneficiary document, which takes the old one's place in the event's
   * quota (one half-price ticket per document and event).
   */
  holder?: { name: string; email: string; meiaEntrada?: { tipo: string; documento: string } };
  now: Date;
}

export type ReissueOutcome =
  | { reissued: true; ticketId: string; code: string }
  | {
      reissued: false;
      reason: 'not-found' | 'not-valid' | 'already-transferred' | 'checked-in' | 'meia-entrada-taken';
    };

/**
 * reissue a ticket: it gets a new code (a new ticket row) and the old one is `reissued`, so its rotating QR and
 * printed PDF stop admitting at once. Only a valid ticket of a paid order is reissued. With a holder, the
 * attendee's name and e-mail become theirs.
 */
export async function reissueTicket(
  ctx: LifecycleContext,
  input: Reissue,
  db: Db = ctx.db,
): Promise<ReissueOutcome> {
  try {
    return await reissueInTransaction(ctx, input, db);
  } catch (error) {
    // The new holder's document already holds a half-price ticket of this event (the unique index decides).
    if (isMeiaClaimTaken(error)) return { reissued: false, reason: 'meia-entrada-taken' };
    throw error;
  }
}

/** Whether the ticket that replaced a reissued one went to a new holder. */
async function replacementTransferred(tx: Db, replacedBy: string | null): Promise<boolean> {
  if (replacedBy === null) return false;
  const [replacement] = await tx
    .select({ transferredAt: tickets.transferredAt })
    .from(tickets)
    .where(eq(tickets.id, replacedBy));
  return replacement?.transferredAt != null;
}

function reissueInTransaction(ctx: LifecycleContext, input: Reissue, db: Db): Promise<ReissueOutcome> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ ticket: tickets, orderStatus: orders.status })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(tickets.id, input.ticketId))
      .for('update');
    if (!found) return { reissued: false, reason: 'not-found' };
    const { ticket } = found;
    // A concurrent transfer of the same ticket committed first (this one waited on the row lock): it lost to a
    // transfer, and says so (issue #25), not that the ticket was cancelled.
    if (ticket.state === 'reissued' && input.holder && (await replacementTransferred(tx, ticket.replacedBy)))
      return { reissued: false, reason: 'already-transferred' };
    if (ticket.state !== 'valid' || found.orderStatus !== 'paid')
      return { reissued: false, reason: 'not-valid' };
    if (input.holder && ticket.transferredAt) return { reissued: false, reason: 'already-transferred' };
    // The door locks the ticket row it admits (FOR SHARE): with this row locked, a check-in is either already
    // visible here or will see the ticket reissued. Exactly one of a scan and a transfer wins.
    if (await checkedIn(tx, [ticket.id])) return { reissued: false, reason: 'checked-in' };
    const [previous] = await tx
      .select({ name: attendees.name, email: attendees.email })
      .from(attendees)
      .where(eq(attendees.id, ticket.attendeeId));
    // The old row steps aside first: one ticket per attendee that is not reissued (a unique index).
    await tx.update(tickets).set({ state: 'reissued' }).where(eq(tickets.id, ticket.id));
    if (input.holder) {
      const meia = input.holder.meiaEntrada;
      await tx
        .update(attendees)
        .set({
          name: input.holder.name,
          email: input.holder.email,
          ...(meia ? { meiaTipo: meia.tipo, meiaDocumento: meia.documento } : {}),
        })
        .where(eq(attendees.id, ticket.attendeeId));
    }
    const [created] = await tx
      .insert(tickets)
      .values({
        orderId: ticket.orderId,
        attendeeId: ticket.attendeeId,
        ticketTypeId: ticket.ticketTypeId,
        eventId: ticket.eventId,
        code: newTicketCode(),
        attendeeName: input.holder?.name ?? ticket.attendeeName,
        issuedAt: input.now,
        holderEmail: input.holder ? input.holder.email.toLowerCase() : ticket.holderEmail,
        transferredAt: input.holder ? input.now : ticket.transferredAt,
      })
      .returning({ id: tickets.id, code: tickets.code });
    await tx.update(tickets).set({ replacedBy: created!.id }).where(eq(tickets.id, ticket.id));
    await publish(tx, ctx.subscribers, [
      {
        type: 'ticket.reissued',
        orderId: ticket.orderId,
        eventId: ticket.eventId,
        ticketId: ticket.id,
        occurredAt: input.now,
        data: {
          replacedBy: created!.id,
          transferred: input.holder !== undefined,
          code: created!.code,
          ...(input.holder
            ? {
                holderName: input.holder.name,
                holderEmail: input.holder.email.toLowerCase(),
                previousName: previous?.name ?? ticket.attendeeName,
                previousEmail: previous?.email ?? '',
              }
            : {}),
        },
      },
    ]);
    return { reissued: true, ticketId: created!.id, code: created!.code };
  });
}
