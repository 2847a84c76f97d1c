import type { Schemas } from '@bilheteria/api-client';
import { doorMessages, isMeiaEntradaTipo } from '@bilheteria/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import type { RateRule } from '../../plugins/rate-limits';
import type { TokenSubject } from '../auth';
import { findPdfFonts, renderTicketPdf } from './ticket-pdf';
import { ticketPdfFileName } from './ticket-text';
import {
  findCheckInTime,
  findOrderWithEvent,
  findPrintableTicket,
  findOrdersWithEvents,
  findTicketBuyer,
  listOrderTickets,
  recordScan,
  type PrintableTicket,
  type ScanRecord,
  type TicketOwner,
  type TokenVerdict,
} from './tickets-repository';
import { ordersHoldingTicketsOf, transferTicket, type TransferInput } from './transfer';

/**
 * Whose ticket it is for a session: the buyer's until it is transferred, then only the new holder's, and only
 * once their account proved the address (issue #25: registering someone else's e-mail first takes nothing).
 */
function holding(owner: TicketOwner, user: User): 'holds' | 'unproven' | 'not-theirs' {
  if (owner.holderEmail === null) return owner.buyerId === user.id ? 'holds' : 'not-theirs';
  if (owner.holderEmail !== user.email) return 'not-theirs';
  return user.emailVerifiedAt ? 'holds' : 'unproven';
}
import { createTicketLinks } from './ticket-links';
import { rotatingToken, staticToken, verifyToken, type TokenCheck } from './tokens';

/** A half-price ticket's beneficiary, for the door: what to ask for comes from its type. */
function toMeiaEntrada(ticket: {
  meiaTipo: string | null;
  meiaDocumento: string | null;
}): Schemas['MeiaEntradaBeneficiary'] | null {
  if (!isMeiaEntradaTipo(ticket.meiaTipo) || ticket.meiaDocumento === null) return null;
  return { tipo: ticket.meiaTipo, documento: ticket.meiaDocumento };
}

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketService;
  }
}

/** What the ticket routes say beyond the door's words (those are @bilheteria/rules' `doorMessages`). */
export const ticketMessages = {
  orderNotFound: 'Pedido não encontrado.',
  notOrganizer: 'Apenas o organizador do evento pode validar ingressos.',
  linkExpired: 'Este link do ingresso expirou. Abra o ingresso de novo em Meus ingressos.',
  linkInvalid: 'Link do ingresso inválido. Abra o ingresso em Meus ingressos.',
  emailNotVerified:
    'Confirme seu e-mail para abrir os ingressos transferidos para você: use o link que enviamos para ele.',
} as const;

/**
 * Who asks for a ticket's QR image or PDF: the session's user (optional bearer), and the signed `access` of the
 * address, if any. The code alone is neither.
 */
export interface TicketViewer {
  user: User | null;
  access: string | undefined;
}

export interface TicketService {
  /** The order's tickets, for its buyer or an ADMIN (404 for anyone else); none until the order is paid. */
  orderTickets(user: User, orderId: string): Promise<Schemas['OrderTickets']>;
  /**
   * The PNG of the ticket's current rotating token, for its buyer's session, an ADMIN's, or a valid signed
   * `access` (401 with neither, 403 for an expired or forged access, 404 for someone else's or an unknown code).
   */
  rotatingQrPng(code: string, viewer: TicketViewer): Promise<Buffer>;
  /** The ticket's printable PDF, for the same viewers as its QR image. */
  pdfFor(code: string, viewer: TicketViewer): Promise<{ fileName: string; content: Buffer }>;
  /**
   * The ticket's printable PDF with its static token, without any check: for server code that already knows the
   * recipient may have it (the e-mail with the tickets). 404 for an unknown code. `db`: a background worker's
   * own connections.
   */
  pdf(code: string, db?: Db): Promise<{ fileName: string; content: Buffer }>;
  /** Gives a ticket of `user`'s order to someone else (transfer.ts): a new code, their name, their account. */
  transfer(user: User, code: string, input: TransferInput): Promise<Schemas['TicketTransfer']>;
  /** Orders of others holding tickets transferred to `user` (403 until the account proved its address). */
  received(user: User): Promise<Schemas['ReceivedTicketOrder'][]>;
  /**
   * Validates a scanned QR text (or a typed code) and checks its ticket in exactly once; every attempt is logged.
   * The scanner is a user's token, or a door device (#17), which admits only its own event's tickets.
   */
  scan(scanner: TokenSubject | { deviceId: string }, text: string): Promise<Schemas['ScanResult']>;
  /**
   * Scans per scanning user (or door device) and minute, shared by every replica. Never per IP: a venue's door
   * team shares one address.
   */
  scanRule: RateRule;
}

