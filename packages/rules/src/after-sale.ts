/*
 * The windows after a sale (DESIGN.md "After the sale"; CDC art. 49 as the Brazilian market applies it), written
 * once: the API enforces them (orders/cancellation-policy.ts, tickets/transfer.ts) and the screens print them.
 */

/** A paid order may be cancelled with a refund within this many days of its payment... */
export const REGRET_DAYS = 7;
/** ...and at least this many hours before its event starts. */
export const MIN_HOURS_BEFORE_EVENT = 48;
/** A ticket may be transferred (once) until this many hours before its event starts. */
export const TRANSFER_MIN_HOURS_BEFORE_EVENT = 24;
