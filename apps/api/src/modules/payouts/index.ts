/*
 * What other modules may use of payouts (issue #31): whether an organizer may sell paid tickets (events asks it
 * before publishing), the split of a charge (payments sends and records it), account-status events (the webhook).
 */
export { isAccountStatusEvent } from './account-status';
export { payoutMessages } from './messages';
export type { DecidedSplit, PayoutsService } from './payouts-service';
