export { EventDetailScreen } from './EventDetailScreen';
export type { EventDetail, EventDetailScreenProps } from './EventDetailScreen';
