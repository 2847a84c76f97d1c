import type { Schemas } from '@bilheteria/api-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import { findPdfFonts, renderTicketPdf } from './ticket-pdf';
import { ticketPdfFileName } from './ticket-text';
import {
  findCheckInTime,
  findOrderWithEvent,
  findPrintableTicket,
  listOrderTickets,
  recordScan,
  ticketExists,
  type ScanRecord,
  type TokenVerdict,
} from './tickets-repository';
import { rotatingToken, staticToken, verifyToken, type TokenCheck } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketService;
  }
}

export const ticketMessages = {
  orderNotFound: 'Pedido não encontrado.',
  ticketNotFound: 'Ingresso não encontrado.',
  invalidQr: 'QR inválido.',
  expiredQr: 'QR expirado. Peça para atualizar o ingresso.',
  notOrganizer: 'Apenas o organizador do evento pode validar ingressos.',
  notPaid: 'Ingresso sem pagamento confirmado.',
  alreadyUsed: 'Ingresso já utilizado',
} as const;

export interface TicketService {
  /** The order's tickets, for its buyer or an ADMIN (404 for anyone else); none until the order is paid. */
  orderTickets(user: User, orderId: string): Promise<Schemas['OrderTickets']>;
  /** The PNG of the ticket's current rotating token (404 for an unknown code). */
  rotatingQrPng(code: string): Promise<Buffer>;
  /** The ticket's printable PDF with its static token (404 for an unknown code). */
  pdf(code: string): Promise<{ fileName: string; content: Buffer }>;
  /** Validates a scanned QR text and checks its ticket in exactly once; every attempt is logged. */
  scan(scannerId: string, text: string): Promise<Schemas['ScanResult']>;
}

/** The rotating QR as phones show it: 320 px, a 2-module quiet zone, error correction M. */
const qrImageOptions = { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' } as const;

const tokenVerdict = (check: TokenCheck): TokenVerdict =>
  check.valid ? 'valid' : check.reason === 'expired' ? 'expired' : 'invalid';

async function ticketsPlugin(app: FastifyInstance, { config }: { config: Pick<Config, 'ticketSecret'> }) {
  const secret = config.ticketSecret;
  const fonts = findPdfFonts();
  if (!fonts.embedded) {
    app.log.warn(
      'DejaVu Sans não encontrada em /usr/share/fonts/truetype/dejavu (pacote fonts-dejavu-core): os PDFs de ' +
        'ingresso usarão Helvetica.',
    );
  }
  const ticketNotFound = () => new HttpError(404, ticketMessages.ticketNotFound);

  /** The answer to a recorded scan: 200 for the check-in, an HttpError for everything else. */
  async function answer(record: ScanRecord): Promise<Schemas['ScanResult']> {
    const { ticket } = record;
    switch (record.result) {
      case 'unauthenticated':
        throw new HttpError(401, messages.unauthenticated);
      case 'invalid':
        throw new HttpError(400, ticketMessages.invalidQr, 'INVALID_QR');
      case 'expired':
        throw new HttpError(400, ticketMessages.expiredQr, 'EXPIRED_QR');
      case 'not_found':
        throw ticketNotFound();
      case 'forbidden':
        throw new HttpError(403, ticketMessages.notOrganizer, 'NOT_EVENT_ORGANIZER');
      case 'unpaid':
        // Not 409: the contract reserves 409 for ALREADY_CHECKED_IN (clients read `checkedInAt` from it).
        throw new HttpError(422, ticketMessages.notPaid, 'TICKET_NOT_PAID');
      case 'already_used': {
        const checkedInAt = record.checkedInAt ?? (await findCheckInTime(app.db, ticket!.id));
        throw new HttpError(409, ticketMessages.alreadyUsed, 'ALREADY_CHECKED_IN', {
          checkedInAt: checkedInAt!.toISOString(),
        });
      }
      case 'checked_in':
        return {
          status: 'checked_in',
          checkedInAt: record.checkedInAt!.toISOString(),
          ticket: { _id: ticket!.id, code: ticket!.code, ticketTypeName: ticket!.ticketTypeName },
          attendee: { name: ticket!.attendeeName, email: ticket!.attendeeEmail },
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

  const tickets: TicketService = {
    async orderTickets(user, orderId) {
      const found = await findOrderWithEvent(app.db, orderId);
      if (!found || (found.order.buyerId !== user.id && user.role !== 'ADMIN')) {
        throw new HttpError(404, ticketMessages.orderNotFound);
      }
      const { order, event } = found;
      const rows = order.status === 'paid' ? await listOrderTickets(app.db, order.id) : [];
      return {
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
          code: row.code,
          ticketTypeName: row.ticketTypeName,
          attendeeName: row.attendeeName,
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
          state: 'valid' as const,
        })),
      };
    },

    async rotatingQrPng(code) {
      if (!(await ticketExists(app.db, code))) throw ticketNotFound();
      return QRCode.toBuffer(rotatingToken(secret, code, app.now()), qrImageOptions);
    },

    async pdf(code) {
      const ticket = await findPrintableTicket(app.db, code);
      if (!ticket) throw ticketNotFound();
      const content = await renderTicketPdf({ ticket, qrText: staticToken(secret, code), fonts });
      return { fileName: ticketPdfFileName(ticket.event.title, code), content };
    },

    async scan(scannerId, text) {
      const at = app.now();
      const check = verifyToken(secret, text, at);
      const record = await recordScan(app.database, {
        code: check.code ?? null,
        token: tokenVerdict(check),
        scannerId,
        at,
      });
      return answer(record);
    },
  };

  app.decorate('tickets', tickets);
}

export default fp(ticketsPlugin, { name: 'tickets', dependencies: ['database'] });
