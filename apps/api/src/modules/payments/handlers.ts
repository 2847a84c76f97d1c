import type { Schemas } from '@bilheteria/api-client';
import { requireAdmin, requireUser } from '../auth';
import { centsToReais } from '../orders';
import type { OperationHandlers } from '../operations';
import { listRefunds, type AdminRefundRow } from './refunds';

const toAdminRefund = (row: AdminRefundRow): Schemas['AdminRefund'] => ({
  _id: row.id,
  orderId: row.orderId,
  eventTitle: row.eventTitle,
  buyerEmail: row.buyerEmail,
  status: row.status,
  amount: centsToReais(row.amountCents),
  reason: row.reason,
  attempts: row.attempts,
  lastError: row.lastError,
  requestedAt: row.requestedAt.toISOString(),
  nextAttemptAt: row.status === 'requested' ? row.nextAttemptAt.toISOString() : null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

export const paymentHandlers = {
  // Money still owed to buyers, for the ADMIN to follow (a provider that keeps refusing needs a person).
  async listRefunds(request) {
    requireAdmin(request);
    const { rows, total, awaiting } = await listRefunds(request.server.db, {
      limit: request.query.limit ?? 50,
      offset: request.query.offset ?? 0,
    });
    return { items: rows.map(toAdminRefund), total, awaiting };
  },

  async getOrderPayment(request) {
    return request.server.payments.orderPayment(requireUser(request), request.params.id);
  },

  async createPix(request) {
    const user = requireUser(request);
    await request.server.rateLimits.consume(request.server.payments.pixRule, user.id);
    return request.server.payments.createPix(user, request.body);
  },

  // Card testing stops at CARD_RATE_LIMIT an hour, per account and per client address (TRUST_PROXY decides it).
  async createCardPayment(request) {
    const user = requireUser(request);
    const { cardRules } = request.server.payments;
    await request.server.rateLimits.consume(cardRules.perUser, user.id);
    await request.server.rateLimits.consume(cardRules.perAddress, request.ip);
    return request.server.payments.payByCard(user, request.body, request.ip);
  },

  async asaasWebhook(request) {
    return request.server.payments.webhook(request.headers['asaas-access-token'], request.body);
  },

  // An order's cancellation withdraws its Pix at the provider: the payments service runs both.
  async cancelOrder(request) {
    return request.server.payments.cancelOrder(requireUser(request), request.params.id);
  },

  // Calling an event off is refunding every order of it: the payments service runs it.
  async cancelEvent(request) {
    return request.server.payments.cancelEvent(
      requireUser(request),
      request.params.id,
      (request.body as { dryRun?: boolean } | undefined)?.dryRun ?? false,
    );
  },

  async confirmLocalPayment(request) {
    return request.server.payments.confirmLocal(
      requireUser(request),
      request.params.paymentId,
      request.query.outcome,
    );
  },
} satisfies OperationHandlers;
