/*
 * What other modules may use of orders (issue #12 point 9, lint enforced in eslint.config.js): the lifecycle, the
 * only code that changes an order's status, a lot's stock or a ticket's state, and what the payments module reads
 * of an order (its row, its messages, its service for the Pix refresh, the reais-to-cents rule).
 */
export {
  inTransaction,
  newTicketCode,
  type DomainEvent,
  type DomainEventSubscriber,
  type DomainEventType,
  type OrderLifecycle,
  recordPayer,
  seenAt,
  whilePending,
  lockOrder,
  eventOrdersOutstanding,
  eventsWithOpenOrders,
  openOrdersOfEvent,
  orderHeads,
  orderNoLongerPending,
  type EventOrdersOutstanding,
  type WhilePending,
  admissible,
  admissibleAs,
  admissionRefusalText,
  currentTicket,
} from './lifecycle';
export { centsToReais, reaisToCents } from './money';
export { orderMessages } from './order-rules';
export { findOrder } from './lifecycle/orders-repository';
export { accessibleOrder, orderDetail } from './order-reads';
export { cancellationMessages, cancellationVerdict, type CancellationVerdict } from './cancellation-policy';
export type { OrdersService } from './orders-service';
export { orderInstallments, toInstallment, type InstallmentSettings } from './installments';
