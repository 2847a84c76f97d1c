import { randomUUID } from 'node:crypto';
import type { Schemas } from '@bilheteria/api-client';
import type { Db } from '../../db/client';
import type { Order, User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toOrderCreated, toOrderDetail, toOrderListItem } from './dto';
import { expireDueOrders } from './expiry';
import { computeTotals, reaisToCents } from './money';
import {
  checkAttendees,
  checkOnSale,
  mergeItems,
  orderMessages,
  priceLines,
  type OrderLine,
} from './order-rules';
import {
  findOrder,
  findOrderDetail,
  listOrdersOfBuyer,
  prepareFindEventForOrder,
  reserveOrder,
  type EventForOrder,
  type Reservation,
} from './orders-repository';
import { createSoldOutSnapshots } from './sold-out-snapshots';

/** "My orders" lists at most this many, the newest (the contract has no paging for it). */
export const MY_ORDERS_LIMIT = 200;

export interface OrdersService {
  create(buyer: User, input: Schemas['OrderInput']): Promise<Schemas['OrderCreated']>;
  listMine(buyer: User): Promise<Schemas['OrderListItem'][]>;
  detail(user: User, orderId: string): Promise<Schemas['OrderDetail']>;
  /**
   * The order when `user` may see it (its buyer, or an ADMIN unless `ownerOnly`), after expiring it if its hold
   * ended; else 404, the same answer as for an order that does not exist.
   */
  accessibleOrder(user: User, orderId: string, options?: { ownerOnly?: boolean }): Promise<Order>;
}

const canSee = (user: User, order: Pick<Order, 'buyerId'>, ownerOnly = false) =>
  order.buyerId === user.id || (!ownerOnly && user.role === 'ADMIN');

const isDue = (order: Pick<Order, 'status' | 'expiresAt'>, now: Date) =>
  order.status === 'pending' && order.expiresAt < now;

const notFound = () => new HttpError(404, orderMessages.orderNotFound);

export function createOrdersService(db: Db, now: () => Date, holdMinutes: number): OrdersService {
  const soldOut = createSoldOutSnapshots<EventForOrder>();
  const findEventForOrder = prepareFindEventForOrder(db);

  const publishedEvent = async (eventId: string, at: Date): Promise<EventForOrder> => {
    const event = await findEventForOrder(eventId, at);
    if (!event || event.status !== 'published') throw new HttpError(404, orderMessages.eventNotFound);
    soldOut.remember(eventId, event, at);
    return event;
  };

  /**
   * The snapshot says a line is not on sale: when orders of the event whose hold ended still keep tickets, they
   * are expired now (lazily, not waiting for the sweeper) and the event is read again.
   */
  const checkOnSaleReleasingDue = async (lines: OrderLine[], event: EventForOrder, at: Date) => {
    try {
      checkOnSale(lines, event.types, at);
    } catch (error) {
      if (!(error instanceof HttpError) || !event.hasDueOrders) throw error;
      if ((await expireDueOrders(db, at, { eventId: event.id })) === 0) throw error;
      checkOnSale(lines, (await publishedEvent(event.id, at)).types, at);
    }
  };

  return {
    async create(buyer, input) {
      const at = now();
      const lines = mergeItems(input.items);
      const clientTotal = reaisToCents(input.total);
      if (clientTotal === null) throw new HttpError(400, orderMessages.invalidAmount('total'));

      const eventId = input.eventId.toLowerCase();
      const typeIds = lines.map((line) => line.ticketTypeId);
      // During a sell-out, the refusal comes from a snapshot a few hundred milliseconds old (see sold-out-snapshots).
      const event = soldOut.refusing(eventId, typeIds, at) ?? (await publishedEvent(eventId, at));
      const priced = priceLines(lines, event.types);
      const attendees = checkAttendees(priced, input.attendees);
      await checkOnSaleReleasingDue(priced, event, at);
      const totals = computeTotals(priced);
      if (totals.totalCents !== clientTotal)
        throw new HttpError(409, orderMessages.totalChanged, 'TOTAL_CHANGED');

      const reservation: Reservation = {
        orderId: randomUUID(),
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        eventId: event.id,
        paymentMethod: input.metodoPagamento?.trim().toLowerCase() || 'pix',
        lines: priced,
        attendees,
        totals,
        now: at,
        expiresAt: new Date(at.getTime() + holdMinutes * 60_000),
      };
      let result = await reserveOrder(db, reservation);
      // Tickets held by orders whose hold ended go back on sale before the buyer hears "esgotados".
      if (!result.created && event.hasDueOrders && (await expireDueOrders(db, at, { eventId: event.id })) > 0)
        result = await reserveOrder(db, reservation);
      if (!result.created) {
        const line = priced.find((candidate) => result.soldOut.includes(candidate.ticketTypeId));
        throw new HttpError(409, orderMessages.soldOut(line?.name ?? 'este ingresso'), 'SOLD_OUT');
      }
      return toOrderCreated({
        id: reservation.orderId,
        status: 'pending',
        totalCents: totals.totalCents,
        expiresAt: reservation.expiresAt,
      });
    },

    async listMine(buyer) {
      await expireDueOrders(db, now(), { buyerId: buyer.id });
      return (await listOrdersOfBuyer(db, buyer.id, MY_ORDERS_LIMIT)).map(toOrderListItem);
    },

    async detail(user, orderId) {
      let rows = await findOrderDetail(db, orderId);
      if (!rows || !canSee(user, rows.order)) throw notFound();
      const at = now();
      if (isDue(rows.order, at) && (await expireDueOrders(db, at, { orderId })) > 0)
        rows = (await findOrderDetail(db, orderId)) ?? rows;
      return toOrderDetail(rows);
    },

    async accessibleOrder(user, orderId, options = {}) {
      let order = await findOrder(db, orderId);
      if (!order || !canSee(user, order, options.ownerOnly)) throw notFound();
      const at = now();
      if (isDue(order, at) && (await expireDueOrders(db, at, { orderId })) > 0)
        order = (await findOrder(db, orderId)) ?? order;
      return order;
    },
  };
}
