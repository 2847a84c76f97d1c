/*
 * What other modules may use of the waiting room (issue #28): the event form's on-sale settings and the event's
 * on-sale for its page (modules/events), and POST /orders' pass gate (modules/orders) go through `app.queue`.
 */
export { toOnSaleDto, LINE_OPENS_MINUTES_BEFORE, PASS_MINUTES, type QueueService } from './queue-service';
