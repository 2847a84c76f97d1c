export { CheckoutSummaryScreen } from './CheckoutSummaryScreen';
export type { CheckoutSummaryScreenProps, SummaryAttendee, SummaryItem } from './CheckoutSummaryScreen';