/** The rotating QR as phones show it: 320 px, a 2-module quiet zone, error correction M. */
const qrImageOptions = { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' } as const;

const tokenVerdict = (check: TokenCheck): TokenVerdict =>
  check.valid ? 'valid' : check.reason === 'expired' ? 'expired' : 'invalid';

async function ticketsPlugin(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'ticketSecret' | 'jwtSecret' | 'scanRateLimit'> },
) {
  const secret = config.ticketSecret;
  const links = createTicketLinks(config.jwtSecret);
  const fonts = findPdfFonts();
  if (!fonts.embedded) {
    app.log.warn(
      'DejaVu Sans não encontrada em /usr/share/fonts/truetype/dejavu (pacote fonts-dejavu-core): os PDFs de ' +
        'ingresso usarão Helvetica.',
    );
  }
  const ticketNotFound = () => new HttpError(404, doorMessages.ticketNotFound);
  const emailNotVerified = () => new HttpError(403, ticketMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');

  /**
   * Refuses a viewer who may not open the ticket `code`, given a way to read its buyer (undefined: no such
   * ticket). A signed access wins over the session: it is what the owner's page put in the address.
   */
  async function authorize(
    code: string,
    viewer: TicketViewer,
    ownerOf: () => Promise<TicketOwner | undefined>,
  ): Promise<void> {
    if (viewer.access !== undefined) {
      const check = links.check(code, viewer.access, app.now());
      if (check === 'expired') throw new HttpError(403, ticketMessages.linkExpired, 'TICKET_LINK_EXPIRED');
      if (check === 'invalid') throw new HttpError(403, ticketMessages.linkInvalid, 'TICKET_LINK_INVALID');
      if ((await ownerOf()) === undefined) throw ticketNotFound();
      return;
    }
    if (!viewer.user) throw new HttpError(401, messages.unauthenticated);
    const owner = await ownerOf();
    if (owner === undefined) throw ticketNotFound();
    if (viewer.user.role === 'ADMIN') return;
    const held = holding(owner, viewer.user);
    if (held === 'unproven') throw emailNotVerified();
    if (held === 'not-theirs') throw ticketNotFound();
  }

  /** The answer to a recorded scan: 200 for the check-in, an HttpError for everything else. */
  async function answer(record: ScanRecord, byDevice: boolean): Promise<Schemas['ScanResult']> {
    const { ticket } = record;
    switch (record.result) {
      case 'unauthenticated':
        throw new HttpError(401, messages.unauthenticated);
      case 'invalid':
        throw new HttpError(400, doorMessages.invalidQr, 'INVALID_QR');
      case 'expired':
        throw new HttpError(400, doorMessages.expiredQr, 'EXPIRED_QR');
      case 'not_found':
        throw ticketNotFound();
      case 'forbidden':
        // A door device sees only its own event's tickets; a user, those of the events they organize.
        if (byDevice) throw new HttpError(403, doorMessages.otherEvent, 'OTHER_EVENT');
        throw new HttpError(403, ticketMessages.notOrganizer, 'NOT_EVENT_ORGANIZER');
      case 'cancelled':
        // Its order was refunded or charged back, or the ticket was reissued with a new code.
        throw new HttpError(422, doorMessages.cancelled, 'TICKET_CANCELLED');
      case 'unpaid':
        // Not 409: the contract reserves 409 for ALREADY_CHECKED_IN (clients read `checkedInAt` from it).
        throw new HttpError(422, doorMessages.unpaid, 'TICKET_NOT_PAID');
      case 'already_used': {
        const checkedInAt = record.checkedInAt ?? (await findCheckInTime(app.db, ticket!.id));
        // Whose ticket it was: the door tells the person in front of them who already went in with it.
        throw new HttpError(409, doorMessages.alreadyUsed, 'ALREADY_CHECKED_IN', {
          checkedInAt: checkedInAt!.toISOString(),
          attendeeName: ticket!.attendeeName,
          ticketTypeName: ticket!.ticketTypeName,
        });
      }
      case 'checked_in':
        return {
          status: 'checked_in',
          checkedInAt: record.checkedInAt!.toISOString(),
          ticket: {
            _id: ticket!.id,
            code: ticket!.code,
            ticketTypeName: ticket!.ticketTypeName,
            seat: ticket!.seat,
          },
          attendee: {
            name: ticket!.attendeeName,
            email: ticket!.attendeeEmail,
            meiaEntrada: toMeiaEntrada(ticket!),
          },
          event: {
            _id: ticket!.event.id,
            title: ticket!.event.title,
            eventDate: ticket!.event.eventDate?.toISOString() ?? null,
            venue: ticket!.event.venue,
            city: ticket!.event.city,
          },
        };
    }
  }

  async function renderPdf(ticket: PrintableTicket) {
    const content = await renderTicketPdf({
      ticket,
      qrText: staticToken(secret, ticket.code, ticket.eventId),
      fonts,
    });
    return { fileName: ticketPdfFileName(ticket.event.title, ticket.code), content };
  }

  const tickets: TicketService = {
    async orderTickets(user, orderId) {
      const found = await findOrderWithEvent(app.db, orderId);
      if (!found) throw new HttpError(404, ticketMessages.orderNotFound);
      const { order, event } = found;
      const buyerView = order.buyerId === user.id || user.role === 'ADMIN';
      const all = order.status === 'paid' ? await listOrderTickets(app.db, order.id) : [];
      // Someone a ticket was transferred to sees that ticket, and nothing else of the order.
      const rows = buyerView ? all : all.filter((row) => row.holderEmail === user.email);
      if (!buyerView && rows.length === 0) throw new HttpError(404, ticketMessages.orderNotFound);
      if (!buyerView && !user.emailVerifiedAt) throw emailNotVerified();
      const now = app.now();
      // A live code (what the door admits, and the QR and PDF it opens) goes to the ticket's holder alone, and
      // the ADMIN: the buyer of a ticket given away sees who has it now, nothing to enter with (issue #25).
      const live = (row: (typeof rows)[number]) =>
        user.role === 'ADMIN' ||
        holding({ buyerId: order.buyerId, holderEmail: row.holderEmail, eventId: event.id }, user) ===
          'holds';
      return {
        accessExpiresAt: links.expiresAt(now).toISOString(),
        order: { _id: order.id, status: order.status, createdAt: order.createdAt.toISOString() },
        event: {
          _id: event.id,
          title: event.title,
          image: event.image,
          eventDate: event.eventDate?.toISOString() ?? null,
          startDate: event.startDate?.toISOString() ?? null,
          venue: event.venue,
          city: event.city,
          state: event.state,
          gatesOpenTime: event.gatesOpenTime,
          showStartTime: event.showStartTime,
        },
        tickets: rows.map((row) => ({
          _id: row.id,
          code: live(row) ? row.code : null,
          ticketTypeName: row.ticketTypeName,
          meiaEntrada: row.meiaEntrada,
          meiaEntradaTipo: isMeiaEntradaTipo(row.meiaTipo) ? row.meiaTipo : null,
          seat: row.seat,
          attendeeName: row.attendeeName,
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
          access: live(row) ? links.grant(row.code, now).access : null,
          state: row.state,
          transferredTo:
            row.holderEmail && row.transferredAt
              ? { name: row.attendeeName, email: row.holderEmail, at: row.transferredAt.toISOString() }
              : null,
        })),
      };
    },

    async rotatingQrPng(code, viewer) {
      const owner = await findTicketBuyer(app.db, code);
      await authorize(code, viewer, async () => owner);
      return QRCode.toBuffer(rotatingToken(secret, code, owner!.eventId, app.now()), qrImageOptions);
    },

    async pdfFor(code, viewer) {
      const ticket = await findPrintableTicket(app.db, code);
      await authorize(code, viewer, async () => ticket);
      return renderPdf(ticket!);
    },

    async pdf(code, db = app.db) {
      const ticket = await findPrintableTicket(db, code);
      if (!ticket) throw ticketNotFound();
      return renderPdf(ticket);
    },

    // The lifecycle is registered after this plugin (it follows the mail outbox, which renders ticket PDFs):
    // it is read when a transfer happens, not at start-up.
    async transfer(user, code, input) {
      const done = await transferTicket(
        { db: app.db, lifecycle: app.lifecycle, now: app.now() },
        user,
        code,
        input,
      );
      return {
        _id: done.ticketId,
        holder: done.holder,
        transferredAt: done.transferredAt.toISOString(),
      };
    },

    async received(user) {
      if (!user.emailVerifiedAt) throw emailNotVerified();
      const held = await ordersHoldingTicketsOf(app.db, user.email);
      const found = await findOrdersWithEvents(
        app.db,
        held.map((row) => row.orderId),
      );
      const counts = new Map(held.map((row) => [row.orderId, row.tickets]));
      return found
        .filter(({ order }) => order.buyerId !== user.id)
        .map(({ order, event }) => ({
          orderId: order.id,
          event: {
            _id: event.id,
            title: event.title,
            image: event.image,
            eventDate: (event.eventDate ?? event.startDate)?.toISOString() ?? null,
            city: event.city,
            state: event.state,
            venue: event.venue,
          },
          tickets: counts.get(order.id) ?? 1,
        }));
    },

    scanRule: { name: 'scan', max: config.scanRateLimit, windowMs: 60_000 },

    async scan(scanner, text) {
      const at = app.now();
      const check = verifyToken(secret, text, at);
      const record = await recordScan(app.database, {
        code: check.code ?? null,
        token: tokenVerdict(check),
        scanner,
        at,
      });
      return answer(record, 'deviceId' in scanner);
    },
  };

  app.decorate('tickets', tickets);
}

export default fp(ticketsPlugin, { name: 'tickets', dependencies: ['database'] });
