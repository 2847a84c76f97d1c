import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { OperationHandlers } from '../operations';
import {
  eventStatement,
  organizerStatement,
  reportDaily,
  reportOrders,
  reportSummary,
  type ReportRequest,
} from './service';

const reportRequest = (
  request: FastifyRequest,
  params: { id: string },
  query: { from?: string; to?: string },
): ReportRequest => ({
  user: requireUser(request),
  eventId: params.id,
  query: { from: query.from, to: query.to },
  now: request.server.now(),
});

export const reportHandlers = {
  async getReportSummary(request) {
    return reportSummary(request.server.db, reportRequest(request, request.params, request.query));
  },

  async getReportDaily(request) {
    return reportDaily(request.server.db, reportRequest(request, request.params, request.query));
  },

  /** At most REPORT_ORDERS_LIMIT (1000) orders, the newest; the summary's `totals.ordersPaid` tells how many exist. */
  async getReportOrders(request) {
    return reportOrders(request.server.db, reportRequest(request, request.params, request.query));
  },

  async getEventStatement(request) {
    return eventStatement(request.server.db, reportRequest(request, request.params, request.query));
  },

  async getMyStatement(request) {
    const { from, to } = request.query;
    return organizerStatement(request.server.db, requireUser(request), { from, to }, request.server.now());
  },
} satisfies OperationHandlers;
