/*
 * The sales ledger (#12 point 7): owns sales_ledger and its daily rollups (daily_sales, daily_lot_sales). The
 * orders lifecycle calls it inside pay and refund; the reports read what it wrote. ESLint (table-ownership) fails when
 * another module touches those tables.
 */
export { recordRefund, recordSale } from './ledger';
export type { ChargedItem } from './lines';
export { recordSplitReversal, recordSplitSale } from './split';
export { saleLines, splitInProportion, type LedgerLine } from './lines';
export {
  computeShares,
  MAX_COMMISSION_BPS,
  organizerRefundCents,
  type ShareableOrder,
  type Shares,
} from './shares';
