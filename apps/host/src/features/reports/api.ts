import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import type { DayRange, EventReportData, ReportEvent } from '@bilheteria/ui/report';
import { $api, errorMessage, unwrap } from '../../lib/api';

/** Spec §8: report load failure without a server message. */
export const REPORT_LOAD_FAILED = 'Falha ao carregar relatório';

export type ReportSummary = Schemas['ReportSummary'];
export type ReportOrder = Schemas['ReportOrder'];
export type ReportDaily = Schemas['ReportDaily'];

type ReportParams = { id: string } & DayRange;

export const reportSummaryQueryKey = (params: ReportParams) =>
  ['get', '/reports/events/{id}/summary', params] as const;
export const reportOrdersQueryKey = (params: ReportParams) =>
  ['get', '/reports/events/{id}/orders', params] as const;
export const reportDailyQueryKey = (params: ReportParams) =>
  ['get', '/reports/events/{id}/daily', params] as const;

const request = ({ id, from, to }: ReportParams) => ({ path: { id }, query: { from, to } });

/**
 * GET /reports/events/{id}/summary. While another range of the same event loads, the last answer
 * stays as placeholder, so the event's header does not flicker (its figures are not shown meanwhile).
 */
export function reportSummaryQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportSummaryQueryKey(params),
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/reports/events/{id}/summary', { params: request(params), signal }),
        REPORT_LOAD_FAILED,
      ),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].id === params.id ? previous : undefined,
  });
}

/** GET /reports/events/{id}/orders: paid orders of the range, most recent first. */
export function reportOrdersQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportOrdersQueryKey(params),
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/reports/events/{id}/orders', { params: request(params), signal }),
        REPORT_LOAD_FAILED,
      ),
  });
}

/** GET /reports/events/{id}/daily. */
export function reportDailyQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportDailyQueryKey(params),
    queryFn: ({ signal }) =>
      unwrap($api.GET('/reports/events/{id}/daily', { params: request(params), signal }), REPORT_LOAD_FAILED),
  });
}

export type EventReport =
  | { status: 'loading'; event: ReportEvent | null; error: null; data: null }
  | { status: 'error'; event: ReportEvent | null; error: string; data: null }
  | { status: 'success'; event: ReportEvent; error: null; data: EventReportData };

/**
 * The event's report for a range: the three calls in parallel (spec §7). It is loading while any call
 * is in flight, so an earlier error is cleared as soon as a new fetch starts (spec §4); then the first
 * failure's message, or the data with the daily series covering every day of the range (spec §5).
 */
export function useEventReport(eventId: string, range: DayRange) {
  const params = { id: eventId, ...range };
  return useQueries({
    queries: [
      reportSummaryQueryOptions(params),
      reportOrdersQueryOptions(params),
      reportDailyQueryOptions(params),
    ],
    combine: ([summary, orders, daily]): EventReport & { refetch(): void } => {
      const refetch = () => {
        void summary.refetch();
        void orders.refetch();
        void daily.refetch();
      };
      const event = summary.data?.event ?? null;
      const results = [summary, orders, daily];
      if (results.some((result) => result.isFetching || result.isPending)) {
        return { status: 'loading', event, error: null, data: null, refetch };
      }
      const failed = results.find((result) => result.isError);
      if (failed || !summary.data || !orders.data || !daily.data) {
        return {
          status: 'error',
          event,
          error: errorMessage(failed?.error, REPORT_LOAD_FAILED),
          data: null,
          refetch,
        };
      }
      return {
        status: 'success',
        event: summary.data.event,
        error: null,
        data: {
          totals: summary.data.totals,
          lots: summary.data.byLot,
          meiaEntrada: summary.data.meiaEntrada,
          // The server sends every day of the range (zeros included): passed through as it is.
          daily: daily.data.daily,
          orders: orders.data,
          coupons: summary.data.coupons,
          // Live entries at the door and "Entradas duplicadas" (issue #17).
          checkIn: summary.data.checkIn ?? null,
          // Pix / Cartão and the card by installments, interest apart (issue #27); shown once a card sold.
          payments: paymentsSplit(summary.data.payments),
        },
        refetch,
      };
    },
  });
}

/** The report's payments split as the screen lists it: shown only when a card sale is in the range. */
function paymentsSplit(payments: Schemas['ReportPayments'] | undefined) {
  if (!payments || payments.byInstallments.length === 0) return null;
  const row = (label: string, entry: { orders: number; revenue: number; interest: number }) => ({
    label,
    orders: entry.orders,
    revenue: entry.revenue,
    interest: entry.interest,
  });
  return {
    byMethod: payments.byMethod.map((entry) => row(entry.label, entry)),
    byInstallments: payments.byInstallments.map((entry) =>
      row(entry.installments === 1 ? 'Cartão à vista' : `Cartão em ${entry.installments}x`, entry),
    ),
  };
}
