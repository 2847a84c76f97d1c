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
export * from './components/Money';
export * from './components/Spinner';
export * from './components/Stepper';

// Shell
export * from './shell/AuthLayout';
export * from './shell/Footer';
export * from './shell/LocationModal';
export * from './shell/PageLayout';
export * from './shell/TopBar';

// Screens
export * from './screens/LoginScreen';
export * from './screens/PlaceholderScreen';
export * from './screens/RegisterScreen';
export * from './screens/SplashScreen';
