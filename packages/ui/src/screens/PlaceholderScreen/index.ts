export { PlaceholderScreen } from './PlaceholderScreen';
export type { PlaceholderScreenProps } from './PlaceholderScreen';
