import { requireTokenSubject, requireUser } from '../auth';
import type { OperationHandlers } from '../operations';

export const ticketHandlers = {
  async getOrderTickets(request) {
    return request.server.tickets.orderTickets(requireUser(request), request.params.id);
  },

  async getTicketQr(request, reply) {
    const png = await request.server.tickets.rotatingQrPng(request.params.code, {
      user: request.user,
      access: request.query.access,
    });
    // The image changes every minute and is a credential: never cached, by the browser or on the way.
    return reply.header('cache-control', 'no-store').type('image/png').send(png);
  },

  async getTicketPdf(request, reply) {
    const { fileName, content } = await request.server.tickets.pdfFor(request.params.code, {
      user: request.user,
      access: request.query.access,
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('application/pdf')
      .send(content);
  },

  async transferTicket(request) {
    return request.server.tickets.transfer(requireUser(request), request.params.code, request.body);
  },

  async listReceivedTickets(request) {
    return request.server.tickets.received(requireUser(request));
  },

  async scanTicket(request) {
    const device = request.doorDevice;
    const scanner = device ? { deviceId: device.id } : requireTokenSubject(request);
    // Per scanning user or door device, never per IP: a venue's door team shares one address.
    const subject = device ? `device:${device.id}` : requireTokenSubject(request).userId;
    await request.server.rateLimits.consume(request.server.tickets.scanRule, subject);
    return request.server.tickets.scan(scanner, request.body.code);
  },
} satisfies OperationHandlers;
