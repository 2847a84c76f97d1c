import type { DayRange } from './calendar-day';
import type { ReportDay, ReportOrder, ReportOrderItem } from './report';

/**
 * The report's CSV files (spec §9). Every cell is quoted with inner quotes doubled, so a tiny writer
 * is enough and no CSV library is needed. Decisions where the spec is silent:
 * - Rows end with CRLF (RFC 4180), the file included. The text starts with the spec's header line; the
 *   file adds a UTF-8 byte-order mark before it (`csvBlob`), which Excel in Brazil needs.
 * - Amounts are written as machine-readable numbers with a dot and 2 decimals ("1234.50"), like the API.
 * - Text cells a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) get
 *   a leading single quote. Numeric columns come from numbers and are never touched: "-5.00" in
 *   `total` is data, while an item named "-5" is text and is neutralized.
 */

const ROW_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;

type Cell = { text: string } | { number: string };

const text = (value: string): Cell => ({ text: value });
const amount = (value: number): Cell => ({ number: value.toFixed(2) });
const integer = (value: number): Cell => ({ number: String(Math.trunc(value)) });

/** A text cell that cannot run as a spreadsheet formula. */
function neutralize(value: string) {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(value: string) {
  return `"${value.replaceAll('"', '""')}"`;
}

function renderCell(cell: Cell) {
  return quote('text' in cell ? neutralize(cell.text) : cell.number);
}

function renderCsv(header: readonly string[], rows: readonly Cell[][]) {
  const lines = [header.map((name) => quote(name)), ...rows.map((row) => row.map(renderCell))];
  return lines.map((cells) => cells.join(',') + ROW_END).join('');
}

/** ISO 8601 in UTC ("2025-11-15T21:30:00.000Z"); a value that is not a date is kept as it came. */
function isoDateTime(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** "PISTA — Inteira x 2 @ 80.00"; without a unit price, "PISTA — Inteira x 2". */
function describeItem({ name, quantity, unitPrice }: ReportOrderItem) {
  const base = `${name} x ${quantity}`;
  return typeof unitPrice === 'number' ? `${base} @ ${unitPrice.toFixed(2)}` : base;
}

// Spec §9's four columns, then the coupon's (issue #18) and the seats' (issue #29, "Assento"):
// appended, so readers of the spec's header still work.
const ORDERS_HEADER = ['orderId', 'createdAt', 'total', 'items', 'discount', 'coupon', 'Assento'] as const;
const DAILY_HEADER = ['day', 'tickets', 'revenue'] as const;

/**
 * Spec §9: header orderId, createdAt, total, items; items "name x quantity @ unitPrice" joined by "|"; then the
 * coupon's discount and code; then the order's seats, "Setor B · Fileira F · Assento 12" joined by "|" like the
 * items (empty for an order without reserved seating).
 */
function buildOrdersCsv(orders: readonly ReportOrder[]): string {
  return renderCsv(
    ORDERS_HEADER,
    orders.map((order) => [
      text(order.id),
      text(isoDateTime(order.createdAt)),
      amount(order.total),
      text(order.items.map(describeItem).join('|')),
      amount(order.discount ?? 0),
      text(order.couponCode ?? ''),
      text((order.seats ?? []).join('|')),
    ]),
  );
}

/** Spec §9: header day, tickets, revenue; one row per day given. */
function buildDailyCsv(days: readonly ReportDay[]): string {
  return renderCsv(
    DAILY_HEADER,
    days.map((row) => [text(row.day), integer(row.tickets), amount(row.revenue)]),
  );
}

/** The statement's figures (issue #31), in reais, under the contract's names. */
type StatementFigures = {
  gross: number;
  discounts: number;
  refunds: number;
  chargebacks: number;
  platformFee: number;
  providerFees: number;
  net: number;
  credited: number;
};

const STATEMENT_FIGURES = [
  'gross',
  'discounts',
  'refunds',
  'chargebacks',
  'platformFee',
  'providerFees',
  'net',
  'credited',
] as const satisfies readonly (keyof StatementFigures)[];
const STATEMENT_HEADER = ['from', 'to', ...STATEMENT_FIGURES] as const;

/** Issue #31 "Extrato": header from, to and the statement's fields (GET /organizers/me/statement); one row. */
function buildStatementCsv(statement: StatementFigures, { from, to }: DayRange): string {
  return renderCsv(STATEMENT_HEADER, [
    [text(from), text(to), ...STATEMENT_FIGURES.map((name) => amount(statement[name]))],
  ]);
}

/** "extrato-{from}_to_{to}.csv" */
function statementCsvFileName({ from, to }: DayRange) {
  return `extrato-${from}_to_${to}.csv`;
}

const rangeSuffix = (eventId: string, { from, to }: DayRange) => `${eventId}-${from}_to_${to}`;

/** "orders-{id}-{from}_to_{to}.csv" */
function ordersCsvFileName(eventId: string, range: DayRange) {
  return `orders-${rangeSuffix(eventId, range)}.csv`;
}

/** "daily-{id}-{from}_to_{to}.csv" */
function dailyCsvFileName(eventId: string, range: DayRange) {
  return `daily-${rangeSuffix(eventId, range)}.csv`;
}

/** "daily-{id}-{from}_to_{to}.png", the daily chart's image. */
function dailyPngFileName(eventId: string, range: DayRange) {
  return `daily-${rangeSuffix(eventId, range)}.png`;
}

export {
  buildDailyCsv,
  buildOrdersCsv,
  buildStatementCsv,
  dailyCsvFileName,
  dailyPngFileName,
  ordersCsvFileName,
  statementCsvFileName,
};
export type { StatementFigures };
