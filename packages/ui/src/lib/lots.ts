/**
 * The event form's model of categories and lots (spec §3 "Ticket type", §5, §9). The API knows flat
 * ticket types named "Categoria — Lote"; the form shows them grouped by category. Form values are the
 * inputs' text, so a field can be blank while typing; numbers are coerced only when building the payload.
 */
import {
  composeTicketTypeName,
  halfPriceCents,
  inteiraOf,
  labelSaysMeia,
  LOT_NAME_SEPARATOR,
  parseTicketTypeName,
} from '@bilheteria/rules';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

/** Between the category and the lot label in a ticket type's name (the one constant, from @bilheteria/rules). */
const NAME_SEPARATOR = LOT_NAME_SEPARATOR;
/** Category of a ticket type whose name has no separator. */
const UNCATEGORIZED = 'Geral';
const NEW_CATEGORY_NAME = 'NOVA CATEGORIA';

type EventStatus = 'draft' | 'published';

type LotFormValues = {
  /** The existing ticket type this lot edits; absent for a lot created in the form. */
  _id?: string;
  /** Tickets of this lot already sold (read-only, never sent): a lot with sales cannot be removed. */
  _sold?: number;
  label: string;
  price: string;
  quantity: string;
  lotNumber: string;
  perCustomerLimit: string;
  /** datetime-local text (São Paulo), "" when open. */
  saleStart: string;
  saleEnd: string;
  /** "Só com cupom" (issue #18): hidden from the public; absent keeps what is stored (a new lot: no). */
  couponOnly?: boolean;
};

type CategoryFormValues = { name: string; lots: LotFormValues[] };

/** The event form's "Abertura de vendas" (issue #28). */
type OnSaleFormValues = {
  startsAt: string;
  queue: boolean;
  admitPerMinute: string;
};

type EventFormValues = {
  title: string;
  status: EventStatus;
  description: string;
  /** Poster (cartaz) image URL. */
  image: string;
  mapImage: string;
  venue: string;
  city: string;
  /** Two-letter UF, upper case. */
  state: string;
  /** "YYYY-MM-DD". */
  eventDate: string;
  /** "HH:MM". */
  gatesOpenTime: string;
  showStartTime: string;
  /** datetime-local text (São Paulo). */
  startDate: string;
  endDate: string;
  categories: CategoryFormValues[];
  /**
   * Covered by the meia-entrada law (Lei 12.933/2013): publishing needs 40% of the tickets at half price.
   * Absent means covered (the default).
   */
  meiaEntradaLei?: boolean;
  /** The most card installments accepted (1–12; issue #27). Absent means 12. */
  maxInstallments?: number;
  /**
   * "Abertura de vendas" (issue #28): when sales open (datetime-local, São Paulo), whether a waiting room
   * orders the buyers, and how many it lets in per minute (blank: the platform's default). Absent: none.
   */
  onSale?: OnSaleFormValues;
};

/** A ticket type as the API sends it (only the fields the form uses). */
type TicketTypeSource = {
  _id?: string;
  sold?: number;
  name: string;
  price: number;
  quantity: number;
  lotNumber: number;
  perCustomerLimit: number;
  saleStart?: string | null;
  saleEnd?: string | null;
  couponOnly?: boolean;
};

/** A ticket type as the API takes it (spec §7, `ticketTypes[]`). */
type TicketTypePayload = {
  _id?: string;
  name: string;
  price: number;
  quantity: number;
  lotNumber: number;
  perCustomerLimit: number;
  saleStart: string | null;
  saleEnd: string | null;
  couponOnly?: boolean;
};

/** "PISTA — Lote 1 — Inteira" → category "PISTA", label "Lote 1 — Inteira"; no separator → "Geral". */
function splitTicketTypeName(name: string): { category: string; label: string } {
  const { category, lotLabel } = parseTicketTypeName(name);
  return { category: category ?? UNCATEGORIZED, label: lotLabel };
}

const joinTicketTypeName = composeTicketTypeName;

function lot(
  label: string,
  price: number,
  quantity: number,
  lotNumber: number,
  limit: number,
): LotFormValues {
  return {
    label,
    price: String(price),
    quantity: String(quantity),
    lotNumber: String(lotNumber),
    perCustomerLimit: String(limit),
    saleStart: '',
    saleEnd: '',
  };
}

/** Spec §3: "PISTA" with "Lote 1 — Inteira" at 80 and "Lote 1 — Meia" at 40, 100 each, lot 1, limit 4. */
function defaultCategory(): CategoryFormValues {
  return {
    name: 'PISTA',
    lots: [lot('Lote 1 — Inteira', 80, 100, 1, 4), lot('Lote 1 — Meia', 40, 100, 1, 4)],
  };
}

/** Spec §9: "+ Adicionar lote" labels the lot "Lote {n} — Inteira", n = lot count + 1; values and limit 0. */
function newLot(existing: readonly LotFormValues[]): LotFormValues {
  const n = existing.length + 1;
  return lot(`Lote ${n} — Inteira`, 0, 0, n, 0);
}

/** Spec §9: "+ Adicionar categoria" adds "NOVA CATEGORIA" with one lot of values 0 and limit 0. */
function newCategory(): CategoryFormValues {
  return { name: NEW_CATEGORY_NAME, lots: [newLot([])] };
}

