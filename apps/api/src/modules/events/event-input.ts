import type { Schemas } from '@bilheteria/api-client';
import {
  composeTicketTypeName,
  DEFAULT_CATEGORY,
  labelSaysMeia,
  parseTicketTypeName,
  sameLotLabel,
  reaisToCents,
} from '@bilheteria/rules';
import { getStateCodeByName, getStates } from '@brazilian-utils/brazilian-utils';
import type { EventStatus } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { optionalDateTime } from '../../lib/dates';
import { isSafeUrl } from '../../lib/urls';

/*
 * The event form's body (EventInput) checked beyond what the contract's schema says, and turned into what the
 * database stores: trimmed texts, UF codes, cents, HH:MM times, Dates. Pure: the repository applies the result.
 */

export type EventInput = Schemas['EventInput'];
export type TicketTypeInput = Schemas['TicketTypeInput'];

export const eventMessages = {
  titleRequired: 'Informe o título do evento.',
  eventDateRequired: 'Informe a data do evento.',
  invalidState: 'UF inválida.',
  invalidImage: 'O cartaz deve ser uma URL http(s) ou um caminho do site começando com /.',
  invalidMapImage: 'O mapa do evento deve ser uma URL http(s) ou um caminho do site começando com /.',
  endBeforeStart: 'O fim do evento deve ser depois do início.',
  lotNameRequired: (position: number) => `Informe o nome do lote ${position}.`,
  priceNegative: (name: string) => `O preço do lote "${name}" não pode ser negativo.`,
  priceCents: (name: string) => `O preço do lote "${name}" deve ter no máximo 2 casas decimais.`,
  quantityInvalid: (name: string) =>
    `A quantidade do lote "${name}" deve ser um número inteiro maior ou igual a 0.`,
  limitInvalid: (name: string) =>
    `O limite por comprador do lote "${name}" deve ser um número inteiro maior ou igual a 0 (0 = sem limite).`,
  lotNumberInvalid: (name: string) =>
    `O número do lote "${name}" deve ser um número inteiro maior ou igual a 1.`,
  saleEndBeforeStart: (name: string) => `O fim das vendas do lote "${name}" deve ser depois do início.`,
  duplicateType: (name: string) => `O lote "${name}" aparece mais de uma vez na lista.`,
  duplicateLotName: (category: string, lotLabel: string) =>
    `A categoria ${category} tem dois lotes chamados "${lotLabel}". Dê um nome diferente a cada lote.`,
} as const;

/** The event's own columns, as stored. */
export interface EventFields {
  title: string;
  description: string | null;
  image: string | null;
  mapImage: string | null;
  venue: string | null;
  city: string | null;
  state: string | null;
  status: EventStatus;
  eventDate: Date | null;
  gatesOpenTime: string | null;
  showStartTime: string | null;
  startDate: Date | null;
  endDate: Date | null;
  meiaEntradaLei: boolean;
  maxInstallments: number;
}

/** A ticket type of the input, ready to store; `id` is set for an existing type (edit only). */
export interface TicketTypeDraft {
  id: string | undefined;
  /** "Categoria — Lote", composed from the two, or as a client sending only the spec's name gave it. */
  name: string;
  category: string;
  lotLabel: string;
  meiaEntrada: boolean;
  priceCents: number;
  quantity: number;
  lotNumber: number;
  perCustomerLimit: number;
  saleStart: Date | null;
  saleEnd: Date | null;
  /** "Só com cupom"; undefined keeps what is stored (a new type: false). */
  couponOnly: boolean | undefined;
}

export interface ParsedEventInput {
  /** Create: every column (absent ones null / draft). Update: only the fields the body carries. */
  fields: Partial<EventFields> & { title: string };
  /** Absent on an update that leaves the ticket types alone. */
  ticketTypes: TicketTypeDraft[] | undefined;
}

const ufCodes: ReadonlySet<string> = new Set(getStates().map((state) => state.code));

/**
 * The UF code of `value`: a code ("ce", "CE") or a state name in any case, with or without accents ("Ceará",
 * "sao paulo"); null for an empty value; undefined when it is neither.
 */
export function toUf(value: string | null): string | null | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^[A-Za-z]{2}$/.test(text) && ufCodes.has(text.toUpperCase())) return text.toUpperCase();
  return getStateCodeByName(text.replace(/\s+/g, ' ')) ?? undefined;
}

/** Whether `reais` has at most 2 decimals (checked on the cents, within floating-point noise). */
export const hasWholeCents = (reais: number): boolean => reaisToCents(reais) !== null;

/** Reais already checked by `hasWholeCents` → cents. */
export const toCents = (reais: number): number => reaisToCents(reais) ?? Math.round(reais * 100);

