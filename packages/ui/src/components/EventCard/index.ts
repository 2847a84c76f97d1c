export { EventCard } from './EventCard';
export type { EventCardData, EventCardProps } from './EventCard';
