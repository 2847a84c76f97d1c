export { MyEventsScreen } from './MyEventsScreen';
export type { MyEventItem, MyEventsScreenProps } from './MyEventsScreen';
