/*
 * The sales ledger (#12 point 7): owns sales_ledger and its daily rollups (daily_sales, daily_lot_sales). The
 * orders lifecycle calls it inside pay and refund; the reports read what it wrote. ESLint (table-ownership) fails when
 * another module touches those tables.
 */
export { recordRefund, recordSale } from './ledger';
export type { ChargedItem } from './lines';
export { saleLines, splitInProportion, type LedgerLine } from './lines';
