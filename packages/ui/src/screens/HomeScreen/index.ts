export { HOME_PAGE_SIZE, HomeScreen } from './HomeScreen';
export type { HomeEvent, HomeScreenProps } from './HomeScreen';
