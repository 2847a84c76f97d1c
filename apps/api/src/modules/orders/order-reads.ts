import type { Schemas } from '@bilheteria/api-client';
import type { Db } from '../../db/client';
import type { Order, User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toOrderDetail } from './dto';
import type { InstallmentSettings } from './installments';
import { seenAt } from './lifecycle';
import { findOrder, findOrderDetail } from './lifecycle/orders-repository';
import { orderMessages } from './order-rules';

/*
 * What any module reads of one order (issue #26 point 3): GET /orders/{id}, GET /orders/{id}/payment, the Pix and
 * the cancellation. Reads write nothing: an order whose hold ended is shown `expired` (`seenAt`) until the sweeper
 * writes it. Payments asks these functions for an order rather than the orders service.
 */

const canSee = (user: User, order: Pick<Order, 'buyerId'>, ownerOnly = false) =>
  order.buyerId === user.id || (!ownerOnly && user.role === 'ADMIN');

const notFound = () => new HttpError(404, orderMessages.orderNotFound);

/**
 * The order when `user` may see it (its buyer, or an ADMIN unless `ownerOnly`), as it stands at `now`; else 404,
 * the same answer as for an order that does not exist.
 */
export async function accessibleOrder(
  db: Db,
  user: User,
  orderId: string,
  now: Date,
  options: { ownerOnly?: boolean } = {},
): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order || !canSee(user, order, options.ownerOnly)) throw notFound();
  return seenAt(order, now);
}

/** GET /orders/{id}: the order's detail when `user` may see it, as it stands at `now`. */
export async function orderDetail(
  db: Db,
  user: User,
  orderId: string,
  now: Date,
  installments: InstallmentSettings,
): Promise<Schemas['OrderDetail']> {
  const rows = await findOrderDetail(db, orderId);
  if (!rows || !canSee(user, rows.order)) throw notFound();
  return toOrderDetail({ ...rows, order: seenAt(rows.order, now) }, now, {
    asAdmin: user.role === 'ADMIN',
    installments,
  });
}
