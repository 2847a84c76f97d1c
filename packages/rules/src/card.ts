/*
 * A credit card and its holder as the card form (client-core) and POST /pagamento/asaas/cartao (the API) judge
 * them (issue #27): one definition of a valid number, brand, expiry, CVV and of the holder's data Asaas requires,
 * with the pt-BR message shown under each field. Brands, lengths, CVV sizes and the Luhn check come from
 * card-validator (and credit-card-type, its brand table); CPF/CNPJ, CEP, e-mail and phone from @brazilian-utils (through person.ts).
 */
import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import { isValidCep, isValidPhone } from '@brazilian-utils/brazilian-utils';
import {
  BUYER_MESSAGES,
  digitsOnly,
  isValidCpfCnpj,
  isValidEmailAddress,
  normalizeCpfCnpj,
  normalizeEmail,
  normalizeName,
} from './person';

/** The brands Asaas charges, by card-validator's `type`, with the name the buyer reads and Asaas's code. */
const BRANDS = {
  visa: { label: 'Visa', code: 'VISA' },
  mastercard: { label: 'Mastercard', code: 'MASTERCARD' },
  elo: { label: 'Elo', code: 'ELO' },
  'american-express': { label: 'American Express', code: 'AMEX' },
  'diners-club': { label: 'Diners Club', code: 'DINERS' },
  discover: { label: 'Discover', code: 'DISCOVER' },
  hipercard: { label: 'Hipercard', code: 'HIPERCARD' },
  jcb: { label: 'JCB', code: 'JCB' },
} as const;
export type CardBrand = keyof typeof BRANDS;

export const CARD_MESSAGES = {
  nomeTitular: 'Informe o nome impresso no cartão.',
  numero: 'Número de cartão inválido. Confira os dígitos.',
  brand:
    'Bandeira não aceita. Use Visa, Mastercard, Elo, American Express, Diners Club, Discover, Hipercard ou JCB.',
  validade: 'Informe a validade no formato MM/AA.',
  expired: 'Cartão vencido. Use outro cartão.',
  cvv: (size: number) => `O código de segurança (CVV) deste cartão tem ${size} dígitos.`,
} as const;

export const HOLDER_MESSAGES = {
  nome: BUYER_MESSAGES.name,
  email: BUYER_MESSAGES.email,
  cpfCnpj: BUYER_MESSAGES.cpf,
  cep: 'Informe um CEP válido (8 números).',
  numeroEndereco: 'Informe o número do endereço (ou "S/N").',
  telefone: 'Informe um telefone válido com DDD (apenas números).',
} as const;

export interface CardInput {
  nomeTitular: string;
  numero: string;
  mesValidade: string;
  /** Two digits ("29", as the form's MM/AA) or four ("2029"). */
  anoValidade: string;
  cvv: string;
}

export interface CardHolderInput {
  nome: string;
  email: string;
  cpfCnpj: string;
  cep: string;
  numeroEndereco: string;
  telefone: string;
}

export type CardField = 'nomeTitular' | 'numero' | 'validade' | 'cvv';
export type CardHolderField = keyof CardHolderInput;

/** The brand of a number as it is being typed (shown beside the field), or null while no brand fits. */
export function cardBrand(numero: string): CardBrand | null {
  const digits = digitsOnly(numero);
  if (digits === '') return null;
  // While a prefix fits several brands ("4" is Visa or Elo), the most likely one, as card-validator ranks them.
  const type = cardValidator.number(digits).card?.type ?? creditCardType(digits)[0]?.type;
  return type && type in BRANDS ? (type as CardBrand) : null;
}

export function cardBrandLabel(brand: string | null | undefined): string {
  return brand && brand in BRANDS ? BRANDS[brand as CardBrand].label : 'Cartão';
}

/** Asaas's `creditCardBrand` for one of our brands ("american-express" → "AMEX"). */
export function asaasCardBrand(brand: CardBrand): string {
  return BRANDS[brand].code;
}

/** Our brand from Asaas's `creditCardBrand` ("AMEX" → "american-express"), or null for one we do not know. */
export function brandFromAsaas(code: string | null | undefined): CardBrand | null {
  const entry = Object.entries(BRANDS).find(([, brand]) => brand.code === code);
  return entry ? (entry[0] as CardBrand) : null;
}

