import { createApiClient, type Schemas } from '@bilheteria/api-client';
import { describe, expect, it } from 'vitest';
import { buildDraft, type CheckoutDraft } from './draft';
import { ApiError } from './api-error';
import { orderMatchesDraft, placeOrder } from './place-order';
import { ticketType } from './testing/ticket-type';

const inteira = ticketType('t-pi', 'PISTA — Lote 1 — Inteira');
const meia = ticketType('t-pm', 'PISTA — Lote 1 — Meia', { price: 40 });
const event = {
  _id: 'e1',
  title: 'Forró',
  image: null,
  ticketTypes: [inteira, meia],
  sellableTicketTypes: [inteira, meia],
};

function named(quantities: Record<string, number>): CheckoutDraft {
  const draft = buildDraft(event, quantities, '', null);
  draft.attendees = draft.attendees.map((attendee) => ({
    ...attendee,
    name: `Pessoa ${attendee.idx}`,
    email: `p${attendee.idx}@exemplo.com`,
  }));
  return draft;
}

const draft = named({ 't-pi': 1, 't-pm': 1 });
const quote = { subtotal: 120, fee: 0, total: 120 };

/** The server's copy of an order made from `from`. */
function serverOrder(
  from: CheckoutDraft,
  status: Schemas['OrderStatus'],
  total = 120,
): Schemas['OrderDetail'] {
  return {
    _id: 'o1',
    couponCode: null,
    createdAt: '2026-11-25T12:00:00Z',
    status,
    subtotal: total,
    discount: 0,
    fee: 0,
    total,
    expiresAt: '2026-11-25T12:15:00Z',
    eventTitle: 'Forró',
    eventPoster: null,
    event: {
      _id: from.eventId,
      title: 'Forró',
      image: null,
      eventDate: null,
      city: null,
      state: null,
      venue: null,
    },
    buyerName: 'Ana',
    buyerEmail: 'ana@exemplo.com',
    buyerCpfCnpj: null,
    buyerPhone: null,
    cancellation: { allowed: false, reason: null, refundAmount: 0, deadline: null },
    refund: null,
    // The server lists lines in its own order.
    items: [...from.items].reverse().map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.price,
      discount: 0,
      total: 0,
    })),
    attendees: from.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      ticketTypeName: a.lotName,
      meiaEntrada: null,
    })),
  };
}

/** An API client over a fake server that records every call, in order. */
function fakeServer(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    getState: () => null,
    fetch: async (request: Request) => {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      const route = routes[key];
      return route ? route() : Response.json({ message: 'Não encontrado' }, { status: 404 });
    },
  });
  return { api, calls };
}

const created = () =>
  Response.json({ pedidoId: 'o2', _id: 'o2', status: 'pending', total: 120 }, { status: 201 });

describe('orderMatchesDraft', () => {
  it('matches the same lots, people and quoted total, whatever the order of the lines', () => {
    expect(orderMatchesDraft(serverOrder(draft, 'pending'), draft, quote)).toBe(true);
  });

  it.each([
    ['a quantity', named({ 't-pi': 2, 't-pm': 1 })],
    ['a lot', named({ 't-pi': 2 })],
    [
      'an attendee',
      { ...draft, attendees: [{ ...draft.attendees[0]!, name: 'Outra' }, draft.attendees[1]!] },
    ],
    ['the event', { ...draft, eventId: 'e2' }],
  ])('does not match when %s changed', (_what, changed) => {
    expect(orderMatchesDraft(serverOrder(draft, 'pending'), changed, quote)).toBe(false);
  });

  it('does not match when the quoted total moved (a coupon, a new price)', () => {
    expect(orderMatchesDraft(serverOrder(draft, 'pending'), draft, { total: 108 })).toBe(false);
  });
});

describe('placeOrder', () => {
  it('says a free order came back paid, so the checkout skips the payment (issue #25 point 6)', async () => {
    const { api } = fakeServer({
      'POST /orders': () =>
        Response.json({ pedidoId: 'o3', _id: 'o3', status: 'paid', total: 0 }, { status: 201 }),
    });
    await expect(placeOrder(api, draft, quote, null)).resolves.toEqual({
      orderId: 'o3',
      reused: false,
      paid: true,
    });
  });

  it('creates the order when none is stored', async () => {
    const { api, calls } = fakeServer({ 'POST /orders': created });
    await expect(placeOrder(api, draft, quote, null)).resolves.toEqual({
      orderId: 'o2',
      reused: false,
      paid: false,
    });
    expect(calls).toEqual(['POST /orders']);
  });

  it('reuses the stored order while it is pending and the draft unchanged (back from payment and on again)', async () => {
    const { api, calls } = fakeServer({
      'GET /orders/o1': () => Response.json(serverOrder(draft, 'pending')),
      'POST /orders': created,
    });
    await expect(placeOrder(api, draft, quote, 'o1')).resolves.toEqual({
      orderId: 'o1',
      reused: true,
      paid: false,
    });
    expect(calls).toEqual(['GET /orders/o1']);
  });

  it('cancels the stored pending order before creating the new one when the draft changed', async () => {
    const { api, calls } = fakeServer({
      'GET /orders/o1': () => Response.json(serverOrder(draft, 'pending')),
      'POST /orders/o1/cancel': () => Response.json(serverOrder(draft, 'cancelled')),
      'POST /orders': created,
    });
    const changed = named({ 't-pi': 2, 't-pm': 1 });
    await expect(placeOrder(api, changed, { ...quote, total: 200 }, 'o1')).resolves.toEqual({
      orderId: 'o2',
      reused: false,
      paid: false,
    });
    expect(calls).toEqual(['GET /orders/o1', 'POST /orders/o1/cancel', 'POST /orders']);
  });

  it.each(['expired', 'cancelled', 'paid'] as const)(
    'makes a new order without cancelling when the stored one is %s',
    async (status) => {
      const { api, calls } = fakeServer({
        'GET /orders/o1': () => Response.json(serverOrder(draft, status)),
        'POST /orders': created,
      });
      await expect(placeOrder(api, draft, quote, 'o1')).resolves.toEqual({
        orderId: 'o2',
        reused: false,
        paid: false,
      });
      expect(calls).toEqual(['GET /orders/o1', 'POST /orders']);
    },
  );

  it('makes no second order when the stale one cannot be cancelled', async () => {
    const { api, calls } = fakeServer({
      'GET /orders/o1': () => Response.json(serverOrder(draft, 'pending')),
      'POST /orders/o1/cancel': () => Response.json({ message: 'Pedido já pago.' }, { status: 409 }),
      'POST /orders': created,
    });
    const attempt = placeOrder(api, named({ 't-pm': 1 }), { ...quote, total: 40 }, 'o1');
    await expect(attempt).rejects.toEqual(
      new ApiError('Pedido já pago.', 409, { message: 'Pedido já pago.' }),
    );
    expect(calls).toEqual(['GET /orders/o1', 'POST /orders/o1/cancel']);
  });
});
