export { PayoutAccountScreen } from './PayoutAccountScreen';
export type {
  PayoutAccountScreenProps,
  PayoutAccountStatus,
  PayoutAccountValues,
  PayoutAccountView,
} from './PayoutAccountScreen';
