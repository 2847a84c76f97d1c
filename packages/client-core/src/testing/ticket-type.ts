import type { Schemas } from '@bilheteria/api-client';
import { DEFAULT_CATEGORY, labelSaysMeia, parseTicketTypeName } from '@bilheteria/rules';

/**
 * A lot as GET /events/{id} returns it, for client tests: 100 on sale, none sold, R$ 80, up to 4 per buyer,
 * no sale window; category and lot label read from the name as the server reads a spec client's name.
 */
export function ticketType(
  id: string,
  name: string,
  overrides: Partial<Schemas['TicketType']> = {},
): Schemas['TicketType'] {
  const { category, lotLabel } = parseTicketTypeName(name);
  return {
    _id: id,
    name,
    category: category ?? DEFAULT_CATEGORY,
    lotLabel,
    meiaEntrada: labelSaysMeia(lotLabel),
    price: 80,
    quantity: 100,
    sold: 0,
    remaining: 100,
    lotNumber: 1,
    perCustomerLimit: 4,
    saleStart: null,
    saleEnd: null,
    couponOnly: false,
    ...overrides,
  };
}
