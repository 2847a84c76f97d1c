import { eachDay, type CalendarDay, type DayRange } from './calendar-day';

/**
 * The sales report's data, shaped like the API's report schemas (ReportSummary, ReportLot, ReportDay,
 * ReportOrder) so the host passes answers through, and an embedder can feed its own.
 */

type ReportEvent = { title: string; startDate: string | null; city: string | null };

type ReportTotals = { ordersPaid: number; tickets: number; revenue: number };

/** One ticket type (lot): `officialSold` and `remaining` are its stock now; the rest respects the range. */
type ReportLot = {
  ticketTypeId: string;
  name: string;
  price: number;
  plannedQuantity: number;
  officialSold: number;
  soldPaid: number;
  revenuePaid: number;
  remaining: number;
};

type ReportDay = { day: CalendarDay; tickets: number; revenue: number };

/** Spec §7: older servers may leave out `unitPrice`. */
type ReportOrderItem = { name: string; quantity: number; unitPrice?: number | null };

type ReportOrder = { id: string; createdAt: string; total: number; items: ReportOrderItem[] };

/** Spec §9: the top lots chart shows five. */
const TOP_LOTS = 5;
/** Spec §9: the daily chart's x axis shows at most 12 ticks. */
const MAX_X_TICKS = 12;

/** Rounds to centavos, so adding 0.1 and 0.2 gives 0.3. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * One row per day of `range` (spec §5), in order: the server's figures where it sent the day, zeros
 * where it did not. Days outside the range are dropped; a day sent twice is added up.
 */
function fillDailyGaps(days: readonly ReportDay[], range: DayRange): ReportDay[] {
  const byDay = new Map<string, ReportDay>();
  for (const row of days) {
    const seen = byDay.get(row.day);
    byDay.set(
      row.day,
      seen
        ? { day: row.day, tickets: seen.tickets + row.tickets, revenue: toCents(seen.revenue + row.revenue) }
        : { day: row.day, tickets: row.tickets, revenue: row.revenue },
    );
  }
  return eachDay(range).map((day) => byDay.get(day) ?? { day, tickets: 0, revenue: 0 });
}

/**
 * The lots with the most paid revenue, best first (ties keep the server's order). Lots that sold
 * nothing in the range are left out: a bar of zero says nothing.
 */
function topLotsByRevenue(lots: readonly ReportLot[], limit = TOP_LOTS): ReportLot[] {
  return lots
    .filter((lot) => lot.revenuePaid > 0)
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => b.lot.revenuePaid - a.lot.revenuePaid || a.index - b.index)
    .slice(0, limit)
    .map(({ lot }) => lot);
}

/**
 * The days that get an x-axis tick: every `step`-th day from the first, with the step chosen so no
 * more than `maxTicks` remain (30 days → every 3rd, 90 days → every 8th).
 */
function dayTicks(days: readonly CalendarDay[], maxTicks = MAX_X_TICKS): CalendarDay[] {
  if (days.length === 0 || maxTicks < 1) return [];
  const step = Math.ceil(days.length / maxTicks);
  return days.filter((_, index) => index % step === 0);
}

export { dayTicks, fillDailyGaps, MAX_X_TICKS, TOP_LOTS, topLotsByRevenue };
export type { ReportDay, ReportEvent, ReportLot, ReportOrder, ReportOrderItem, ReportTotals };
