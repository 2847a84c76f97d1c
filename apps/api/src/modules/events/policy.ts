import { eq } from 'drizzle-orm';
import { events, type Event, type User } from '../../db/schema';

/* Who may do what with an event (DESIGN.md: events belong to their organizer; ADMIN may act on any). */

/** Edit, delete, see a draft: the organizer or an ADMIN. Everyone else is answered 404, as if it did not exist. */
export const canManageEvent = (user: User | null, event: Pick<Event, 'organizerId'>): boolean =>
  user !== null && (user.role === 'ADMIN' || user.id === event.organizerId);

/** Published events are public; drafts only reach those who manage them. */
export const canSeeEvent = (user: User | null, event: Pick<Event, 'organizerId' | 'status'>): boolean =>
  event.status === 'published' || canManageEvent(user, event);

/** `canSeeEvent` for anyone, in SQL: the events the sitemap and the shared pages' heads may name. */
export const publicEvents = eq(events.status, 'published');

/**
 * What `viewer` sees of an event, the one decision the API (GET /events/{id}), the shared page's head (its
 * JSON-LD offers), the sitemap and the calendar file all take from here (issue #25): nothing of a draft they do
 * not manage (null); of its ticket types, the public ones and the "só com cupom" ones a valid code unlocked
 * (`unlocked`); everything to its organizer and the ADMIN.
 */
export function eventSeenBy<
  T extends {
    event: Pick<Event, 'organizerId' | 'status'>;
    types: ReadonlyArray<{ id: string; couponOnly: boolean }>;
  },
>(found: T | null, viewer: User | null, unlocked: ReadonlySet<string> = new Set()): T | null {
  if (!found || !canSeeEvent(viewer, found.event)) return null;
  if (canManageEvent(viewer, found.event)) return found;
  return { ...found, types: found.types.filter((type) => !type.couponOnly || unlocked.has(type.id)) };
}
