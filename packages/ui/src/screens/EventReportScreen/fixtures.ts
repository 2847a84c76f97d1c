import { addDays, eachDay, lastDays, type DayRange } from '../../lib/calendar-day';
import type { ReportDay, ReportLot, ReportOrder } from '../../lib/report';
import type { EventReportData } from './EventReportScreen';

// Story data: orders drawn by a seeded generator, every other figure added up from them, so the
// cards, the charts and the tables agree with one another as they do with the real server.

const TODAY = '2025-11-15';

const event = {
  title: 'Festival de Verão 2025',
  startDate: '2025-12-20T21:00:00-03:00',
  city: 'Fortaleza',
};

type LotSeed = { id: string; name: string; price: number; quantity: number; weight: number };

const lotSeeds: LotSeed[] = [
  { id: 'lot-pista-1-int', name: 'PISTA — Lote 1 — Inteira', price: 80, quantity: 400, weight: 6 },
  { id: 'lot-pista-1-meia', name: 'PISTA — Lote 1 — Meia', price: 40, quantity: 400, weight: 5 },
  { id: 'lot-pista-2-int', name: 'PISTA — Lote 2 — Inteira', price: 100, quantity: 300, weight: 3 },
  { id: 'lot-camarote-int', name: 'CAMAROTE — Lote 1 — Inteira', price: 250, quantity: 120, weight: 2 },
  { id: 'lot-camarote-meia', name: 'CAMAROTE — Lote 1 — Meia', price: 125, quantity: 120, weight: 1 },
  { id: 'lot-front', name: 'FRONT STAGE "VIP" — Lote 1', price: 180, quantity: 80, weight: 2 },
  { id: 'lot-cortesia', name: 'CORTESIA — Convidados', price: 0, quantity: 50, weight: 0 },
];

/** A small deterministic generator (LCG), so stories and screenshots never change between runs. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function pickLot(random: () => number) {
  const total = lotSeeds.reduce((sum, lot) => sum + lot.weight, 0);
  let roll = random() * total;
  for (const lot of lotSeeds) {
    roll -= lot.weight;
    if (roll < 0) return lot;
  }
  return lotSeeds[0]!;
}

const pad = (value: number) => String(value).padStart(2, '0');

function makeOrders(range: DayRange, seed: number): ReportOrder[] {
  const random = seeded(seed);
  const days = eachDay(range);
  const orders: ReportOrder[] = [];
  days.forEach((day, index) => {
    // Sales grow towards the show, with a bump on weekends.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const trend = 0.6 + (index / days.length) * 1.6 + (weekday === 5 || weekday === 6 ? 0.8 : 0);
    const count = Math.floor(random() * trend * 1.6);
    for (let n = 0; n < count; n += 1) {
      const lots = new Set([pickLot(random), pickLot(random)].slice(0, 1 + Math.floor(random() * 2)));
      const items = [...lots].map((lot) => ({
        name: lot.name,
        quantity: 1 + Math.floor(random() * 3),
        unitPrice: lot.price,
      }));
      const hour = 9 + Math.floor(random() * 14);
      const minute = Math.floor(random() * 60);
      orders.push({
        // The last 6 characters (what the table shows) differ for every order.
        id: `7c9e6679-7425-40de-944b-${String(seed).padStart(4, '0')}${pad(minute)}${pad(hour)}${pad(index)}${pad(n)}`,
        createdAt: new Date(`${day}T${pad(hour)}:${pad(minute)}:00-03:00`).toISOString(),
        total: items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
        items,
      });
    }
  });
  // The server lists the most recent first.
  return orders.reverse();
}

function reportFrom(orders: ReportOrder[], range: DayRange): EventReportData {
  const byDay = new Map<string, ReportDay>();
  const byLot = new Map<string, { sold: number; revenue: number }>();
  for (const order of orders) {
    const day = addDays(order.createdAt.slice(0, 10), new Date(order.createdAt).getUTCHours() < 3 ? -1 : 0);
    const row = byDay.get(day) ?? { day, tickets: 0, revenue: 0 };
    for (const item of order.items) {
      row.tickets += item.quantity;
      row.revenue += item.quantity * (item.unitPrice ?? 0);
      const lot = byLot.get(item.name) ?? { sold: 0, revenue: 0 };
      lot.sold += item.quantity;
      lot.revenue += item.quantity * (item.unitPrice ?? 0);
      byLot.set(item.name, lot);
    }
    byDay.set(day, row);
  }
  const lots: ReportLot[] = lotSeeds.map((seed) => {
    const sold = byLot.get(seed.name) ?? { sold: 0, revenue: 0 };
    // Stock includes sales before the range and pending orders, so it is above the paid figure.
    const officialSold = Math.min(seed.quantity, sold.sold + Math.round(sold.sold * 0.4) + 3);
    return {
      ticketTypeId: seed.id,
      name: seed.name,
      price: seed.price,
      plannedQuantity: seed.quantity,
      officialSold,
      soldPaid: sold.sold,
      revenuePaid: sold.revenue,
      remaining: seed.quantity - officialSold,
    };
  });
  // As the server answers: every day of the range, days without sales as zeros.
  const daily = eachDay(range).map((day) => byDay.get(day) ?? { day, tickets: 0, revenue: 0 });
  return {
    totals: {
      ordersPaid: orders.length,
      tickets: daily.reduce((sum, row) => sum + row.tickets, 0),
      revenue: daily.reduce((sum, row) => sum + row.revenue, 0),
    },
    lots,
    daily,
    orders,
  };
}

/** The default range: 30 days before today to today. */
const fullRange = lastDays(TODAY, 30);
const fullReport = reportFrom(makeOrders(fullRange, 7), fullRange);

