export { MyEventsScreen } from './MyEventsScreen';
export type { EventCancelPreview, MyEventItem, MyEventsScreenProps } from './MyEventsScreen';
