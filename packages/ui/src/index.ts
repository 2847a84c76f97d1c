// Helpers
export { cn } from './lib/cn';
export {
  formatDateTime,
  formatDayNumber,
  formatLongDate,
  formatMoney,
  formatMonthShort,
  formatShortDate,
  formatTime,
  TIME_ZONE,
} from './lib/format';
export type { DateInput } from './lib/format';
export { AppLink, LinkProvider } from './lib/link';
export type { AppLinkProps, LinkComponent } from './lib/link';
export { BRAZILIAN_STATES, stateName } from './lib/states';
export type { BrazilianState } from './lib/states';

// Components
export * from './components/Alert';
export * from './components/Badge';
export * from './components/Button';
export * from './components/Card';
export * from './components/Dialog';
export * from './components/Field';
export * from './components/Input';
export * from './components/ImageUploadField';
export * from './components/ResponsiveImage';
export * from './components/MeiaEntradaDocuments';
export * from './components/Money';
export * from './components/DayRangeFilter';
export * from './components/Spinner';
export * from './components/Stepper';
export * from './components/SeatMap';

// Shell
export * from './shell/AuthLayout';
export * from './shell/Footer';
export * from './shell/LocationModal';
export * from './shell/PageLayout';
export * from './shell/TopBar';

// Screens
// Catalogue: its building blocks and the event form's model, then its screens.
export * from './components/Carousel';
export * from './components/EventCard';
export * from './components/EventLinks';
export * from './components/StateMessage';
export { fromDateAndTime, fromDateTimeLocal, toDateInput, toDateTimeLocal } from './lib/datetime-local';
export {
  categoriesToTicketTypes,
  joinTicketTypeName,
  NAME_SEPARATOR,
  newCategory,
  newEventFormValues,
  newLot,
  splitTicketTypeName,
  ticketTypesToCategories,
  toNumber,
} from './lib/lots';
export type {
  CategoryFormValues,
  EventFormValues,
  EventStatus,
  LotFormValues,
  OnSaleFormValues,
  TicketTypePayload,
  TicketTypeSource,
} from './lib/lots';
export { formatPlace } from './lib/place';
export * from './screens/AdminSlidesScreen';
export * from './screens/CheckoutPaymentScreen';
export * from './screens/CheckoutSummaryScreen';
export * from './screens/CheckoutTicketsScreen';
export * from './screens/CheckoutUsersScreen';
export type { CheckoutEvent, OrderSummaryItem, OrderTotals, PixCharge } from './screens/checkout';
export * from './screens/EventDetailScreen';
export * from './screens/EventFormScreen';
export * from './screens/SeatMapEditorScreen';
export * from './screens/EventReportScreen';
export * from './screens/HomeScreen';
export * from './screens/LegalScreen';
export * from './screens/LoginScreen';
export * from './screens/ForgotPasswordScreen';
export * from './screens/ResetPasswordScreen';
export * from './screens/VerifyEmailScreen';
export * from './screens/OutboxScreen';
export * from './screens/RefundsScreen';
export { downloadBlob } from './lib/download';
export * from './screens/MyEventsScreen';
export * from './screens/EventCouponsScreen';
export * from './screens/EventDoorScreen';
export * from './screens/MyOrdersScreen';
export * from './screens/MyTicketsScreen';
export * from './screens/OrderDetailScreen';
export * from './screens/OrderTicketsScreen';
export * from './screens/PayoutAccountScreen';
export * from './screens/StatementScreen';
export * from './screens/AdminOrganizersScreen';
export * from './screens/PurchaseSuccessScreen';
export * from './screens/QueueScreen';
export * from './screens/OnSalesScreen';
export * from './screens/RegisterScreen';
export * from './screens/SplashScreen';
// The door scanner (TicketScanner, ScannerScreen, its state machine) is also `@bilheteria/ui/scanner`.
export * from './scanner';