/** Spec §3: a new event starts as a draft with the default category. */
function newEventFormValues(): EventFormValues {
  return {
    title: '',
    status: 'draft',
    description: '',
    image: '',
    mapImage: '',
    venue: '',
    city: '',
    state: '',
    eventDate: '',
    gatesOpenTime: '',
    showStartTime: '',
    startDate: '',
    endDate: '',
    categories: [defaultCategory()],
  };
}

/** Ticket types grouped by the text before the first " — ", in order of first appearance. */
function ticketTypesToCategories(types: readonly TicketTypeSource[]): CategoryFormValues[] {
  if (types.length === 0) return [defaultCategory()];
  const byName = new Map<string, CategoryFormValues>();
  for (const type of types) {
    const { category, label } = splitTicketTypeName(type.name);
    const group = byName.get(category) ?? { name: category, lots: [] };
    byName.set(category, group);
    group.lots.push({
      ...(type._id ? { _id: type._id } : {}),
      ...(type.sold ? { _sold: type.sold } : {}),
      label,
      price: String(type.price),
      quantity: String(type.quantity),
      lotNumber: String(type.lotNumber),
      perCustomerLimit: String(type.perCustomerLimit),
      saleStart: toDateTimeLocal(type.saleStart),
      saleEnd: toDateTimeLocal(type.saleEnd),
      ...(type.couponOnly ? { couponOnly: true } : {}),
    });
  }
  return [...byName.values()];
}

/** Spec §5: numbers are coerced, a missing (or unreadable) value becomes `fallback`. */
function toNumber(value: string | number | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  const text = String(value).trim().replace(',', '.');
  if (text === '') return fallback;
  const number = Number(text);
  return Number.isFinite(number) ? number : fallback;
}

const toCents = (value: number) => Math.round(value * 100) / 100;

/** Tickets already sold in a lot (0 for a lot created in the form). */
const soldOf = (lot: LotFormValues) => lot._sold ?? 0;

/** The categories back to flat ticket types, names joined "Categoria — Lote", dates ISO or null. */
function categoriesToTicketTypes(categories: readonly CategoryFormValues[]): TicketTypePayload[] {
  return categories.flatMap((category) =>
    category.lots.map((item) => ({
      ...(item._id ? { _id: item._id } : {}),
      name: joinTicketTypeName(category.name, item.label),
      price: toCents(toNumber(item.price, 0)),
      quantity: Math.trunc(toNumber(item.quantity, 0)),
      lotNumber: Math.trunc(toNumber(item.lotNumber, 1)),
      perCustomerLimit: Math.trunc(toNumber(item.perCustomerLimit, 0)),
      saleStart: fromDateTimeLocal(item.saleStart),
      saleEnd: fromDateTimeLocal(item.saleEnd),
      ...(item.couponOnly !== undefined ? { couponOnly: item.couponOnly } : {}),
    })),
  );
}

/** A category's lots as the meia-entrada rules read them ("Meia" in the label: half price, as the API reads it). */
function pricedLots(category: CategoryFormValues) {
  return category.lots.map((item, index) => ({
    index,
    name: joinTicketTypeName(category.name, item.label),
    category: category.name,
    lotNumber: Math.trunc(toNumber(item.lotNumber, 1)),
    lotLabel: item.label,
    meiaEntrada: labelSaysMeia(item.label),
    priceCents: Math.round(toNumber(item.price, 0) * 100),
  }));
}

/**
 * The price of a half-price lot, in cents, when the event is covered by the meia-entrada law and the lot has an
 * Inteira in its category and lot: half of it, shown read-only (issue #30). Undefined when the organizer types it.
 */
function derivedMeiaPriceCents(
  values: Pick<EventFormValues, 'meiaEntradaLei'>,
  category: CategoryFormValues,
  lotIndex: number,
): number | undefined {
  if (values.meiaEntradaLei === false) return undefined;
  const lots = pricedLots(category);
  const meia = lots[lotIndex];
  if (!meia?.meiaEntrada) return undefined;
  const inteira = inteiraOf(meia, lots);
  return inteira ? halfPriceCents(inteira.priceCents) : undefined;
}

/** The values with every derived half price written into its lot, so what is shown is what is saved. */
function withDerivedMeiaPrices(values: EventFormValues): EventFormValues {
  const categories = values.categories.map((category) => {
    const lots = category.lots.map((item, index) => {
      const cents = derivedMeiaPriceCents(values, category, index);
      if (cents === undefined || Math.round(toNumber(item.price, 0) * 100) === cents) return item;
      return { ...item, price: String(cents / 100) };
    });
    return lots.some((item, index) => item !== category.lots[index]) ? { ...category, lots } : category;
  });
  return categories.some((category, index) => category !== values.categories[index])
    ? { ...values, categories }
    : values;
}

export {
  categoriesToTicketTypes,
  derivedMeiaPriceCents,
  withDerivedMeiaPrices,
  defaultCategory,
  joinTicketTypeName,
  NAME_SEPARATOR,
  NEW_CATEGORY_NAME,
  newCategory,
  newEventFormValues,
  newLot,
  soldOf,
  splitTicketTypeName,
  ticketTypesToCategories,
  toNumber,
  UNCATEGORIZED,
};
export type {
  CategoryFormValues,
  EventFormValues,
  OnSaleFormValues,
  EventStatus,
  LotFormValues,
  TicketTypePayload,
  TicketTypeSource,
};
