import type { Schemas } from '@bilheteria/api-client';
import { isMeiaEntradaTipo } from '@bilheteria/rules';
import type { Order, OrderItem, Refund } from '../../db/schema';
import { cancellationVerdict } from './cancellation-policy';
import { centsToReais } from './money';
import type { EventSummary, OrderDetailRows, OrderWithLines } from './lifecycle/orders-repository';
import type { PricedOrder, QuotedLine } from './pricing';
import {
  orderInstallments,
  toInstallment,
  toOrderPaymentMethod,
  type InstallmentSettings,
} from './installments';

/** The wire shapes of orders (openapi.yaml): reais with 2 decimals, ISO instants, `_id`. */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const toOrderEvent = (event: EventSummary): Schemas['OrderEvent'] => ({
  _id: event.id,
  title: event.title,
  image: event.image,
  eventDate: iso(event.eventDate ?? event.startDate),
  city: event.city,
  state: event.state,
  venue: event.venue,
});

const toOrderLine = (item: OrderItem): Schemas['OrderLine'] => ({
  name: item.name,
  quantity: item.quantity,
  unitPrice: centsToReais(item.unitPriceCents),
  discount: centsToReais(item.discountCents),
  total: centsToReais(item.unitPriceCents * item.quantity - item.discountCents),
});

export const toOrderCreated = (order: Pick<Order, 'id' | 'status' | 'totalCents' | 'expiresAt'>) =>
  ({
    pedidoId: order.id,
    _id: order.id,
    status: order.status,
    total: centsToReais(order.totalCents),
    expiresAt: order.expiresAt.toISOString(),
  }) satisfies Schemas['OrderCreated'];

export const toOrderListItem = ({ order, event, items }: OrderWithLines): Schemas['OrderListItem'] => ({
  _id: order.id,
  event: toOrderEvent(event),
  createdAt: order.createdAt.toISOString(),
  items: items.map(toOrderLine),
  total: centsToReais(order.totalCents),
  status: order.status,
  payment: toOrderPaymentMethod(order),
});

const toOrderRefund = (refund: Refund): Schemas['OrderRefund'] => ({
  status: refund.status,
  amount: centsToReais(refund.amountCents),
  reason: refund.reason,
  requestedAt: refund.requestedAt.toISOString(),
  confirmedAt: iso(refund.confirmedAt),
  lastError: refund.lastError,
});

/** A half-price ticket's beneficiary as stored, or null. */
export function toMeiaEntrada(row: {
  meiaTipo: string | null;
  meiaDocumento: string | null;
}): Schemas['MeiaEntradaBeneficiary'] | null {
  if (row.meiaTipo === null || row.meiaDocumento === null || !isMeiaEntradaTipo(row.meiaTipo)) return null;
  return { tipo: row.meiaTipo, documento: row.meiaDocumento };
}

/**
 * `asAdmin`: the viewer is an ADMIN, who may cancel an order with a transferred ticket (its buyer may not).
 * `installments`: the card's choices for a pending order (none once it is not payable).
 */
export function toOrderDetail(
  { order, event, items, attendees, couponCode, refund, ticketTransferred }: OrderDetailRows,
  now: Date,
  { asAdmin = false, installments }: { asAdmin?: boolean; installments: InstallmentSettings },
): Schemas['OrderDetail'] {
  const cancellation = cancellationVerdict(order, event.startDate ?? event.eventDate, now, {
    transferred: ticketTransferred && !asAdmin,
  });
  const typeNames = new Map(items.map((item) => [item.ticketTypeId, item.name]));
  return {
    _id: order.id,
    couponCode,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    subtotal: centsToReais(order.subtotalCents),
    discount: centsToReais(order.discountCents),
    fee: centsToReais(order.feeCents),
    total: centsToReais(order.totalCents),
    expiresAt: order.expiresAt.toISOString(),
    eventTitle: event.title,
    eventPoster: event.image,
    event: toOrderEvent(event),
    buyerName: order.buyerName ?? '',
    buyerEmail: order.buyerEmail ?? '',
    buyerCpfCnpj: order.buyerCpfCnpj,
    buyerPhone: order.buyerPhone,
    items: items.map(toOrderLine),
    attendees: attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      ticketTypeName: typeNames.get(attendee.ticketTypeId) ?? '',
      meiaEntrada: toMeiaEntrada(attendee),
    })),
    cancellation: {
      allowed: cancellation.allowed,
      reason: cancellation.reason,
      refundAmount: centsToReais(cancellation.refundCents),
      deadline: iso(cancellation.deadline),
    },
    refund: refund ? toOrderRefund(refund) : null,
    installments:
      order.status === 'pending'
        ? orderInstallments(order.totalCents, event.maxInstallments, installments).map(toInstallment)
        : [],
    payment: toOrderPaymentMethod(order),
  };
}

function toQuoteLine(line: QuotedLine): Schemas['OrderQuoteLine'] {
  return {
    ticketTypeId: line.ticketTypeId,
    name: line.name,
    category: line.type?.category ?? '',
    lotLabel: line.type?.lotLabel ?? '',
    meiaEntrada: line.type?.meiaEntrada ?? false,
    quantity: line.quantity,
    unitPrice: centsToReais(line.unitPriceCents),
    subtotal: centsToReais(line.unitPriceCents * line.quantity),
    discount: centsToReais(line.discountCents),
    total: centsToReais(line.unitPriceCents * line.quantity - line.discountCents),
    remaining: line.remaining,
    perCustomerLimit: line.perCustomerLimit,
    held: line.held,
    maxQuantity: line.maxQuantity,
    refusal: line.refusal,
  };
}

function toCouponEffect(
  coupon: NonNullable<PricedOrder['coupon']>,
  discountCents: number,
): Schemas['CouponEffect'] {
  return {
    code: coupon.code,
    refusal: coupon.refusal,
    unlockedTicketTypeIds: [...coupon.unlocked],
    discountedTicketTypeIds: coupon.discounted,
    discount: centsToReais(discountCents),
  };
}

export const toOrderQuote = (
  event: { id: string; maxInstallments: number },
  priced: PricedOrder,
  installments: InstallmentSettings,
): Schemas['OrderQuote'] => ({
  eventId: event.id,
  coupon: priced.coupon && toCouponEffect(priced.coupon, priced.totals.discountCents),
  lines: priced.lines.map(toQuoteLine),
  subtotal: centsToReais(priced.totals.subtotalCents),
  discount: centsToReais(priced.totals.discountCents),
  fee: centsToReais(priced.totals.feeCents),
  total: centsToReais(priced.totals.totalCents),
  orderable: priced.orderable,
  refusal: priced.refusal,
  meiaEntrada: priced.meiaEntrada,
  installments: orderInstallments(priced.totals.totalCents, event.maxInstallments, installments).map(
    toInstallment,
  ),
});
