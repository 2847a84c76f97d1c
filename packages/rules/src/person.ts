/*
 * Who buys and who uses a ticket (spec §5 step 2 and "Payment buyer"): the one definition of a valid name,
 * e-mail, CPF/CNPJ and WhatsApp, with its pt-BR messages. The checkout forms (client-core) and the API
 * (POST /orders attendees, POST /pagamento/asaas/pix buyer) both call these, so a form never lets through what
 * the server refuses (issue #12 point 4). Check digits, e-mail and phone syntax come from @brazilian-utils.
 */
import { isValidCnpj, isValidCpf, isValidEmail, isValidPhone } from '@brazilian-utils/brazilian-utils';

/** Spec §5 "Payment buyer", word for word, in the order they are shown; the WhatsApp one is ours (not in the spec). */
export const BUYER_MESSAGES = {
  name: 'Informe seu nome completo.',
  email: 'Informe um e-mail válido.',
  cpf: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
  whatsapp: 'Informe um WhatsApp válido com DDD (apenas números).',
} as const;

/** Spec §5 step 2 (`none`, `missing`, word for word); `email` is the server's, now the form's too. */
export const ATTENDEE_MESSAGES = {
  none: 'Nenhum ingresso selecionado.',
  missing: 'Preencha nome e e-mail de todos os utilizadores.',
  email: 'Informe um e-mail válido para cada utilizador.',
} as const;

export type BuyerField = keyof typeof BUYER_MESSAGES;

/** The CPF/CNPJ and WhatsApp inputs keep digits only (spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A name as stored: trimmed, inner runs of blanks made one space. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** An e-mail as stored and compared: trimmed, lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** An address with a local part, an "@" and a domain with a TLD ("ana@x" is not one). */
export function isValidEmailAddress(value: string): boolean {
  return isValidEmail(normalizeEmail(value));
}

/** Digits only, 11 long with valid CPF check digits or 14 long with valid CNPJ check digits. */
export function isValidCpfCnpj(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  if (value.length === 11) return isValidCpf(value);
  if (value.length === 14) return isValidCnpj(value);
  return false;
}

/**
 * A typed CPF/CNPJ reduced to its digits when only a mask's characters surround them ("529.982.247-25");
 * anything else (letters) reduces to '' so that it is refused rather than silently repaired.
 */
export function normalizeCpfCnpj(value: string): string {
  return /^[\d\s./-]*$/.test(value) ? digitsOnly(value) : '';
}

/** WhatsApp is optional; when given, a Brazilian mobile or landline number with its DDD. */
export function isValidWhatsapp(value: string): boolean {
  const digits = digitsOnly(value);
  return digits === '' || isValidPhone(digits);
}

export interface BuyerInput {
  name: string;
  email: string;
  cpfCnpj: string;
  whatsapp: string;
}

/** The buyer as the payment provider receives it. */
export function normalizeBuyer(input: BuyerInput): BuyerInput {
  return {
    name: normalizeName(input.name),
    email: normalizeEmail(input.email),
    cpfCnpj: normalizeCpfCnpj(input.cpfCnpj),
    whatsapp: digitsOnly(input.whatsapp),
  };
}

/** Every field the buyer got wrong, with its message, in the order the messages are shown; empty when valid. */
export function buyerProblems(input: BuyerInput): { field: BuyerField; message: string }[] {
  const buyer = normalizeBuyer(input);
  const wrong: Record<BuyerField, boolean> = {
    name: buyer.name === '',
    email: !isValidEmailAddress(buyer.email),
    cpf: !isValidCpfCnpj(buyer.cpfCnpj),
    whatsapp: !isValidWhatsapp(buyer.whatsapp),
  };
  return (Object.keys(BUYER_MESSAGES) as BuyerField[])
    .filter((field) => wrong[field])
    .map((field) => ({ field, message: BUYER_MESSAGES[field] }));
}

/** The message refusing one attendee (name and e-mail given, e-mail valid), or null when it is fine. */
export function attendeeProblem(attendee: { name: string; email: string }): string | null {
  if (normalizeName(attendee.name) === '' || normalizeEmail(attendee.email) === '') {
    return ATTENDEE_MESSAGES.missing;
  }
  return isValidEmailAddress(attendee.email) ? null : ATTENDEE_MESSAGES.email;
}

/**
 * The message refusing a list of attendees (one with a blank field, else one with a wrong e-mail), or null.
 * An empty list is the caller's to judge: the form says `none`, the server counts tickets against attendees.
 */
export function attendeesProblem(attendees: readonly { name: string; email: string }[]): string | null {
  const problems = attendees.map(attendeeProblem);
  // A blank field is reported before a malformed e-mail, whichever attendee comes first.
  if (problems.includes(ATTENDEE_MESSAGES.missing)) return ATTENDEE_MESSAGES.missing;
  return problems.find((problem) => problem !== null) ?? null;
}

/*
 * Meia-entrada (Lei 12.933/2013, Decreto 8.537/2015): who is entitled to a half-price ticket and the document
 * that proves it. The checkout's attendee card and POST /orders both judge a beneficiary here; the door shows
 * the proof to ask for.
 */

export const MEIA_ENTRADA_TIPOS = [
  'estudante',
  'pcd',
  'acompanhante_pcd',
  'jovem_baixa_renda',
  'idoso',
] as const;
export type MeiaEntradaTipo = (typeof MEIA_ENTRADA_TIPOS)[number];

export interface MeiaEntradaTipoInfo {
  /** The choice in "Tipo de meia-entrada". */
  label: string;
  /**
   * The document that proves the right, as listed before the sale (Decreto 8.537/2015): on the event page, at
   * the checkout's beneficiary step, and after "Leve o documento:" on the ticket, its PDF and e-mail.
   */
  document: string;
  /** The document field's label. */
  documentLabel: string;
  /** The short note under the field: what the door will ask. */
  note: string;
  /** What the door staff must ask for, shown after "MEIA-ENTRADA". */
  proof: string;
}

