import {
  ATTENDEE_MESSAGES,
  attendeesProblem,
  MEIA_ENTRADA_MESSAGES,
  meiaEntradasProblem,
  normalizeDocumento,
  normalizeEmail,
  normalizeName,
  type MeiaEntradaTipo,
} from '@bilheteria/rules';
import { HttpError } from '../../http/errors';
import type { LotView } from '../events';

/*
 * The rules of an order request, as pure functions of the request, the event's ticket types and the clock: what
 * is asked for, who uses each ticket, what is on sale, and the per-customer limit. The database only guards
 * what must hold under concurrency (stock, the limit) with the same messages.
 */

export const orderMessages = {
  eventNotFound: 'Evento não encontrado.',
  eventCancelled: 'Este evento foi cancelado pelo organizador: as vendas estão encerradas.',
  orderNotFound: 'Pedido não encontrado.',
  quantityPositive: 'A quantidade de cada ingresso deve ser maior que zero.',
  unknownTicketType: 'Tipo de ingresso inválido para este evento.',
  attendeeTicketType: 'Cada participante deve usar um dos ingressos do pedido.',
  attendeesRequired: ATTENDEE_MESSAGES.missing,
  attendeeEmail: ATTENDEE_MESSAGES.email,
  attendeeCount: (name: string, expected: number, given: number) =>
    `Informe um utilizador para cada ingresso de ${name}: são ${expected} ingresso(s) e ${given} utilizador(es).`,
  invalidAmount: (field: string) =>
    `Dados inválidos: o campo "${field}" deve ter no máximo 2 casas decimais.`,
  totalChanged: 'O total do pedido mudou. Revise os ingressos e tente novamente.',
  soldOut: (name: string) => `Ingressos esgotados para ${name}.`,
  notEnough: (name: string, remaining: number) =>
    `Restam apenas ${remaining} ingresso(s) para ${name}. Ajuste a quantidade e tente novamente.`,
  notOnSale: (name: string) => `${name} não está à venda no momento.`,
  limitReached: (name: string, limit: number, held: number) =>
    `Limite de ${limit} ingresso(s) por cliente para ${name}` +
    (held > 0 ? `: você já tem ${held} em outros pedidos.` : '.'),
  meiaEntradaTaken: MEIA_ENTRADA_MESSAGES.taken,
  orderLimit: (max: number) => `Cada pedido pode ter no máximo ${max} ingressos.`,
  pendingLimit: (max: number) =>
    `Você já tem ${max} pedido(s) aguardando pagamento. Pague ou cancele um deles em "Meus pedidos" para fazer outro.`,
} as const;

export interface RequestedLine {
  ticketTypeId: string;
  quantity: number;
}

/**
 * The items of the request, one line per ticket type (duplicates merged), ordered by ticket type id. An order
 * refuses a quantity of 0; a quote takes it (`allowZero`) to tell what may be bought of a type not chosen yet.
 */
export function mergeItems(items: readonly RequestedLine[], { allowZero = false } = {}): RequestedLine[] {
  const quantities = new Map<string, number>();
  for (const item of items) {
    if (item.quantity < 0 || (item.quantity === 0 && !allowZero))
      throw new HttpError(400, orderMessages.quantityPositive);
    const id = item.ticketTypeId.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + item.quantity);
  }
  return [...quantities]
    .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }))
    .sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));
}

/** What the order rules read of a ticket type. */
export interface TicketTypeView extends LotView {
  id: string;
  name: string;
  lotLabel: string;
  meiaEntrada: boolean;
  priceCents: number;
  perCustomerLimit: number;
}

export interface OrderLine extends RequestedLine {
  name: string;
  unitPriceCents: number;
  perCustomerLimit: number;
}

export interface AttendeeRequest {
  ticketTypeId: string;
  name: string;
  email: string;
  meiaEntrada?: { tipo: string; documento: string } | null;
}

export interface OrderAttendee {
  /** Position in the request (the checkout draft's order). */
  idx: number;
  ticketTypeId: string;
  name: string;
  email: string;
  /** The beneficiary of a half-price ticket (document normalized); null for any other ticket. */
  meiaEntrada: { tipo: MeiaEntradaTipo; documento: string } | null;
  /** Reserved seating (issue #29): the seat the ticket sits in, with its words; absent for a category without a map. */
  seat?: AttendeeSeat | null;
}

/** A seat as an order keeps it: its id (the claim) and the words every ticket shows. */
export interface AttendeeSeat {
  id: string;
  /** The seat's id in the contract (its ref in the event's map). */
  ref: string;
  section: string;
  row: string;
  label: string;
}

/**
 * Exactly one attendee per ticket, each with a name and a valid e-mail, using a ticket type of the order; each
 * half-price ticket (a type in `meiaTypeIds`) names its beneficiary, one document per ticket.
 */
export function checkAttendees(
  lines: readonly OrderLine[],
  attendees: readonly AttendeeRequest[],
  meiaTypeIds: ReadonlySet<string> = new Set(),
): OrderAttendee[] {
  // Name and e-mail are judged by the attendees form's own rules (@bilheteria/rules).
  const problem = attendeesProblem(attendees);
  if (problem !== null) throw new HttpError(400, problem);
  const isMeia = (attendee: AttendeeRequest) => meiaTypeIds.has(attendee.ticketTypeId.toLowerCase());
  // So is the beneficiary of a half-price ticket (Lei 12.933/2013).
  const meiaProblem = meiaEntradasProblem(attendees.filter(isMeia).map((attendee) => attendee.meiaEntrada));
  if (meiaProblem !== null) throw new HttpError(400, meiaProblem, 'MEIA_ENTRADA_INVALID');
  const checked = attendees.map((attendee, idx): OrderAttendee => ({
    idx,
    ticketTypeId: attendee.ticketTypeId.toLowerCase(),
    name: normalizeName(attendee.name),
    email: normalizeEmail(attendee.email),
    meiaEntrada:
      isMeia(attendee) && attendee.meiaEntrada
        ? {
            tipo: attendee.meiaEntrada.tipo as MeiaEntradaTipo,
            documento: normalizeDocumento(attendee.meiaEntrada.documento),
          }
        : null,
  }));
  const ordered = new Set(lines.map((line) => line.ticketTypeId));
  if (checked.some((attendee) => !ordered.has(attendee.ticketTypeId))) {
    throw new HttpError(400, orderMessages.attendeeTicketType);
  }
  for (const line of lines) {
    const given = checked.filter((attendee) => attendee.ticketTypeId === line.ticketTypeId).length;
    if (given !== line.quantity) {
      throw new HttpError(400, orderMessages.attendeeCount(line.name, line.quantity, given));
    }
  }
  return checked;
}

/**
 * The per-customer limit (0 = none): what the buyer already holds in pending and paid orders plus what this
 * order asks for must not exceed it.
 */
export function checkCustomerLimit(lines: readonly OrderLine[], held: ReadonlyMap<string, number>): void {
  for (const line of lines) {
    if (line.perCustomerLimit === 0) continue;
    const already = held.get(line.ticketTypeId) ?? 0;
    if (already + line.quantity > line.perCustomerLimit) {
      throw new HttpError(
        409,
        orderMessages.limitReached(line.name, line.perCustomerLimit, already),
        'LIMIT_REACHED',
      );
    }
  }
}
