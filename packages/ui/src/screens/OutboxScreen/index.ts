export { OutboxScreen } from './OutboxScreen';
export type { OutboxDetail, OutboxItem, OutboxScreenProps } from './OutboxScreen';
