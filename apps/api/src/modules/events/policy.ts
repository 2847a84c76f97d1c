import type { Event, User } from '../../db/schema';

/* Who may do what with an event (DESIGN.md: events belong to their organizer; ADMIN may act on any). */

/** Edit, delete, see a draft: the organizer or an ADMIN. Everyone else is answered 404, as if it did not exist. */
export const canManageEvent = (user: User | null, event: Pick<Event, 'organizerId'>): boolean =>
  user !== null && (user.role === 'ADMIN' || user.id === event.organizerId);

/** Published events are public; drafts only reach those who manage them. */
export const canSeeEvent = (user: User | null, event: Pick<Event, 'organizerId' | 'status'>): boolean =>
  event.status === 'published' || canManageEvent(user, event);
