/*
 * A ticket type is a lot of a category: category "PISTA", lot label "Lote 1 — Inteira". The spec knows only
 * its `name`, the two joined by LOT_NAME_SEPARATOR ("PISTA — Lote 1 — Inteira"), and clients written for it send
 * only that. The name is composed from the two fields on write and parsed back, once, when a client sends only
 * the name: these functions are the only place either happens.
 */

/** Between the category and the lot label in a ticket type's name (spec §3 "Ticket type"). */
export const LOT_NAME_SEPARATOR = ' — ';

/** The category of a ticket type whose name has no separator (spec §3: category default "Ingressos"). */
export const DEFAULT_CATEGORY = 'Ingressos';

/** "PISTA" + "Lote 1 — Inteira" → "PISTA — Lote 1 — Inteira". */
export function composeTicketTypeName(category: string, lotLabel: string): string {
  return `${category.trim()}${LOT_NAME_SEPARATOR}${lotLabel.trim()}`;
}

export interface ParsedTicketTypeName {
  /** The text before the first separator; null when the name has none (or nothing before it). */
  category: string | null;
  /** The rest: the whole name when it has no separator. */
  lotLabel: string;
}

/** "PISTA — Lote 1 — Inteira" → PISTA / "Lote 1 — Inteira"; "Ingresso único" → null / "Ingresso único". */
export function parseTicketTypeName(name: string): ParsedTicketTypeName {
  const at = name.indexOf(LOT_NAME_SEPARATOR);
  if (at === -1) return { category: null, lotLabel: name.trim() };
  const category = name.slice(0, at).trim();
  return {
    category: category === '' ? null : category,
    lotLabel: name.slice(at + LOT_NAME_SEPARATOR.length).trim(),
  };
}

/**
 * Whether a lot label names a half-price ticket ("Lote 1 — Meia", "Meia-entrada"): the word "Meia" in any case.
 * Used where a client written for the spec sends no `meiaEntrada` (the spec's default lots are "Inteira" and
 * "Meia"), never to override what a client did send.
 */
export function labelSaysMeia(lotLabel: string): boolean {
  return /(?:^|[^\p{L}])meia(?:$|[^\p{L}])/iu.test(lotLabel);
}

/** Lot labels compare as the organizer would read them: trimmed, case and inner spacing ignored. */
export function sameLotLabel(a: string, b: string): boolean {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return key(a) === key(b);
}
