import { parseTicketTypeName } from '@bilheteria/rules';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { checkAttendees, checkCustomerLimit, mergeItems, type TicketTypeView } from './order-rules';
import { priceOrder } from './pricing';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const now = new Date('2030-01-01T12:00:00Z');

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

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return undefined;
};

describe('mergeItems', () => {
  it('merges repeated types (any case) and orders lines by ticket type id', () => {
    expect(
      mergeItems([
        { ticketTypeId: C, quantity: 1 },
        { ticketTypeId: A, quantity: 2 },
        { ticketTypeId: A.toUpperCase(), quantity: 1 },
      ]),
    ).toEqual([
      { ticketTypeId: A, quantity: 3 },
      { ticketTypeId: C, quantity: 1 },
    ]);
  });

  it('refuses a zero quantity with 400, unless quoting', () => {
    expect(refusal(() => mergeItems([{ ticketTypeId: A, quantity: 0 }]))).toEqual({
      status: 400,
      message: 'A quantidade de cada ingresso deve ser maior que zero.',
    });
    expect(mergeItems([{ ticketTypeId: A, quantity: 0 }], { allowZero: true })).toEqual([
      { ticketTypeId: A, quantity: 0 },
    ]);
  });
});

/** The lines as the order prices them. */
const priceLines = (lines: Array<{ ticketTypeId: string; quantity: number }>, offered = types) =>
  priceOrder({ lines, event: {}, types: offered, now, maxTicketsPerOrder: 10 }).lines;

describe('checkAttendees', () => {
  const lines = priceLines([{ ticketTypeId: A, quantity: 2 }], types);
  const person = (name: string, email: string, ticketTypeId = A) => ({ ticketTypeId, name, email });

  it('keeps the request order, trims names and lower-cases e-mails', () => {
    expect(checkAttendees(lines, [person(' Ana ', 'ANA@x.com'), person('Bia', 'bia@x.com')])).toEqual([
      { idx: 0, ticketTypeId: A, name: 'Ana', email: 'ana@x.com', meiaEntrada: null },
      { idx: 1, ticketTypeId: A, name: 'Bia', email: 'bia@x.com', meiaEntrada: null },
    ]);
  });

  it.each([
    [
      [person('Ana', 'ana@x.com')],
      'Informe um utilizador para cada ingresso de Pista — Lote 1: são 2 ingresso(s) e 1 utilizador(es).',
    ],
    [[person('Ana', 'ana@x.com'), person('', 'b@x.com')], 'Preencha nome e e-mail de todos os utilizadores.'],
    [[person('Ana', 'ana@x.com'), person('Bia', ' ')], 'Preencha nome e e-mail de todos os utilizadores.'],
    [[person('Ana', 'ana@x.com'), person('Bia', 'bia@x')], 'Informe um e-mail válido para cada utilizador.'],
    [
      [person('Ana', 'ana@x.com'), person('Bia', 'bia@x.com', C)],
      'Cada participante deve usar um dos ingressos do pedido.',
    ],
  ])('refuses %j with 400 "%s"', (people, message) => {
    expect(refusal(() => checkAttendees(lines, people))).toEqual({ status: 400, message });
  });
});

describe('checkCustomerLimit', () => {
  const lines = (quantity: number) => priceLines([{ ticketTypeId: A, quantity }], types);

  it('allows up to the limit, counting what the buyer already holds', () => {
    expect(refusal(() => checkCustomerLimit(lines(4), new Map()))).toBeUndefined();
    expect(refusal(() => checkCustomerLimit(lines(1), new Map([[A, 3]])))).toBeUndefined();
    expect(refusal(() => checkCustomerLimit(lines(2), new Map([[A, 3]])))).toEqual({
      status: 409,
      message: 'Limite de 4 ingresso(s) por cliente para Pista — Lote 1: você já tem 3 em outros pedidos.',
    });
    expect(refusal(() => checkCustomerLimit(lines(5), new Map()))?.message).toBe(
      'Limite de 4 ingresso(s) por cliente para Pista — Lote 1.',
    );
  });

  it('has no limit when it is 0', () => {
    const unlimited = priceLines([{ ticketTypeId: C, quantity: 9 }], types);
    expect(refusal(() => checkCustomerLimit(unlimited, new Map([[C, 1000]])))).toBeUndefined();
  });
});
