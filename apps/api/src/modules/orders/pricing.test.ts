import { parseTicketTypeName } from '@bilheteria/rules';
import { describe, expect, it } from 'vitest';
import type { TicketTypeView } from './order-rules';
import { priceOrder, type PricingInput } from './pricing';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const now = new Date('2030-01-01T12:00:00Z');
const upcoming = { eventDate: new Date('2030-03-01T23:00:00Z'), startDate: null, endDate: null };

const type = (overrides: Partial<TicketTypeView> & { id: string; name: string }): TicketTypeView => ({
  category: parseTicketTypeName(overrides.name).category!,
  lotLabel: parseTicketTypeName(overrides.name).lotLabel,
  meiaEntrada: false,
  priceCents: 5000,
  quantity: 10,
  sold: 0,
  lotNumber: 1,
  perCustomerLimit: 0,
  saleStart: null,
  saleEnd: null,
  ...overrides,
});

const types = [
  type({ id: A, name: 'Pista — Lote 1', priceCents: 8000, perCustomerLimit: 4 }),
  type({ id: B, name: 'Pista — Lote 2', priceCents: 10000, lotNumber: 2 }),
  type({ id: C, name: 'Camarote — Lote 1', priceCents: 25050 }),
];

const price = (lines: PricingInput['lines'], overrides: Partial<PricingInput> = {}) =>
  priceOrder({ lines, event: upcoming, types, now, maxTicketsPerOrder: 10, ...overrides });

const refusalOf = (lines: PricingInput['lines'], overrides: Partial<PricingInput> = {}) =>
  price(lines, overrides).lines[0]!.refusal;

