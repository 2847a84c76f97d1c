import type { Schemas } from '@bilheteria/api-client';
import { describe, expect, it } from 'vitest';
import { ticketCount, ticketsHref, toOrderDetail, toOrderRow } from './rows';

const event: Schemas['OrderEvent'] = {
  _id: 'e1',
  title: 'Forró',
  image: '/posters/forro.svg',
  eventDate: '2025-12-06T23:00:00Z',
  city: 'Fortaleza',
  state: 'CE',
  venue: 'Parque',
};

describe('ticketCount', () => {
  it('adds the quantities of every line', () => {
    expect(ticketCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(ticketCount([])).toBe(0);
  });
});

describe('toOrderRow', () => {
  it('maps a listed order, linking to its detail', () => {
    expect(
      toOrderRow({
        _id: 'o/1',
        event,
        createdAt: '2025-11-15T21:04:00Z',
        items: [
          { name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80, discount: 0, total: 160 },
          { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40, discount: 0, total: 40 },
        ],
        total: 200,
        status: 'pending',
      }),
    ).toEqual({
      id: 'o/1',
      eventTitle: 'Forró',
      createdAt: '2025-11-15T21:04:00Z',
      itemCount: 3,
      total: 200,
      status: 'pending',
      href: '/meus-pedidos/o%2F1',
      ticketsHref: null,
      paymentLabel: null,
    });
  });

  it('says how a paid order was paid (issue #27)', () => {
    const paid = toOrderRow({
      _id: 'o2',
      event,
      createdAt: '2025-11-15T21:04:00Z',
      items: [{ name: 'PISTA — Lote 1 — Inteira', quantity: 1, unitPrice: 150, discount: 0, total: 150 }],
      total: 150,
      status: 'paid',
      payment: {
        method: 'card',
        installments: 3,
        installmentValue: 50,
        interest: 0,
        label: 'Cartão de crédito · 3x de R$ 50,00',
      },
    });
    expect(paid.paymentLabel).toBe('Cartão de crédito · 3x de R$ 50,00');
  });
});

describe('ticketsHref', () => {
  it('links only a paid order to its tickets', () => {
    expect(ticketsHref({ _id: 'o/1', status: 'paid' })).toBe('/meus-ingressos/o%2F1');
    for (const status of ['pending', 'expired', 'cancelled', 'refunded'])
      expect(ticketsHref({ _id: 'o1', status })).toBeNull();
  });
});

describe('toOrderDetail', () => {
  const detail: Schemas['OrderDetail'] = {
    _id: 'o1',
    couponCode: null,
    createdAt: '2025-11-15T21:04:00Z',
    status: 'paid',
    subtotal: 80,
    discount: 0,
    fee: 0,
    total: 80,
    expiresAt: '2025-11-15T21:19:00Z',
    eventTitle: '',
    eventPoster: null,
    event,
    buyerName: 'Ana',
    buyerEmail: 'ana@x.com',
    buyerCpfCnpj: null,
    buyerPhone: null,
    cancellation: { allowed: false, reason: null, refundAmount: 0, deadline: null },
    refund: null,
    items: [{ name: 'PISTA — Lote 1 — Inteira', quantity: 1, unitPrice: 80, discount: 0, total: 80 }],
    attendees: [],
  };

  it("falls back to the event's title and image", () => {
    expect(toOrderDetail(detail)).toMatchObject({ eventTitle: 'Forró', eventPoster: '/posters/forro.svg' });
    expect(toOrderDetail({ ...detail, eventTitle: 'Show', eventPoster: '/p.svg' })).toMatchObject({
      eventTitle: 'Show',
      eventPoster: '/p.svg',
    });
  });
});
