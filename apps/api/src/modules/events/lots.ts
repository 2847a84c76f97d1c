/*
 * "Virada de lote": which ticket types are on sale now. Pure functions of the event's ticket types and the
 * current instant, so the rule is tested at its boundaries without a database.
 */

/** What the lot rule reads of a ticket type. */
export interface LotView {
  category: string;
  lotNumber: number;
  quantity: number;
  sold: number;
  saleStart: Date | null;
  saleEnd: Date | null;
  /** "Só com cupom": its lots turn apart from the public ones of its category; unknown without a coupon. */
  couponOnly?: boolean;
}

const hasStock = (type: LotView) => type.sold < type.quantity;
const started = (type: LotView, now: Date) => type.saleStart === null || type.saleStart <= now;
const ended = (type: LotView, now: Date) => type.saleEnd !== null && type.saleEnd <= now;
const onSale = (type: LotView, now: Date) => hasStock(type) && started(type, now) && !ended(type, now);

/**
 * The types on sale now, in the order given. Within each category the lots are taken in ascending lot number:
 * the first lot with a type inside its sale window (start null or ≤ now, end null or > now) and with stock is
 * the current lot, and each of its types that is itself in window with stock is sellable. A lot whose types are
 * all sold out or past their window hands over to the next one ("lot 2 opens by itself"); a lot still waiting
 * for its window to start holds the category closed, so a later lot never jumps ahead of it.
 */
export function sellableTicketTypes<T extends LotView>(types: readonly T[], now: Date): T[] {
  const byCategory = new Map<string, T[]>();
  for (const type of types) {
    const key = type.couponOnly ? `${type.category}\u0000cupom` : type.category;
    const group = byCategory.get(key);
    if (group) group.push(type);
    else byCategory.set(key, [type]);
  }

  const sellable = new Set<T>();
  for (const group of byCategory.values()) {
    const lotNumbers = [...new Set(group.map((type) => type.lotNumber))].sort((a, b) => a - b);
    for (const lotNumber of lotNumbers) {
      const lot = group.filter((type) => type.lotNumber === lotNumber);
      const live = lot.filter((type) => onSale(type, now));
      if (live.length > 0) {
        for (const type of live) sellable.add(type);
        break;
      }
      const waiting = lot.some((type) => hasStock(type) && !started(type, now) && !ended(type, now));
      if (waiting) break;
    }
  }
  return types.filter((type) => sellable.has(type));
}