describe('priceOrder', () => {
  it('prices from the ticket types, never from the request, and totals the order', () => {
    const priced = price([
      { ticketTypeId: A, quantity: 2 },
      { ticketTypeId: C, quantity: 1 },
    ]);
    expect(priced.lines.map((line) => [line.name, line.unitPriceCents, line.discountCents])).toEqual([
      ['Pista — Lote 1', 8000, 0],
      ['Camarote — Lote 1', 25050, 0],
    ]);
    expect(priced.totals).toEqual({ subtotalCents: 41050, discountCents: 0, feeCents: 0, totalCents: 41050 });
    expect(priced.orderable).toBe(true);
    expect(priced.refusal).toBeNull();
  });

  it('refuses a type the event does not have', () => {
    expect(refusalOf([{ ticketTypeId: UNKNOWN, quantity: 1 }])).toEqual({
      code: 'UNKNOWN_TICKET_TYPE',
      message: 'Tipo de ingresso inválido para este evento.',
    });
  });

  it('refuses a later lot while the current one sells', () => {
    expect(refusalOf([{ ticketTypeId: B, quantity: 1 }])).toEqual({
      code: 'NOT_ON_SALE',
      message: 'Pista — Lote 2 não está à venda no momento.',
    });
  });

  it('opens lot 2 when lot 1 sells out, and says lot 1 is sold out', () => {
    const soldOut = types.map((item) => (item.id === A ? { ...item, sold: 10 } : item));
    expect(refusalOf([{ ticketTypeId: B, quantity: 1 }], { types: soldOut })).toBeNull();
    expect(refusalOf([{ ticketTypeId: A, quantity: 1 }], { types: soldOut })).toEqual({
      code: 'SOLD_OUT',
      message: 'Ingressos esgotados para Pista — Lote 1.',
    });
  });

  it('says how many remain when fewer than asked', () => {
    const few = types.map((item) => (item.id === C ? { ...item, sold: 8 } : item));
    expect(refusalOf([{ ticketTypeId: C, quantity: 3 }], { types: few })?.message).toBe(
      'Restam apenas 2 ingresso(s) para Camarote — Lote 1. Ajuste a quantidade e tente novamente.',
    );
  });

  it('respects the sale window at its boundaries', () => {
    const windowed = [
      type({ id: A, name: 'Geral', saleStart: now, saleEnd: new Date(now.getTime() + 1000) }),
    ];
    const at = (ms: number) =>
      refusalOf([{ ticketTypeId: A, quantity: 1 }], { types: windowed, now: new Date(now.getTime() + ms) });
    expect(at(-1)?.code).toBe('NOT_ON_SALE');
    expect(at(0)).toBeNull();
    expect(at(1000)?.code).toBe('NOT_ON_SALE');
  });

  it('applies the per-customer limit to what the buyer holds, when it is known', () => {
    const held = new Map([[A, 3]]);
    expect(refusalOf([{ ticketTypeId: A, quantity: 2 }], { held })).toEqual({
      code: 'LIMIT_REACHED',
      message: 'Limite de 4 ingresso(s) por cliente para Pista — Lote 1: você já tem 3 em outros pedidos.',
    });
    expect(refusalOf([{ ticketTypeId: A, quantity: 5 }], { held: new Map() })?.code).toBe('LIMIT_REACHED');
    // Unknown (an order, whose reservation counts it under a lock): not checked here.
    expect(refusalOf([{ ticketTypeId: A, quantity: 5 }])).toBeNull();
  });

  it('tells what the buyer may still take: stock, bounded by the limit minus what is held', () => {
    const few = types.map((item) => (item.id === A ? { ...item, sold: 8 } : item));
    const lines = (held: Map<string, number>, offered = types) =>
      priceOrder({
        lines: [
          { ticketTypeId: A, quantity: 0 },
          { ticketTypeId: B, quantity: 0 },
          { ticketTypeId: C, quantity: 0 },
        ],
        event: upcoming,
        types: offered,
        now,
        held,
        maxTicketsPerOrder: 10,
      }).lines.map((line) => [line.maxQuantity, line.remaining, line.held, line.refusal]);
    expect(lines(new Map())).toEqual([
      [4, 10, 0, null],
      [0, 10, 0, null],
      [10, 10, 0, null],
    ]);
    expect(lines(new Map([[A, 3]]))[0]).toEqual([1, 10, 3, null]);
    expect(lines(new Map([[A, 6]]))[0]).toEqual([0, 10, 6, null]);
    expect(lines(new Map(), few)[0]).toEqual([2, 2, 0, null]);
  });

  it('caps an order at the platform ceiling even where the organizer set no limit', () => {
    // C has no per-customer limit: 10 in one order is the most, and each line sees what the others left.
    const full = price([{ ticketTypeId: C, quantity: 10 }], { maxTicketsPerOrder: 10 });
    expect(full.refusal).toBeNull();
    expect(full.orderable).toBe(true);
    const over = price(
      [
        { ticketTypeId: B, quantity: 3 },
        { ticketTypeId: C, quantity: 8 },
      ],
      { maxTicketsPerOrder: 10 },
    );
    expect(over.refusal).toEqual({
      code: 'ORDER_LIMIT',
      message: 'Cada pedido pode ter no máximo 10 ingressos.',
    });
    expect(over.orderable).toBe(false);
    expect(over.lines.map((line) => line.maxQuantity)).toEqual([0, 7]);
    const someLeft = price(
      [
        { ticketTypeId: A, quantity: 0 },
        { ticketTypeId: C, quantity: 7 },
      ],
      { maxTicketsPerOrder: 10 },
    );
    expect(someLeft.lines.map((line) => line.maxQuantity)).toEqual([3, 10]);
  });

  it('is not orderable with only zero quantities', () => {
    expect(price([{ ticketTypeId: A, quantity: 0 }]).orderable).toBe(false);
  });

  it('refuses the whole order once the event is over, and offers nothing', () => {
    const ended = price([{ ticketTypeId: A, quantity: 1 }], {
      event: { eventDate: new Date('2029-12-31T20:00:00Z') },
    });
    expect(ended.refusal).toEqual({
      code: 'EVENT_ENDED',
      message: 'Este evento já foi encerrado e não vende mais ingressos.',
    });
    expect(ended.orderable).toBe(false);
    expect(ended.lines[0]!.maxQuantity).toBe(0);
  });
});
