import type { Db } from '../../db/client';
import {
  attendees,
  events,
  orderItems,
  orders,
  tickets,
  ticketTypes,
  type Event,
  type Order,
  type OrderStatus,
  type Ticket,
  type TicketType,
} from '../../db/schema';
import { newTicketCode } from '../orders/lifecycle';

/*
 * Test data written straight to the database, the way the payments webhook leaves it: an event with a ticket
 * type, and an order with its attendees and (when paid) one ticket per attendee. Only for tests.
 */

export { newTicketCode } from '../orders/lifecycle';

export async function insertEvent(
  db: Db,
  organizerId: string,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<{ event: Event; ticketType: TicketType }> {
  const [event] = await db
    .insert(events)
    .values({
      organizerId,
      status: 'published',
      title: 'Forró da Conceição',
      venue: 'Centro de Convenções',
      city: 'São Luís',
      state: 'MA',
      // Saturday 14 March 2037, 20:00 in São Paulo.
      eventDate: new Date('2037-03-14T23:00:00.000Z'),
      startDate: new Date('2037-03-14T21:00:00.000Z'),
      gatesOpenTime: '18:00',
      showStartTime: '20:00',
      ...overrides,
    })
    .returning();
  const [ticketType] = await db
    .insert(ticketTypes)
    .values({
      eventId: event!.id,
      name: 'PISTA — Lote 1 — Inteira',
      category: 'PISTA',
      lotLabel: 'Lote 1 — Inteira',
      priceCents: 8000,
      quantity: 100_000,
    })
    .returning();
  return { event: event!, ticketType: ticketType! };
}

export interface InsertedOrder {
  order: Order;
  tickets: Ticket[];
}

/** An order for `names.length` attendees of one ticket type; tickets are issued when `status` is `paid`. */
export async function insertOrder(
  db: Db,
  input: {
    buyerId: string;
    event: Event;
    ticketType: TicketType;
    names: string[];
    status?: OrderStatus;
    /** Issue tickets even though the order is not paid (a state the webhook never leaves). */
    forceTickets?: boolean;
  },
): Promise<InsertedOrder> {
  const status = input.status ?? 'paid';
  const total = input.ticketType.priceCents * input.names.length;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: input.buyerId,
        eventId: input.event.id,
        status,
        subtotalCents: total,
        totalCents: total,
        expiresAt: new Date(Date.now() + 15 * 60_000),
        paidAt: status === 'paid' ? new Date() : null,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      ticketTypeId: input.ticketType.id,
      name: input.ticketType.name,
      quantity: input.names.length,
      unitPriceCents: input.ticketType.priceCents,
    });
    const people = await tx
      .insert(attendees)
      .values(
        input.names.map((name, idx) => ({
          orderId: order!.id,
          ticketTypeId: input.ticketType.id,
          idx,
          name,
          email: `participante${idx}@example.com`,
        })),
      )
      .returning();
    if (status !== 'paid' && !input.forceTickets) return { order: order!, tickets: [] };
    const issued = await tx
      .insert(tickets)
      .values(
        people
          .sort((a, b) => a.idx - b.idx)
          .map((person) => ({
            orderId: order!.id,
            attendeeId: person.id,
            ticketTypeId: input.ticketType.id,
            eventId: input.event.id,
            code: newTicketCode(),
            attendeeName: person.name,
          })),
      )
      .returning();
    return { order: order!, tickets: issued };
  });
}
