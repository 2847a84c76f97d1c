import type { components } from '@bilheteria/api-client';
import { seatTextOf } from '@bilheteria/rules';
import type { User } from '../../db/schema';
import type { ReportPeriod } from './period';
import type {
  ReportCouponRow,
  ReportDayRow,
  ReportEvent,
  ReportLotRow,
  ReportOrderRow,
  ReportTotalsRow,
} from './repository';

/* Pure rules and wire shapes of the sales reports: who may read them, and cents → reais. */

type Schemas = components['schemas'];

export const reportMessages = {
  eventNotFound: 'Evento não encontrado.',
} as const;

/** An event's reports belong to its organizer and to ADMINs; anyone else is told the event does not exist. */
export function canReadReports(user: Pick<User, 'id' | 'role'>, event: Pick<ReportEvent, 'organizerId'>) {
  return user.role === 'ADMIN' || event.organizerId === user.id;
}

/** Integer cents → reais on the wire (2 decimals). */
import { centsToReais as toReais } from '@bilheteria/rules';

export { toReais };

/**
 * The "Meia-entrada" card: half-price tickets offered, taken (pending and paid, the inventory now) and left, and
 * the share of the tickets taken that are half price.
 */
export function meiaEntradaSummary(
  event: Pick<ReportEvent, 'meiaEntradaLei'>,
  lots: readonly ReportLotRow[],
) {
  const meias = lots.filter((lot) => lot.meiaEntrada);
  const total = meias.reduce((sum, lot) => sum + lot.quantity, 0);
  const vendidas = meias.reduce((sum, lot) => sum + lot.sold, 0);
  const sold = lots.reduce((sum, lot) => sum + lot.sold, 0);
  return {
    lei: event.meiaEntradaLei,
    total,
    vendidas,
    restantes: Math.max(0, total - vendidas),
    percentualVendidos: sold === 0 ? 0 : Math.round((vendidas / sold) * 1000) / 10,
  };
}

export function toSummaryDto(
  event: ReportEvent,
  totals: ReportTotalsRow,
  lots: ReportLotRow[],
  period: ReportPeriod,
  coupons: ReportCouponRow[] = [],
): Schemas['ReportSummary'] {
  return {
    coupons: coupons.map((coupon) => ({
      couponId: coupon.couponId,
      code: coupon.code,
      orders: coupon.orders,
      discount: toReais(coupon.discountCents),
      used: coupon.used,
      maxUses: coupon.maxUses,
    })),
    event: {
      title: event.title,
      startDate: event.startDate?.toISOString() ?? null,
      city: event.city,
    },
    totals: {
      ordersPaid: totals.ordersPaid,
      tickets: totals.ticketsSold,
      revenue: toReais(totals.revenueCents),
    },
    byLot: lots.map((lot) => ({
      ticketTypeId: lot.ticketTypeId,
      name: lot.name,
      meiaEntrada: lot.meiaEntrada,
      price: toReais(lot.priceCents),
      plannedQuantity: lot.quantity,
      officialSold: lot.sold,
      soldPaid: lot.soldPaid,
      revenuePaid: toReais(lot.revenuePaidCents),
      // `sold` never exceeds `quantity` (a CHECK constraint); the floor guards the wire contract anyway.
      remaining: Math.max(0, lot.quantity - lot.sold),
    })),
    meiaEntrada: meiaEntradaSummary(event, lots),
    from: period.from,
    to: period.to,
  };
}

export function toDailyDto(days: ReportDayRow[], period: ReportPeriod): Schemas['ReportDaily'] {
  return {
    daily: days.map((day) => ({ day: day.day, tickets: day.tickets, revenue: toReais(day.revenueCents) })),
    from: period.from,
    to: period.to,
  };
}

export function toReportOrderDto(order: ReportOrderRow): Schemas['ReportOrder'] {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    total: toReais(order.totalCents),
    discount: toReais(order.discountCents),
    couponCode: order.couponCode,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: toReais(item.unitPriceCents),
      discount: toReais(item.discountCents),
      total: toReais(item.unitPriceCents * item.quantity - item.discountCents),
    })),
    seats: order.seats.flatMap((seat) => seatTextOf(seat) ?? []),
  };
}
