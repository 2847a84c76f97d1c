export { CheckoutFrame, CheckoutHeader } from './CheckoutFrame';
export type { CheckoutEvent, CheckoutFrameProps, CheckoutStep } from './CheckoutFrame';
export { countdownLeft, formatCountdown, PIX_COUNTDOWN_SECONDS, secondsUntil } from './countdown';
export { OrderSummary, SeatList, TotalsList } from './OrderSummary';
export type { OrderSummaryItem, OrderSummaryProps, OrderTotals } from './OrderSummary';
export { PixPanel } from './PixPanel';
export type { PixCharge, PixPanelProps } from './PixPanel';
export { checkoutTexts, pixTexts } from './texts';
