import type { Schemas } from '@bilheteria/api-client';

/**
 * A lot as GET /events/{id} returns it, for client tests: 100 on sale, none sold, R$ 80, up to 4 per buyer,
 * no sale window; the category is the name's first part ("PISTA — Lote 1 — Inteira" → "PISTA").
 */
export function ticketType(
  id: string,
  name: string,
  overrides: Partial<Schemas['TicketType']> = {},
): Schemas['TicketType'] {
  return {
    _id: id,
    name,
    category: name.split(' — ')[0]!,
    price: 80,
    quantity: 100,
    sold: 0,
    remaining: 100,
    lotNumber: 1,
    perCustomerLimit: 4,
    saleStart: null,
    saleEnd: null,
    ...overrides,
  };
}
