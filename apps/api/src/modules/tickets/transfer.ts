import { TRANSFER_MIN_HOURS_BEFORE_EVENT } from '@bilheteria/rules';
import {
  MEIA_ENTRADA_MESSAGES,
  isValidEmailAddress,
  meiaEntradaProblem,
  normalizeDocumento,
  normalizeEmail,
  normalizeName,
  type MeiaEntradaInput,
} from '@bilheteria/rules';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, orders, tickets, ticketTypes, type User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderLifecycle } from '../orders';
import { currentTicket } from '../orders';

/*
 * A ticket given to someone else (#15; alf.io's updateTicketOwner): by the order's buyer, once per ticket, until
 * 24 h before the event, never after it was used at the door. The lifecycle reissues it under a new code, so the
 * old rotating QR and printed PDF stop at once, and names the new holder, whose account (by e-mail) is the only
 * one that opens it from then on: they find it in "Meus ingressos" after logging in (or registering) with it.
 */

export { TRANSFER_MIN_HOURS_BEFORE_EVENT };

export const transferMessages = {
  name: 'Informe o nome de quem vai receber o ingresso.',
  email: 'Informe um e-mail válido de quem vai receber o ingresso.',
  notFound: 'Ingresso não encontrado.',
  notPaid: 'Só ingressos de pedidos pagos podem ser transferidos.',
  notValid: 'Este ingresso foi cancelado e não pode ser transferido.',
  alreadyTransferred: 'Este ingresso já foi transferido uma vez e não pode ser transferido de novo.',
  checkedIn: 'Este ingresso já foi usado na entrada do evento e não pode ser transferido.',
  tooLate: `A transferência vale até ${TRANSFER_MIN_HOURS_BEFORE_EVENT} horas antes do início do evento.`,
  sameHolder: 'Informe os dados de outra pessoa: o ingresso já está no nome deste e-mail.',
  notHalfPrice: 'Este ingresso não é de meia-entrada: não envie dados de meia-entrada.',
  meiaEntradaTaken: MEIA_ENTRADA_MESSAGES.taken,
} as const;

export interface TransferInput {
  name: string;
  email: string;
  /** Required for a half-price ticket: the new holder's own right to it (Lei 12.933/2013). */
  meiaEntrada?: MeiaEntradaInput | null;
}

/**
 * The ticket of `code`, whatever its state: a code a transfer already replaced answers that it was transferred
 * (the loser of two transfers at once included), not that it does not exist.
 */
async function findTransferable(db: Db, code: string) {
  const current = alias(tickets, 'current');
  const [row] = await db
    .select({
      id: tickets.id,
      state: tickets.state,
      transferredAt: tickets.transferredAt,
      currentTransferredAt: current.transferredAt,
      holderEmail: tickets.holderEmail,
      buyerId: orders.buyerId,
      buyerEmail: orders.buyerEmail,
      orderStatus: orders.status,
      eventStart: events.startDate,
      eventDate: events.eventDate,
      halfPrice: ticketTypes.meiaEntrada,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    // The attendee's ticket now (the same row unless it was reissued).
    .leftJoin(current, and(eq(current.attendeeId, tickets.attendeeId), currentTicket(current)))
    .where(eq(tickets.code, code))
    .limit(1);
  return row;
}

/**
 * A half-price ticket keeps its rules with its new holder: they name their own beneficiary document (checked as at
 * checkout). A full-price ticket takes none.
 */
function halfPriceHolder(halfPrice: boolean, meia: MeiaEntradaInput | null | undefined) {
  if (!halfPrice) {
    if (meia) throw new HttpError(400, transferMessages.notHalfPrice);
    return undefined;
  }
  const problem = meiaEntradaProblem(meia);
  if (problem) throw new HttpError(400, problem);
  return { tipo: meia!.tipo, documento: normalizeDocumento(meia!.documento) };
}

/**
 * Transfers the ticket `code` of `user`'s order. Answers what the giver keeps seeing of it, never the new code:
 * that is the new holder's alone (issue #25).
 */
export async function transferTicket(
  deps: { db: Db; lifecycle: OrderLifecycle; now: Date },
  user: User,
  code: string,
  input: TransferInput,
): Promise<{ ticketId: string; holder: { name: string; email: string }; transferredAt: Date }> {
  const holder = { name: normalizeName(input.name), email: normalizeEmail(input.email) };
  if (holder.name.length < 2) throw new HttpError(400, transferMessages.name);
  if (!isValidEmailAddress(holder.email)) throw new HttpError(400, transferMessages.email);

  const ticket = await findTransferable(deps.db, code);
  if (!ticket || (ticket.buyerId !== user.id && user.role !== 'ADMIN'))
    throw new HttpError(404, transferMessages.notFound);
  if (ticket.orderStatus !== 'paid') throw new HttpError(409, transferMessages.notPaid, 'ORDER_NOT_PAID');
  if (ticket.transferredAt || ticket.currentTransferredAt)
    throw new HttpError(409, transferMessages.alreadyTransferred, 'ALREADY_TRANSFERRED');
  // A code reissued for any other reason is no longer a ticket.
  if (ticket.state === 'reissued') throw new HttpError(404, transferMessages.notFound);
  if (ticket.state !== 'valid') throw new HttpError(409, transferMessages.notValid, 'TICKET_CANCELLED');
  const start = ticket.eventStart ?? ticket.eventDate;
  if (start && deps.now.getTime() > start.getTime() - TRANSFER_MIN_HOURS_BEFORE_EVENT * 60 * 60_000)
    throw new HttpError(409, transferMessages.tooLate, 'TRANSFER_TOO_LATE');
  if (holder.email === user.email && user.id === ticket.buyerId)
    throw new HttpError(400, transferMessages.sameHolder);
  const meiaEntrada = halfPriceHolder(ticket.halfPrice, input.meiaEntrada);

  const outcome = await deps.lifecycle.reissueTicket({
    ticketId: ticket.id,
    holder: meiaEntrada ? { ...holder, meiaEntrada } : holder,
    now: deps.now,
  });
  if (!outcome.reissued) {
    switch (outcome.reason) {
      case 'already-transferred':
        throw new HttpError(409, transferMessages.alreadyTransferred, 'ALREADY_TRANSFERRED');
      case 'checked-in':
        throw new HttpError(409, transferMessages.checkedIn, 'TICKET_ALREADY_USED');
      case 'not-valid':
        throw new HttpError(409, transferMessages.notValid, 'TICKET_CANCELLED');
      case 'not-found':
        throw new HttpError(404, transferMessages.notFound);
      case 'meia-entrada-taken':
        throw new HttpError(409, transferMessages.meiaEntradaTaken, 'MEIA_ENTRADA_TAKEN');
    }
  }
  return { ticketId: outcome.ticketId, holder, transferredAt: deps.now };
}

/** Orders holding valid tickets transferred to this e-mail, and how many, for the new holder's "Meus ingressos". */
export function ordersHoldingTicketsOf(
  db: Db,
  email: string,
): Promise<{ orderId: string; tickets: number }[]> {
  return db
    .select({ orderId: tickets.orderId, tickets: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.holderEmail, normalizeEmail(email)), eq(tickets.state, 'valid')))
    .groupBy(tickets.orderId);
}
