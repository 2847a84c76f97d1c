export { OrderDetailScreen } from './OrderDetailScreen';
export type { OrderDetailScreenProps, OrderDetailView, OrderLine } from './OrderDetailScreen';
