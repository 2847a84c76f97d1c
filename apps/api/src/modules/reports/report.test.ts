import { describe, expect, it } from 'vitest';
import { canReadReports, toReais, toReportOrderDto, toSummaryDto } from './report';

describe('canReadReports', () => {
  const event = { organizerId: 'organizer' };
  it('lets the organizer and any ADMIN read, nobody else', () => {
    expect(canReadReports({ id: 'organizer', role: 'USER' }, event)).toBe(true);
    expect(canReadReports({ id: 'someone', role: 'ADMIN' }, event)).toBe(true);
    expect(canReadReports({ id: 'someone', role: 'USER' }, event)).toBe(false);
  });
});

describe('wire shapes', () => {
  it('turns cents into reais', () => {
    expect(toReais(0)).toBe(0);
    expect(toReais(1)).toBe(0.01);
    expect(toReais(12_345)).toBe(123.45);
    expect(toReais(5_000_000_000)).toBe(50_000_000);
  });

  it('maps a summary: inventory now, paid figures of the period, remaining = quantity − sold', () => {
    const summary = toSummaryDto(
      {
        id: 'e',
        organizerId: 'o',
        title: 'Show',
        startDate: new Date('2025-05-01T22:00:00Z'),
        city: null,
        meiaEntradaLei: true,
      },
      { ordersPaid: 2, ticketsSold: 3, revenueCents: 25_000 },
      [
        {
          ticketTypeId: 't',
          name: 'PISTA — Lote 1',
          meiaEntrada: false,
          priceCents: 8_050,
          quantity: 100,
          sold: 7,
          soldPaid: 3,
          revenuePaidCents: 24_150,
        },
      ],
      { from: '2025-04-01', to: '2025-04-30' },
    );
    expect(summary).toEqual({
      event: { title: 'Show', startDate: '2025-05-01T22:00:00.000Z', city: null },
      totals: { ordersPaid: 2, tickets: 3, revenue: 250 },
      byLot: [
        {
          ticketTypeId: 't',
          name: 'PISTA — Lote 1',
          price: 80.5,
          plannedQuantity: 100,
          officialSold: 7,
          soldPaid: 3,
          revenuePaid: 241.5,
          remaining: 93,
          meiaEntrada: false,
        },
      ],
      meiaEntrada: { lei: true, total: 0, vendidas: 0, restantes: 0, percentualVendidos: 0 },
      from: '2025-04-01',
      to: '2025-04-30',
      coupons: [],
    });
  });

  it('maps an order with ISO time, reais and its seats in words', () => {
    expect(
      toReportOrderDto({
        id: 'o',
        createdAt: new Date('2025-04-02T02:59:00Z'),
        totalCents: 16_100,
        discountCents: 100,
        couponCode: 'AMIGO',
        items: [{ name: 'PISTA — Lote 1', quantity: 2, unitPriceCents: 8_050, discountCents: 100 }],
        seats: [
          { seatSection: 'B', seatRow: 'F', seatLabel: '12' },
          { seatSection: 'Camarote 3', seatRow: 'A', seatLabel: '1' },
        ],
      }),
    ).toEqual({
      id: 'o',
      createdAt: '2025-04-02T02:59:00.000Z',
      total: 161,
      discount: 1,
      couponCode: 'AMIGO',
      items: [{ name: 'PISTA — Lote 1', quantity: 2, unitPrice: 80.5, discount: 1, total: 160 }],
      seats: ['Setor B · Fileira F · Assento 12', 'Camarote 3 · Fileira A · Assento 1'],
    });
  });
});
