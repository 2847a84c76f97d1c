export { RefundsScreen, refundsTexts } from './RefundsScreen';
export type { RefundItem, RefundReason, RefundStatus, RefundsScreenProps } from './RefundsScreen';
