export { EventFormScreen } from './EventFormScreen';
export type { EventFormErrors, EventFormScreenProps } from './EventFormScreen';