const documents = {
  estudante: 'Carteira de Identificação Estudantil (CIE)',
  pcd: 'cartão do BPC ou documento do INSS que comprove a deficiência',
  acompanhante_pcd: 'documento com foto, junto com a pessoa com deficiência',
  jovem_baixa_renda: 'Identidade Jovem (ID Jovem)',
  idoso: 'documento com foto',
} as const satisfies Record<MeiaEntradaTipo, string>;

/** The accepted documents, per `tipo`, in the order the checkout offers them: the one list (issue #30). */
export const MEIA_ENTRADA_INFO: Record<MeiaEntradaTipo, MeiaEntradaTipoInfo> = {
  estudante: {
    label: 'Estudante',
    document: documents.estudante,
    documentLabel: 'Número da CIE',
    note: `Na entrada, apresente a ${documents.estudante} válida e um documento com foto.`,
    proof: 'Exigir CIE válida e documento com foto',
  },
  pcd: {
    label: 'Pessoa com deficiência',
    document: documents.pcd,
    documentLabel: 'Número do documento (CPF ou RG)',
    note: `Na entrada, apresente o ${documents.pcd}, e um documento com foto.`,
    proof: 'Exigir cartão do BPC ou documento do INSS e documento com foto',
  },
  acompanhante_pcd: {
    label: 'Acompanhante de pessoa com deficiência',
    document: documents.acompanhante_pcd,
    documentLabel: 'Número do documento do acompanhante (CPF ou RG)',
    note: 'Na entrada, venha com a pessoa com deficiência e apresente um documento com foto.',
    proof: 'Exigir a presença da pessoa com deficiência e documento com foto do acompanhante',
  },
  jovem_baixa_renda: {
    label: 'Jovem de baixa renda (15 a 29 anos)',
    document: documents.jovem_baixa_renda,
    documentLabel: 'Número do ID Jovem',
    note: `Na entrada, apresente a ${documents.jovem_baixa_renda} válida e um documento com foto.`,
    proof: 'Exigir ID Jovem válida e documento com foto',
  },
  idoso: {
    label: 'Pessoa idosa (60 anos ou mais)',
    document: documents.idoso,
    documentLabel: 'Número do documento (CPF ou RG)',
    note: 'Na entrada, apresente um documento oficial com foto que comprove a idade.',
    proof: 'Exigir documento oficial com foto (60 anos ou mais)',
  },
};

/**
 * "Leve o documento: Carteira de Identificação Estudantil (CIE)": what a half-price ticket, its PDF and its e-mail
 * remind the holder of; null for a `tipo` this version does not know.
 */
export function meiaEntradaBringLine(tipo: string | null | undefined): string | null {
  return isMeiaEntradaTipo(tipo) ? `Leve o documento: ${MEIA_ENTRADA_INFO[tipo].document}` : null;
}

export const MEIA_ENTRADA_MESSAGES = {
  missing: 'Informe o tipo de meia-entrada e o número do documento de cada ingresso de meia-entrada.',
  tipo: 'Tipo de meia-entrada inválido.',
  documento: 'Informe um número de documento válido para a meia-entrada (de 4 a 30 letras ou números).',
  repeated: 'Cada ingresso de meia-entrada deve ter um documento diferente.',
  taken:
    'Este documento já tem uma meia-entrada para este evento. Cada pessoa pode comprar uma meia-entrada por evento.',
} as const;

export function isMeiaEntradaTipo(value: unknown): value is MeiaEntradaTipo {
  return typeof value === 'string' && (MEIA_ENTRADA_TIPOS as readonly string[]).includes(value);
}

/** A document as stored and compared: only its letters and digits, letters upper-case ("12.345-6 x" → "123456X"). */
export function normalizeDocumento(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

export interface MeiaEntradaInput {
  tipo: string;
  documento: string;
}

/** The message refusing one half-price ticket's beneficiary, or null when it is fine. */
export function meiaEntradaProblem(input: MeiaEntradaInput | null | undefined): string | null {
  if (!input || (input.tipo.trim() === '' && input.documento.trim() === ''))
    return MEIA_ENTRADA_MESSAGES.missing;
  if (!isMeiaEntradaTipo(input.tipo)) return MEIA_ENTRADA_MESSAGES.tipo;
  const documento = normalizeDocumento(input.documento);
  if (documento.length < 4 || documento.length > 30) return MEIA_ENTRADA_MESSAGES.documento;
  return null;
}

/**
 * The message refusing the beneficiaries of an order's half-price tickets (a missing or wrong one first, then a
 * document given twice), or null.
 */
export function meiaEntradasProblem(inputs: readonly (MeiaEntradaInput | null | undefined)[]): string | null {
  const problem = inputs.map(meiaEntradaProblem).find((message) => message !== null);
  if (problem) return problem;
  const documents = inputs.map((input) => normalizeDocumento(input!.documento));
  return new Set(documents).size === documents.length ? null : MEIA_ENTRADA_MESSAGES.repeated;
}

/** One line naming a half-price ticket's beneficiary ("Meia-entrada: Estudante · Número da CIE 12345"). */
export function describeMeiaEntrada(meia: MeiaEntradaInput): string {
  if (!isMeiaEntradaTipo(meia.tipo)) return `Meia-entrada · ${meia.documento}`;
  const info = MEIA_ENTRADA_INFO[meia.tipo];
  return `Meia-entrada: ${info.label} · ${info.documentLabel} ${meia.documento}`;
}
