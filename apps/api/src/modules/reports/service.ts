import type { components } from '@bilheteria/api-client';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { checkInReport } from './checkin';
import { paymentsReport } from './payments';
import { statementOf } from './statement';
import { resolvePeriod, type ReportPeriod } from './period';
import { canReadReports, reportMessages, toDailyDto, toReportOrderDto, toSummaryDto } from './report';
import {
  couponTotals,
  dailySales,
  findReportEvent,
  paidOrders,
  summarize,
  type ReportEvent,
} from './repository';

type Schemas = components['schemas'];

export interface ReportRequest {
  user: User;
  eventId: string;
  query: { from?: string; to?: string };
  /** The app's clock: "today" of the default period. */
  now: Date;
}

/** The event and the period of a report request, or 400 (period) / 404 (no such event, or not the caller's). */
async function prepare(
  db: Db,
  request: ReportRequest,
): Promise<{ event: ReportEvent; period: ReportPeriod }> {
  const period = resolvePeriod(request.query, request.now);
  const event = await findReportEvent(db, request.eventId);
  if (!event || !canReadReports(request.user, event)) throw new HttpError(404, reportMessages.eventNotFound);
  return { event, period };
}

export async function reportSummary(db: Db, request: ReportRequest): Promise<Schemas['ReportSummary']> {
  const { event, period } = await prepare(db, request);
  const [{ totals, lots }, coupons, checkIn, payments] = await Promise.all([
    summarize(db, event.id, period),
    couponTotals(db, event.id, period),
    checkInReport(db, event.id),
    paymentsReport(db, event.id, period),
  ]);
  return { ...toSummaryDto(event, totals, lots, period, coupons), checkIn, payments };
}

export async function reportDaily(db: Db, request: ReportRequest): Promise<Schemas['ReportDaily']> {
  const { event, period } = await prepare(db, request);
  return toDailyDto(await dailySales(db, event.id, period), period);
}

export async function reportOrders(db: Db, request: ReportRequest): Promise<Schemas['ReportOrder'][]> {
  const { event, period } = await prepare(db, request);
  return (await paidOrders(db, event.id, period)).map(toReportOrderDto);
}

/** The event's statement (issue #31): organizer or ADMIN, like its other reports. */
export async function eventStatement(db: Db, request: ReportRequest): Promise<Schemas['Statement']> {
  const { event, period } = await prepare(db, request);
  return statementOf(db, { eventId: event.id }, period);
}

/** The caller's statement over every event it organizes (issue #31). */
export async function organizerStatement(
  db: Db,
  user: User,
  query: { from?: string; to?: string },
  now: Date,
): Promise<Schemas['Statement']> {
  return statementOf(db, { organizerId: user.id }, resolvePeriod(query, now));
}
