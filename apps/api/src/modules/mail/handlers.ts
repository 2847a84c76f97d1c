import type { Schemas } from '@bilheteria/api-client';
import { count } from 'drizzle-orm';
import { mailOutbox, type MailAttachment, type MailMessage } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requireAdmin } from '../auth';
import type { OperationHandlers } from '../operations';
import { findMessage, listMessages } from './outbox';

/*
 * The ADMIN "Caixa de saída": every message as stored (what the buyer receives), attachments included. Ticket
 * PDFs are drawn on request, as the worker draws them when sending.
 */

const notFound = () => new HttpError(404, 'Mensagem não encontrada.');

const summary = (message: MailMessage): Schemas['OutboxSummary'] => ({
  _id: message.id,
  kind: message.kind,
  recipient: message.recipient,
  subject: message.subject,
  status: message.status,
  attempts: message.attempts,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  lastError: message.lastError,
});

const attachmentName = (attachment: MailAttachment) =>
  attachment.kind === 'file' ? attachment.filename : `ingresso-${attachment.ticketCode.slice(0, 8)}.pdf`;

export const mailHandlers = {
  async listOutbox(request) {
    requireAdmin(request);
    const db = request.server.db;
    const limit = request.query.limit ?? 20;
    const offset = request.query.offset ?? 0;
    const rows = await listMessages(db, { limit: limit + offset });
    const [total] = await db.select({ total: count() }).from(mailOutbox);
    return { items: rows.slice(offset).map(summary), total: total?.total ?? 0 };
  },

  async getOutboxMessage(request) {
    requireAdmin(request);
    const message = await findMessage(request.server.db, request.params.id);
    if (!message) throw notFound();
    return {
      ...summary(message),
      html: message.html,
      text: message.text,
      attachments: message.attachments.map((attachment, index) => ({
        index,
        filename: attachmentName(attachment),
        contentType: attachment.kind === 'file' ? attachment.contentType : 'application/pdf',
      })),
    };
  },

  async getOutboxAttachment(request, reply) {
    requireAdmin(request);
    const message = await findMessage(request.server.db, request.params.id);
    const attachment = message?.attachments[request.params.index];
    if (!attachment) throw notFound();
    const file =
      attachment.kind === 'file'
        ? { fileName: attachment.filename, content: Buffer.from(attachment.contentBase64, 'base64') }
        : await request.server.tickets.pdf(attachment.ticketCode);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type('application/octet-stream')
      .send(file.content);
  },
} satisfies OperationHandlers;
