export { OrderDetailScreen } from './OrderDetailScreen';
export type {
  OrderCancellationView,
  OrderDetailScreenProps,
  OrderDetailView,
  OrderLine,
  OrderRefundView,
} from './OrderDetailScreen';
