import type { Schemas } from '@bilheteria/api-client';

/**
 * A stand-in for the server's POST /orders/quote in client tests: prices the request's lines from `types` the
 * way the contract describes (what the buyer may still take = stock bounded by the limit minus what they hold;
 * a refusal for a line asking for more, or for a lot that is gone), with a fixed `fee` so a test can tell the
 * server's totals from anything a client might add up.
 */
export function fakeQuote(
  types: readonly Schemas['TicketType'][],
  { held = {}, fee = 0 }: { held?: Record<string, number>; fee?: number } = {},
) {
  return (body: Schemas['OrderQuoteInput']): Schemas['OrderQuote'] => {
    const lines = body.items.map((item): Schemas['OrderQuoteLine'] => {
      const type = types.find((candidate) => candidate._id === item.ticketTypeId);
      const remaining = type ? Math.max(0, type.quantity - type.sold) : 0;
      const has = held[item.ticketTypeId] ?? 0;
      const limit = type?.perCustomerLimit ?? 0;
      const maxQuantity = limit > 0 ? Math.min(remaining, Math.max(0, limit - has)) : remaining;
      const name = type?.name ?? '';
      const refusal =
        item.quantity === 0
          ? null
          : remaining === 0
            ? { code: 'SOLD_OUT', message: `Ingressos esgotados para ${name}.` }
            : item.quantity > maxQuantity
              ? { code: 'LIMIT_REACHED', message: `Limite de ${limit} ingresso(s) por cliente para ${name}.` }
              : null;
      const unitPrice = type?.price ?? 0;
      return {
        ticketTypeId: item.ticketTypeId,
        name,
        category: type?.category ?? '',
        lotLabel: type?.lotLabel ?? '',
        meiaEntrada: type?.meiaEntrada ?? false,
        quantity: item.quantity,
        unitPrice,
        subtotal: unitPrice * item.quantity,
        discount: 0,
        total: unitPrice * item.quantity,
        remaining,
        perCustomerLimit: limit,
        held: has,
        maxQuantity,
        refusal,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    return {
      eventId: body.eventId,
      lines,
      subtotal,
      discount: 0,
      fee,
      total: subtotal + fee,
      orderable: lines.every((line) => line.refusal === null) && lines.some((line) => line.quantity > 0),
      refusal: null,
      coupon: null,
      meiaEntrada: { total: 0, vendidas: 0, restantes: 0 },
    };
  };
}
