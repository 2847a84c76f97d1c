export { QueueScreen } from './QueueScreen';
export type { QueueScreenProps, QueueView } from './QueueScreen';