const manyDaysRange = { from: addDays(TODAY, -89), to: TODAY };
const manyDaysReport = reportFrom(makeOrders(manyDaysRange, 11), manyDaysRange);

const emptyReport: EventReportData = {
  totals: { ordersPaid: 0, tickets: 0, revenue: 0 },
  lots: lotSeeds.map((seed) => ({
    ticketTypeId: seed.id,
    name: seed.name,
    price: seed.price,
    plannedQuantity: seed.quantity,
    officialSold: 0,
    soldPaid: 0,
    revenuePaid: 0,
    remaining: seed.quantity,
  })),
  daily: eachDay(fullRange).map((day) => ({ day, tickets: 0, revenue: 0 })),
  orders: [],
};

/**
 * A week where more money went back than came in: figures are net of refunds (the server's sales ledger), so a
 * refund of an order paid before the range makes its day, its lot and the totals negative.
 */
const refundRange = lastDays(TODAY, 6);
const refundedSale: ReportOrder = {
  id: '7c9e6679-7425-40de-944b-0000reemb01',
  createdAt: new Date(`${addDays(TODAY, -5)}T14:10:00-03:00`).toISOString(),
  total: 160,
  items: [{ name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80 }],
};
const refundReport: EventReportData = {
  // One sale (2 × 80,00) and one refund (1 × 250,00 and 2 × 80,00, paid before the range).
  totals: { ordersPaid: 0, tickets: -1, revenue: -250 },
  lots: lotSeeds.map((seed) => {
    const net = {
      'lot-pista-1-int': { sold: 0, revenue: 0 },
      'lot-camarote-int': { sold: -1, revenue: -250 },
    }[seed.id] ?? { sold: 0, revenue: 0 };
    return {
      ticketTypeId: seed.id,
      name: seed.name,
      price: seed.price,
      plannedQuantity: seed.quantity,
      officialSold: 40,
      soldPaid: net.sold,
      revenuePaid: net.revenue,
      remaining: seed.quantity - 40,
    };
  }),
  daily: eachDay(refundRange).map((day) => {
    if (day === addDays(TODAY, -5)) return { day, tickets: 2, revenue: 160 };
    if (day === addDays(TODAY, -1)) return { day, tickets: -3, revenue: -410 };
    return { day, tickets: 0, revenue: 0 };
  }),
  orders: [refundedSale],
};

export {
  emptyReport,
  event,
  fullRange,
  fullReport,
  manyDaysRange,
  manyDaysReport,
  refundRange,
  refundReport,
  TODAY,
};