/** Trimmed text, null when empty. */
const optionalText = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** "HH:MM" or "HH:MM:SS" (the contract's pattern) stored as "HH:MM". */
const optionalTime = (value: string | null | undefined) => (value ? value.slice(0, 5) : null);

/**
 * The type's name, category and lot label: composed from `category` and `lotLabel` when the client sends them,
 * else read from the spec's `name`. Empty when the client gave no usable name.
 */
function naming(input: TicketTypeInput): { name: string; category: string; lotLabel: string } {
  if (input.lotLabel !== undefined) {
    const category = input.category?.trim() || DEFAULT_CATEGORY;
    const lotLabel = input.lotLabel.trim();
    return { name: lotLabel === '' ? '' : composeTicketTypeName(category, lotLabel), category, lotLabel };
  }
  // A category without its lot label names no lot.
  const name = input.category === undefined ? (input.name?.trim() ?? '') : '';
  const parsed = parseTicketTypeName(name);
  return { name, category: parsed.category ?? DEFAULT_CATEGORY, lotLabel: parsed.lotLabel };
}

/** Two lots of one category with the same label (case and spacing aside): one problem per clash. */
function duplicateLotNames(drafts: readonly TicketTypeDraft[]): string[] {
  const problems: string[] = [];
  drafts.forEach((draft, index) => {
    if (draft.name === '') return;
    const clash = drafts.findIndex(
      (other) =>
        other.name !== '' &&
        other.category.toLocaleLowerCase('pt-BR') === draft.category.toLocaleLowerCase('pt-BR') &&
        sameLotLabel(other.lotLabel, draft.lotLabel),
    );
    if (clash < index) problems.push(eventMessages.duplicateLotName(draft.category, draft.lotLabel));
  });
  return problems;
}

function parseTicketTypes(
  inputs: TicketTypeInput[],
  keepIds: boolean,
  problems: string[],
): TicketTypeDraft[] {
  const seenIds = new Set<string>();
  const drafts = inputs.map((input, index) => {
    const { name, category, lotLabel } = naming(input);
    const label = name === '' ? String(index + 1) : name;
    if (name === '') problems.push(eventMessages.lotNameRequired(index + 1));
    if (input.price < 0) problems.push(eventMessages.priceNegative(label));
    else if (!hasWholeCents(input.price)) problems.push(eventMessages.priceCents(label));
    if (!Number.isInteger(input.quantity) || input.quantity < 0)
      problems.push(eventMessages.quantityInvalid(label));
    if (!Number.isInteger(input.perCustomerLimit) || input.perCustomerLimit < 0)
      problems.push(eventMessages.limitInvalid(label));
    if (!Number.isInteger(input.lotNumber) || input.lotNumber < 1)
      problems.push(eventMessages.lotNumberInvalid(label));
    const saleStart = optionalDateTime(input.saleStart);
    const saleEnd = optionalDateTime(input.saleEnd);
    if (saleStart && saleEnd && saleEnd <= saleStart) problems.push(eventMessages.saleEndBeforeStart(label));
    const id = keepIds ? input._id : undefined;
    if (id !== undefined) {
      if (seenIds.has(id)) problems.push(eventMessages.duplicateType(label));
      seenIds.add(id);
    }
    return {
      id,
      name,
      category,
      lotLabel,
      meiaEntrada: input.meiaEntrada ?? labelSaysMeia(lotLabel),
      priceCents: toCents(input.price),
      quantity: input.quantity,
      lotNumber: input.lotNumber,
      perCustomerLimit: input.perCustomerLimit,
      saleStart,
      saleEnd,
      couponOnly: input.couponOnly,
    };
  });
  problems.push(...duplicateLotNames(drafts));
  return drafts;
}

/**
 * Checks and normalizes an EventInput. On create, absent fields become null (status draft) and `_id`s of ticket
 * types are ignored (every type is new); on update, only the fields present are returned, and `current` (the
 * stored start and end) completes the start/end check. Throws 400 with every problem found, in pt-BR.
 */
export function parseEventInput(
  input: EventInput,
  mode: 'create' | 'update',
  current: Pick<EventFields, 'startDate' | 'endDate'> = { startDate: null, endDate: null },
): ParsedEventInput {
  const problems: string[] = [];
  const has = (key: keyof EventInput) => input[key] !== undefined;
  const creating = mode === 'create';

  const title = input.title.trim();
  if (title === '') problems.push(eventMessages.titleRequired);
  const fields: ParsedEventInput['fields'] = { title };

  if (creating || has('eventDate')) {
    if (!input.eventDate) problems.push(eventMessages.eventDateRequired);
    fields.eventDate = optionalDateTime(input.eventDate);
  }
  if (creating || has('state')) {
    const uf = toUf(input.state ?? null);
    if (uf === undefined) problems.push(eventMessages.invalidState);
    fields.state = uf ?? null;
  }
  for (const [key, message] of [
    ['image', eventMessages.invalidImage],
    ['mapImage', eventMessages.invalidMapImage],
  ] as const) {
    if (!creating && !has(key)) continue;
    const url = optionalText(input[key]);
    if (url !== null && !isSafeUrl(url)) problems.push(message);
    fields[key] = url;
  }
  for (const key of ['description', 'venue', 'city'] as const) {
    if (creating || has(key)) fields[key] = optionalText(input[key]);
  }
  for (const key of ['gatesOpenTime', 'showStartTime'] as const) {
    if (creating || has(key)) fields[key] = optionalTime(input[key]);
  }
  for (const key of ['startDate', 'endDate'] as const) {
    if (creating || has(key)) fields[key] = optionalDateTime(input[key]);
  }
  if (creating || has('status')) fields.status = input.status ?? 'draft';
  if (creating || has('meiaEntradaLei')) fields.meiaEntradaLei = input.meiaEntradaLei ?? true;
  if (creating || has('maxInstallments')) fields.maxInstallments = input.maxInstallments ?? 12;

  const startDate = fields.startDate !== undefined ? fields.startDate : current.startDate;
  const endDate = fields.endDate !== undefined ? fields.endDate : current.endDate;
  if (startDate && endDate && endDate <= startDate) problems.push(eventMessages.endBeforeStart);

  let ticketTypes: TicketTypeDraft[] | undefined;
  if (input.ticketTypes !== undefined) ticketTypes = parseTicketTypes(input.ticketTypes, !creating, problems);
  else if (creating) ticketTypes = [];

  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
  return { fields, ticketTypes };
}
