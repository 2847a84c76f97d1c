import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesLedger, type Order, type SalesLedgerKind } from '../../db/schema';
import { saoPauloDay } from '../../lib/dates';
import { saleLines, type ChargedItem, type LedgerLine } from './lines';

/*
 * The sales ledger's one writer: appends the entries of a movement of money and adds them to the daily rollups
 * (daily_sales, daily_lot_sales) in the caller's transaction — the lifecycle's pay and refund, so an entry exists
 * exactly when the order's status says the money moved. Dated the São Paulo day of the movement.
 */

/** How the order was paid (issue #27): on each of its rows; the card's interest on the order's own row. */
interface PaidWith {
  paymentMethod: string;
  installments: number;
  interestCents: number;
}

interface Movement {
  eventId: string;
  orderId: string;
  kind: SalesLedgerKind;
  at: Date;
  lines: readonly LedgerLine[];
  paidWith: PaidWith;
}

async function append(tx: Db, movement: Movement): Promise<void> {
  if (movement.lines.length === 0) return;
  const day = saoPauloDay(movement.at);
  await tx.insert(salesLedger).values(
    movement.lines.map((line) => ({
      eventId: movement.eventId,
      orderId: movement.orderId,
      ticketTypeId: line.ticketTypeId,
      kind: movement.kind,
      occurredAt: movement.at,
      day,
      orders: line.orders,
      tickets: line.tickets,
      amountCents: line.amountCents,
      feeCents: line.feeCents,
      couponId: line.couponId,
      discountCents: line.discountCents,
      paymentMethod: movement.paidWith.paymentMethod,
      installments: movement.paidWith.installments,
      interestCents: line.ticketTypeId === null ? movement.paidWith.interestCents : 0,
    })),
  );
  const sum = (pick: (line: LedgerLine) => number, lines = movement.lines) =>
    lines.reduce((acc, line) => acc + pick(line), 0);
  // The day's total row first, then its lots in id order: concurrent payments of one event and day queue on the
  // total row and never lock lots in opposite orders.
  await tx.execute(sql`
    insert into daily_sales as s (event_id, day, orders, tickets, revenue_cents)
    values (${movement.eventId}, ${day}, ${sum((l) => l.orders)}, ${sum((l) => l.tickets)},
            ${sum((l) => l.amountCents)})
    on conflict (event_id, day) do update
      set orders = s.orders + excluded.orders,
          tickets = s.tickets + excluded.tickets,
          revenue_cents = s.revenue_cents + excluded.revenue_cents`);
  const byType = new Map<string, LedgerLine[]>();
  for (const line of movement.lines) {
    if (line.ticketTypeId !== null)
      byType.set(line.ticketTypeId, [...(byType.get(line.ticketTypeId) ?? []), line]);
  }
  const typeIds = [...byType.keys()].sort();
  if (typeIds.length === 0) return;
  await tx.execute(sql`
    insert into daily_lot_sales as l (event_id, day, ticket_type_id, tickets, revenue_cents)
    select ${movement.eventId}, ${day}::date, t.ticket_type_id, t.tickets, t.revenue
    from unnest(${sql.param(typeIds)}::uuid[],
                ${sql.param(typeIds.map((id) => sum((l) => l.tickets, byType.get(id))))}::int[],
                ${sql.param(typeIds.map((id) => sum((l) => l.amountCents, byType.get(id))))}::bigint[])
         as t(ticket_type_id, tickets, revenue)
    order by t.ticket_type_id
    on conflict (event_id, day, ticket_type_id) do update
      set tickets = l.tickets + excluded.tickets,
          revenue_cents = l.revenue_cents + excluded.revenue_cents`);
}

/**
 * The order was paid at `at`: what was charged for it, after every discount, enters the ledger. Its items are
 * the lifecycle's rows (`order_items`), handed over by its pay.
 */
export async function recordSale(
  tx: Db,
  order: Pick<
    Order,
    | 'id'
    | 'eventId'
    | 'discountCents'
    | 'feeCents'
    | 'couponId'
    | 'paymentMethod'
    | 'installments'
    | 'interestCents'
  >,
  items: readonly ChargedItem[],
  at: Date,
): Promise<void> {
  await append(tx, {
    eventId: order.eventId,
    orderId: order.id,
    kind: 'sale',
    at,
    lines: saleLines(order, items),
    paidWith: {
      paymentMethod: order.paymentMethod === 'card' ? 'card' : 'pix',
      installments: order.paymentMethod === 'card' ? (order.installments ?? 1) : 1,
      interestCents: order.interestCents,
    },
  });
}

/**
 * The order's money went back at `at` (a refund or a chargeback): its sale's entries, negated, on that day. What
 * leaves is exactly what the ledger took in, however the sale was split among the lots.
 */
export async function recordRefund(
  tx: Db,
  order: Pick<Order, 'id' | 'eventId'>,
  kind: Exclude<SalesLedgerKind, 'sale'>,
  at: Date,
): Promise<void> {
  const sold = await tx
    .select()
    .from(salesLedger)
    .where(and(eq(salesLedger.orderId, order.id), eq(salesLedger.kind, 'sale')))
    .orderBy(asc(salesLedger.id));
  const own = sold.find((entry) => entry.ticketTypeId === null);
  await append(tx, {
    eventId: order.eventId,
    orderId: order.id,
    kind,
    at,
    paidWith: {
      paymentMethod: own?.paymentMethod ?? 'pix',
      installments: own?.installments ?? 1,
      interestCents: -(own?.interestCents ?? 0),
    },
    lines: sold.map((entry) => ({
      ticketTypeId: entry.ticketTypeId,
      orders: -entry.orders,
      tickets: -entry.tickets,
      amountCents: -entry.amountCents,
      feeCents: -entry.feeCents,
      couponId: entry.couponId,
      discountCents: -entry.discountCents,
    })),
  });
}
