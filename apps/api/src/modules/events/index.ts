/*
 * What other modules may use of events (issue #12 point 9, lint enforced in eslint.config.js): which lots of a
 * ticket type are on sale, the rule the orders module prices and reserves by; the public reads and the change
 * notifications the event pages (modules/pages) build and drop their heads by.
 */
export { sellableTicketTypes, type LotView } from './lots';
export { onEventChanged } from './changes';
export { findPublicEvent, listUpcomingPublished, type PublicEvent } from './events-repository';
export {
  cancelledEventIds,
  findEventForCancellation,
  markEventCancelled,
  type EventForCancellation,
} from './events-repository';
export { canManageEvent } from './policy';
export { findVisibleEvent, type EventWithTypes } from './events-repository';
export { applySeatedQuantities } from './seated';
export { eventChanged } from './changes';
