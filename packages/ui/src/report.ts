// "@bilheteria/ui/report": the sales report screen and its helpers, in an entry point of their own so
// the report route is the only one that pulls them in. The screen's charts (recharts) load lazily from
// there, in a chunk no other page asks for.
export * from './screens/EventReportScreen';
export { addDays, eachDay, isCalendarDay, isSameRange, lastDays, todayIn } from './lib/calendar-day';
export type { CalendarDay, DayRange } from './lib/calendar-day';
export { dayTicks, MAX_X_TICKS, TOP_LOTS, topLotsByRevenue } from './lib/report';
export type {
  ReportCoupon,
  ReportDay,
  ReportEvent,
  ReportLot,
  ReportOrder,
  ReportOrderItem,
  ReportTotals,
} from './lib/report';
export {
  buildDailyCsv,
  buildOrdersCsv,
  buildStatementCsv,
  dailyCsvFileName,
  dailyPngFileName,
  ordersCsvFileName,
  statementCsvFileName,
} from './lib/report-csv';
export type { StatementFigures } from './lib/report-csv';
export { csvBlob, downloadBlob } from './lib/download';
export { standaloneSvg, svgToPngBlob } from './lib/svg-png';
