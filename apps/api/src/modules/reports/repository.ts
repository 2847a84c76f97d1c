import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { REPORT_TIME_ZONE, type ReportPeriod } from './period';

/*
 * Every figure is aggregated by PostgreSQL; nothing loads the orders of an event into memory. The reports read
 * the sales ledger (modules/sales-ledger): a sale counts on the São Paulo day its money arrived, for what was
 * charged after discounts, and a refund or chargeback takes it back on the day the money left — figures of a
 * period are net. The totals, lots and days add up the ledger's daily rollups (daily_sales / daily_lot_sales, one
 * row per event and day, and per ticket type and day), so a report reads at most a few hundred rows however many
 * orders the event sold. The orders list reads the newest sales of the period through the ledger's
 * sales_ledger_event_sales_idx.
 *
 * Numbers come back as text (`::text`): node-postgres hands bigint sums over as strings and PGlite as numbers
 * or BigInts; text is one shape for both, and revenue in cents may exceed 2^31.
 */

/** Orders listed by the orders report at most: the newest ones. `totals.ordersPaid` of the summary tells how many there are. */
export const REPORT_ORDERS_LIMIT = 1000;

export interface ReportEvent {
  id: string;
  organizerId: string;
  title: string;
  startDate: Date | null;
  city: string | null;
  meiaEntradaLei: boolean;
}

export interface ReportTotalsRow {
  ordersPaid: number;
  ticketsSold: number;
  revenueCents: number;
}

export interface ReportLotRow {
  ticketTypeId: string;
  name: string;
  meiaEntrada: boolean;
  priceCents: number;
  quantity: number;
  sold: number;
  soldPaid: number;
  revenuePaidCents: number;
}

export interface ReportDayRow {
  day: string;
  tickets: number;
  revenueCents: number;
}

export interface ReportOrderRow {
  id: string;
  createdAt: Date;
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  items: Array<{ name: string; quantity: number; unitPriceCents: number; discountCents: number }>;
  /** The order's seats (issue #29), in its attendees' order; empty without reserved seating. */
  seats: SeatWords[];
}

export interface SeatWords {
  seatSection: string | null;
  seatRow: string | null;
  seatLabel: string | null;
}

/** The first instant of the period (its first day at 00:00 in São Paulo) and the first instant after it. */
const periodStart = (period: ReportPeriod) =>
  sql`((${period.from}::date)::timestamp at time zone ${REPORT_TIME_ZONE})`;
const periodEnd = (period: ReportPeriod) =>
  sql`((${period.to}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export async function findReportEvent(db: Db, eventId: string): Promise<ReportEvent | undefined> {
  const [row] = await queryRows<{
    id: string;
    organizer_id: string;
    title: string;
    start_date: unknown;
    city: string | null;
    meia_entrada_lei: boolean;
  }>(
    db,
    // The spec names the event's date `eventDate` or `startDate` interchangeably: whichever the event has.
    sql`select id, organizer_id, title, coalesce(start_date, event_date) as start_date, city,
               meia_entrada_lei
        from events where id = ${eventId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    organizerId: row.organizer_id,
    title: row.title,
    startDate: row.start_date === null ? null : toDate(row.start_date),
    city: row.city,
    meiaEntradaLei: row.meia_entrada_lei,
  };
}

/**
 * The totals of the period and one row per ticket type of the event (all of them, sold or not), in one
 * statement. `sold`/`quantity` are the inventory now; the other figures respect the period. Revenue is what was
 * charged for the tickets (after discounts, without fees), net of refunds, so the lots add up to the totals.
 */
export async function summarize(
  db: Db,
  eventId: string,
  period: ReportPeriod,
): Promise<{ totals: ReportTotalsRow; lots: ReportLotRow[] }> {
  const rows = await queryRows<{
    orders_paid: string;
    tickets_sold: string;
    revenue_cents: string;
    ticket_type_id: string | null;
    name: string | null;
    meia_entrada: boolean | null;
    price_cents: string | null;
    quantity: string | null;
    sold: string | null;
    sold_paid: string | null;
    revenue_paid_cents: string | null;
  }>(
    db,
    sql`
      with totals as (
        select coalesce(sum(orders), 0) as orders_paid,
               coalesce(sum(tickets), 0) as tickets_sold,
               coalesce(sum(revenue_cents), 0) as revenue_cents
        from daily_sales
        where event_id = ${eventId} and day between ${period.from}::date and ${period.to}::date
      ),
      by_type as (
        select ticket_type_id, sum(tickets) as sold_paid, sum(revenue_cents) as revenue_paid_cents
        from daily_lot_sales
        where event_id = ${eventId} and day between ${period.from}::date and ${period.to}::date
        group by ticket_type_id
      )
      select totals.orders_paid::text, totals.tickets_sold::text, totals.revenue_cents::text,
             tt.id as ticket_type_id, tt.name, tt.meia_entrada, tt.price_cents::text, tt.quantity::text, tt.sold::text,
             coalesce(by_type.sold_paid, 0)::text as sold_paid,
             coalesce(by_type.revenue_paid_cents, 0)::text as revenue_paid_cents
      from totals
      left join (ticket_types tt left join by_type on by_type.ticket_type_id = tt.id)
        on tt.event_id = ${eventId}
      order by tt.category, tt.lot_number, tt.name, tt.id`,
  );
  const first = rows[0];
  const totals: ReportTotalsRow = {
    ordersPaid: Number(first?.orders_paid ?? 0),
    ticketsSold: Number(first?.tickets_sold ?? 0),
    revenueCents: Number(first?.revenue_cents ?? 0),
  };
  const lots = rows
    .filter((row) => row.ticket_type_id !== null)
    .map((row) => ({
      ticketTypeId: row.ticket_type_id!,
      name: row.name!,
      meiaEntrada: row.meia_entrada === true,
      priceCents: Number(row.price_cents),
      quantity: Number(row.quantity),
      sold: Number(row.sold),
      soldPaid: Number(row.sold_paid),
      revenuePaidCents: Number(row.revenue_paid_cents),
    }));
  return { totals, lots };
}

