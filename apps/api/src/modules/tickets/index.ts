/*
 * What other modules may use of tickets (see docs/architecture.md, "Who imports whom"): how a ticket prints its
 * event's day and place (the e-mails say it the same way). The PDFs are drawn by `app.tickets.pdf`.
 */
export { eventPlace, eventWhenLines, TIME_ZONE } from './ticket-text';
/* The keys and the token check the door module (#17) verifies synced scans and signs check-in data with. */
export { doorKeys, STEP_SECONDS, verifyToken } from './tokens';