/** "Usar cartão final 4242 (Visa)": a saved card, by the last four digits and brand Asaas returned. */
export function savedCardLabel(last4: string, brand: string | null | undefined): string {
  return `Usar cartão final ${last4} (${cardBrandLabel(brand)})`;
}

/** The card as Asaas receives it: digits only, month "05", four-digit year, name in one line of blanks. */
export function normalizeCard(card: CardInput): CardInput {
  const mes = digitsOnly(card.mesValidade);
  const ano = digitsOnly(card.anoValidade);
  return {
    nomeTitular: normalizeName(card.nomeTitular),
    numero: digitsOnly(card.numero),
    mesValidade: mes.length === 1 ? `0${mes}` : mes,
    anoValidade: ano.length === 2 ? `20${ano}` : ano,
    cvv: digitsOnly(card.cvv),
  };
}

function expiryProblem(mes: string, ano: string, now: Date): string | null {
  const month = Number(mes);
  if (!/^\d{2}$/.test(mes) || !/^\d{4}$/.test(ano) || month < 1 || month > 12) {
    return CARD_MESSAGES.validade;
  }
  // A card is good through the last day of its month; São Paulo's month is close enough to UTC's for a day.
  const monthsNow = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const monthsCard = Number(ano) * 12 + month;
  if (monthsCard < monthsNow) return CARD_MESSAGES.expired;
  // Farther than 20 years is a typing mistake, not a card.
  if (monthsCard > monthsNow + 20 * 12) return CARD_MESSAGES.validade;
  return null;
}

/** Each card field the buyer got wrong, with its message; empty when the card may be sent to Asaas. */
export function cardProblems(input: CardInput, now: Date): Partial<Record<CardField, string>> {
  const card = normalizeCard(input);
  const problems: Partial<Record<CardField, string>> = {};
  if (card.nomeTitular === '' || card.nomeTitular.length > 100)
    problems.nomeTitular = CARD_MESSAGES.nomeTitular;
  const number = cardValidator.number(card.numero);
  if (/^\d{12,19}$/.test(card.numero) && number.card && !cardBrand(card.numero)) {
    problems.numero = CARD_MESSAGES.brand;
  } else if (!/^\d+$/.test(card.numero) || !number.isValid) {
    problems.numero = CARD_MESSAGES.numero;
  }
  const expiry = expiryProblem(card.mesValidade, card.anoValidade, now);
  if (expiry) problems.validade = expiry;
  const cvvSize = number.card?.code.size ?? 3;
  if (!new RegExp(`^\\d{${cvvSize}}$`).test(card.cvv)) problems.cvv = CARD_MESSAGES.cvv(cvvSize);
  return problems;
}

/** The holder as Asaas's `creditCardHolderInfo` receives it. */
export function normalizeCardHolder(input: CardHolderInput): CardHolderInput {
  return {
    nome: normalizeName(input.nome),
    email: normalizeEmail(input.email),
    cpfCnpj: normalizeCpfCnpj(input.cpfCnpj),
    cep: digitsOnly(input.cep),
    numeroEndereco: normalizeName(input.numeroEndereco),
    telefone: digitsOnly(input.telefone),
  };
}

/** Each holder field wrong, with its message; Asaas refuses a card charge without every one of them. */
export function cardHolderProblems(input: CardHolderInput): Partial<Record<CardHolderField, string>> {
  const holder = normalizeCardHolder(input);
  const wrong: Record<CardHolderField, boolean> = {
    nome: holder.nome === '' || holder.nome.length > 100,
    email: !isValidEmailAddress(holder.email),
    cpfCnpj: !isValidCpfCnpj(holder.cpfCnpj),
    cep: !isValidCep(holder.cep),
    numeroEndereco: holder.numeroEndereco === '' || holder.numeroEndereco.length > 10,
    telefone: !isValidPhone(holder.telefone),
  };
  const problems: Partial<Record<CardHolderField, string>> = {};
  for (const field of Object.keys(HOLDER_MESSAGES) as CardHolderField[]) {
    if (wrong[field]) problems[field] = HOLDER_MESSAGES[field];
  }
  return problems;
}
