import type { HeldTicket } from '@bilheteria/client-core/pix-payment';

type Ticket = Pick<HeldTicket, '_id' | 'code' | 'ticketTypeName'> & {
  attendeeName?: string;
  /** The signed access of its PDF link (absent in a state saved before it existed). */
  access?: string;
};

/** What the payment step hands to /success/{orderId} in the navigation state (spec §2 Purchase success). */
export interface SuccessLocationState {
  tickets: Ticket[];
}

function isTicket(value: unknown): value is Ticket {
  if (typeof value !== 'object' || value === null) return false;
  const ticket = value as Record<string, unknown>;
  return (
    typeof ticket._id === 'string' &&
    typeof ticket.code === 'string' &&
    typeof ticket.ticketTypeName === 'string' &&
    (ticket.access === undefined || typeof ticket.access === 'string')
  );
}

/** The tickets in a location state; none when the page was opened directly or the state is foreign. */
export function ticketsFromState(state: unknown): Ticket[] {
  if (typeof state !== 'object' || state === null) return [];
  const { tickets } = state as { tickets?: unknown };
  return Array.isArray(tickets) ? tickets.filter(isTicket) : [];
}
