/*
 * The meia-entrada quota and price of an event's ticket types (Lei 12.933/2013 art. 9 and art. 7): at least 40%
 * of the tickets offered to the public are half price, and a half-price type costs half of its Inteira (the
 * full-price type of the same category and lot). The event form shows the quota before saving and the API refuses
 * with the same message; the half price is derived, never typed.
 */

/** The legal floor: percent of the tickets offered at half price (the form's hint and the API's refusal print it). */
export const MEIA_ENTRADA_PERCENT = 40;

export interface QuotaLot {
  quantity: number;
  meiaEntrada: boolean;
}

export interface MeiaEntradaQuota {
  /** Every ticket offered. */
  total: number;
  /** Half-price tickets offered. */
  meias: number;
  /** Half-price tickets the law asks for (40% of the total, rounded up). */
  required: number;
  /** How many more tickets must be half price (0 when the quota is met). */
  missing: number;
}

export function meiaEntradaQuota(lots: readonly QuotaLot[]): MeiaEntradaQuota {
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const meias = lots.reduce((sum, lot) => sum + (lot.meiaEntrada ? lot.quantity : 0), 0);
  // Integer arithmetic: ceil(total × 40%) without floating-point noise.
  const required = Math.ceil((total * MEIA_ENTRADA_PERCENT) / 100);
  return { total, meias, required, missing: Math.max(0, required - meias) };
}

const count = (value: number) => value.toLocaleString('pt-BR');

export const meiaEntradaMessages = {
  quota: ({ total, meias, missing }: MeiaEntradaQuota) =>
    `Para publicar, ao menos ${MEIA_ENTRADA_PERCENT}% dos ingressos devem ser meia-entrada (Lei 12.933/2013): são ${count(meias)} ` +
    `meia(s) de ${count(total)} ingresso(s); faltam ${count(missing)}. Transforme ${count(missing)} ingresso(s) ` +
    `em meia-entrada, ou desmarque "Evento coberto pela lei da meia-entrada" se a lei não se aplica.`,
} as const;

export interface PricedLot {
  name: string;
  category: string;
  lotNumber: number;
  lotLabel: string;
  meiaEntrada: boolean;
  priceCents: number;
}

/**
 * The Inteira of a half-price lot: the full-price lot of the same category and lot number (one whose label says
 * "Inteira" when there are several), or undefined when the category has none in that lot.
 */
export function inteiraOf<T extends PricedLot>(meia: T, lots: readonly T[]): T | undefined {
  const same = lots.filter(
    (lot) =>
      !lot.meiaEntrada &&
      lot.lotNumber === meia.lotNumber &&
      lot.category.toLocaleLowerCase('pt-BR') === meia.category.toLocaleLowerCase('pt-BR'),
  );
  return same.find((lot) => /inteira/i.test(lot.lotLabel)) ?? same[0];
}

/**
 * What a half-price lot costs: half of its Inteira, an odd cent rounded down (in the buyer's favour). The
 * organizer never types it; the event form shows it and the API stores it, whatever a client sent.
 */
export function halfPriceCents(inteiraCents: number): number {
  return Math.floor(inteiraCents / 2);
}

/**
 * The lots with every half-price lot priced at half of its Inteira (Lei 12.933/2013 art. 7); a half-price lot
 * without an Inteira in its category and lot keeps its price.
 */
export function withMeiaPricesDerived<T extends PricedLot>(lots: readonly T[]): T[] {
  return lots.map((lot) => {
    if (!lot.meiaEntrada) return lot;
    const inteira = inteiraOf(lot, lots);
    return inteira ? { ...lot, priceCents: halfPriceCents(inteira.priceCents) } : lot;
  });
}