/** Tickets and revenue of every day of the period, days without sales included as zeros, oldest first. */
export async function dailySales(db: Db, eventId: string, period: ReportPeriod): Promise<ReportDayRow[]> {
  const rows = await queryRows<{ day: string; tickets: string; revenue_cents: string }>(
    db,
    sql`
      with days as (
        select ${period.from}::date + offset_days as day
        from generate_series(0, ${period.to}::date - ${period.from}::date) as offset_days
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
             coalesce(sales.tickets, 0)::text as tickets,
             coalesce(sales.revenue_cents, 0)::text as revenue_cents
      from days
      left join daily_sales sales on sales.event_id = ${eventId} and sales.day = days.day
      order by days.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    tickets: Number(row.tickets),
    revenueCents: Number(row.revenue_cents),
  }));
}

/**
 * The orders whose sale the ledger recorded in the period and that are still paid (not refunded since), with
 * their items, the latest sale first, at most REPORT_ORDERS_LIMIT of them.
 */
export async function paidOrders(db: Db, eventId: string, period: ReportPeriod): Promise<ReportOrderRow[]> {
  const rows = await queryRows<{
    id: string;
    created_at: unknown;
    total_cents: string;
    discount_cents: string;
    coupon_code: string | null;
    items: Array<{ name: string; quantity: number; unitPriceCents: number; discountCents: number }> | string;
    seats: SeatWords[] | string;
  }>(
    db,
    sql`
      with newest as (
        select o.id, o.created_at, o.total_cents, o.discount_cents, o.coupon_id, sale.occurred_at as sold_at
        from sales_ledger sale
        join orders o on o.id = sale.order_id
        where sale.event_id = ${eventId}
          and sale.kind = 'sale'
          and sale.ticket_type_id is null
          and sale.occurred_at >= ${periodStart(period)}
          and sale.occurred_at < ${periodEnd(period)}
          and o.status = 'paid'
        order by sale.occurred_at desc, sale.order_id desc
        limit ${REPORT_ORDERS_LIMIT}
      )
      select newest.id, newest.created_at, newest.total_cents::text, newest.discount_cents::text,
             (select c.code from coupons c where c.id = newest.coupon_id) as coupon_code,
             coalesce(
               (select json_agg(json_build_object('name', oi.name, 'quantity', oi.quantity,
                                                  'unitPriceCents', oi.unit_price_cents,
                                                  'discountCents', oi.discount_cents)
                                order by oi.name, oi.id)
                from order_items oi where oi.order_id = newest.id),
               '[]'::json) as items,
             coalesce(
               (select json_agg(json_build_object('seatSection', a.seat_section, 'seatRow', a.seat_row,
                                                  'seatLabel', a.seat_label)
                                order by a.idx)
                from attendees a where a.order_id = newest.id and a.seat_label is not null),
               '[]'::json) as seats
      from newest
      order by newest.sold_at desc, newest.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: toDate(row.created_at),
    totalCents: Number(row.total_cents),
    discountCents: Number(row.discount_cents),
    couponCode: row.coupon_code,
    items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
    seats: typeof row.seats === 'string' ? JSON.parse(row.seats) : row.seats,
  }));
}

export interface ReportCouponRow {
  couponId: string;
  code: string;
  orders: number;
  discountCents: number;
  used: number;
  maxUses: number | null;
}

/**
 * Per coupon of the event: paid orders and the discount they got in the period, net of refunds (from the sales
 * ledger's order rows), and the uses reserved now (the coupon's counter). Coupons never used are listed too.
 */
export async function couponTotals(
  db: Db,
  eventId: string,
  period: ReportPeriod,
): Promise<ReportCouponRow[]> {
  const rows = await queryRows<{
    id: string;
    code: string;
    orders: string;
    discount_cents: string;
    used: number;
    max_uses: number | null;
  }>(
    db,
    sql`
      select c.id, c.code, c.used, c.max_uses,
             coalesce(sum(l.orders), 0)::text as orders,
             coalesce(sum(l.discount_cents), 0)::text as discount_cents
      from coupons c
      left join sales_ledger l
        on l.coupon_id = c.id and l.ticket_type_id is null and l.event_id = ${eventId}
           and l.day between ${period.from}::date and ${period.to}::date
      where c.event_id = ${eventId}
      group by c.id
      order by c.code, c.id`,
  );
  return rows.map((row) => ({
    couponId: row.id,
    code: row.code,
    orders: Number(row.orders),
    discountCents: Number(row.discount_cents),
    used: Number(row.used),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
  }));
}
