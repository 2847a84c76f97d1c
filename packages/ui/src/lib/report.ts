import type { CalendarDay } from './calendar-day';

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
  /** A half-price (meia-entrada) lot; absent when the source does not say (no "Meia-entrada" column). */
  meiaEntrada?: boolean;
};

/** The "Meia-entrada" card (issue #14): offered, taken (pending and paid), left, and % of the tickets taken. */
type ReportMeiaEntrada = {
  lei: boolean;
  total: number;
  vendidas: number;
  restantes: number;
  percentualVendidos: number;
};

/** The server sends every day of the range, days without sales as zeros (net of refunds: may be negative). */
type ReportDay = { day: CalendarDay; tickets: number; revenue: number };

/** Spec §7: the notes disagree on whether an item carries `unitPrice`; treat it as possibly present. */
type ReportOrderItem = { name: string; quantity: number; unitPrice?: number | null };

type ReportOrder = {
  id: string;
  createdAt: string;
  total: number;
  items: ReportOrderItem[];
  /** The coupon's discount on the order (issue #18) and its code. */
  discount?: number;
  couponCode?: string | null;
  /** The order's reserved seats (issue #29), "Setor B · Fileira F · Assento 12" each; absent or empty without. */
  seats?: string[];
};

/** Per coupon (issue #18): paid orders and discount in the range, uses reserved now. */
type ReportCoupon = {
  couponId: string;
  code: string;
  orders: number;
  discount: number;
  used: number;
  maxUses: number | null;
};

/** Spec §9: the top lots chart shows five. */
const TOP_LOTS = 5;
/** Spec §9: the daily chart's x axis shows at most 12 ticks. */
const MAX_X_TICKS = 12;

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

export { dayTicks, MAX_X_TICKS, TOP_LOTS, topLotsByRevenue };
export type {
  ReportCoupon,
  ReportDay,
  ReportEvent,
  ReportLot,
  ReportMeiaEntrada,
  ReportOrder,
  ReportOrderItem,
  ReportTotals,
};
