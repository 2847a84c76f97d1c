/*
 * What other modules may use of events (issue #12 point 9, lint enforced in eslint.config.js): which lots of a
 * ticket type are on sale, the rule the orders module prices and reserves by.
 */
export { sellableTicketTypes, type LotView } from './lots';
export {
  cancelledEventIds,
  findEventForCancellation,
  markEventCancelled,
  type EventForCancellation,
} from './events-repository';
export { canManageEvent } from './policy';
