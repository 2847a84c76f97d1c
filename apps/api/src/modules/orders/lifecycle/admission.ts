import { and, eq, ne, sql, type Column, type SQL } from 'drizzle-orm';
import { orders, tickets } from '../../../db/schema';

/*
 * The one admission rule (issue #26 point 2): a ticket admits someone when it is VALID (not cancelled, refunded
 * or reissued) and its ORDER IS PAID, and it has not gone in yet (the unique `check_ins.ticket_id` decides that,
 * online and synced alike). The lifecycle, which writes tickets' states and orders' statuses, says it once, in
 * the forms its readers need; `admissionRefusal` in @bilheteria/rules is the same rule for a row already read,
 * and its `doorMessages` the words.
 */

/** Drizzle: the joined `tickets` row admits (with `orders` joined on it). */
export const admissible: SQL = and(eq(tickets.state, 'valid'), eq(orders.status, 'paid'))!;

/** SQL: the ticket aliased `t`, of the order aliased `o`, admits. */
export const admissibleAs = (t: string, o: string): SQL =>
  sql.raw(`(${t}.state = 'valid' and ${o}.status = 'paid')`);

/**
 * Text (for statements kept as text, the scan's prepared statement): why the ticket aliased `t` of the order
 * aliased `o` does not admit, `'cancelled'` or `'unpaid'` (AdmissionRefusal in rules), or null.
 */
export const admissionRefusalText = (t: string, o: string): string =>
  `case when ${t}.state <> 'valid' then 'cancelled' when ${o}.status <> 'paid' then 'unpaid' end`;

/**
 * Drizzle: the attendee's CURRENT ticket, the one a reissue has not replaced (a cancelled one included: its buyer
 * still sees it). Not the admission rule: a current ticket may not admit.
 */
export const currentTicket = (table: { state: Column } = tickets): SQL => ne(table.state, 'reissued');
