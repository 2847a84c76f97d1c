/*
 * One table of buyer and attendee inputs with the verdict each must get (issue #12 point 4). The rules' own
 * test, the checkout forms (client-core) and the API (tests/contract/same-verdict.test.ts) all read it, so a side
 * that starts judging differently fails against the same row.
 */
import {
  ATTENDEE_MESSAGES,
  BUYER_MESSAGES,
  MEIA_ENTRADA_MESSAGES,
  type BuyerField,
  type BuyerInput,
} from '../person';

export const VALID_BUYER: BuyerInput = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  cpfCnpj: '52998224725',
  whatsapp: '85988887777',
};

export interface BuyerCase {
  /** What differs from VALID_BUYER. */
  change: Partial<BuyerInput>;
  /** The fields refused, in the order their messages show; [] when the buyer is accepted. */
  wrong: BuyerField[];
}

export const BUYER_CASES: BuyerCase[] = [
  { change: {}, wrong: [] },
  { change: { name: '  Maria   da Silva ' }, wrong: [] },
  { change: { name: '' }, wrong: ['name'] },
  { change: { name: '   ' }, wrong: ['name'] },
  { change: { email: ' Maria.Souza@Example.COM ' }, wrong: [] },
  { change: { email: 'maria+ingressos@example.com.br' }, wrong: [] },
  { change: { email: 'ana@x' }, wrong: ['email'] },
  { change: { email: 'ana' }, wrong: ['email'] },
  { change: { email: 'ana@' }, wrong: ['email'] },
  { change: { email: '@example.com' }, wrong: ['email'] },
  { change: { email: 'ana @example.com' }, wrong: ['email'] },
  { change: { email: 'ana@@example.com' }, wrong: ['email'] },
  { change: { email: '' }, wrong: ['email'] },
  { change: { cpfCnpj: '529.982.247-25' }, wrong: [] },
  { change: { cpfCnpj: '11222333000181' }, wrong: [] },
  { change: { cpfCnpj: '11.222.333/0001-81' }, wrong: [] },
  { change: { cpfCnpj: '52998224726' }, wrong: ['cpf'] },
  { change: { cpfCnpj: '11111111111' }, wrong: ['cpf'] },
  { change: { cpfCnpj: '11222333000180' }, wrong: ['cpf'] },
  { change: { cpfCnpj: '5299822472' }, wrong: ['cpf'] },
  { change: { cpfCnpj: '529982247a25' }, wrong: ['cpf'] },
  { change: { cpfCnpj: '' }, wrong: ['cpf'] },
  { change: { whatsapp: '' }, wrong: [] },
  { change: { whatsapp: '(85) 98888-7777' }, wrong: [] },
  { change: { whatsapp: '8533334444' }, wrong: [] },
  { change: { whatsapp: '123' }, wrong: ['whatsapp'] },
  { change: { whatsapp: '00988887777' }, wrong: ['whatsapp'] },
  { change: { whatsapp: '859888877771' }, wrong: ['whatsapp'] },
  {
    change: { name: '', email: 'ana@x', cpfCnpj: '1', whatsapp: '1' },
    wrong: ['name', 'email', 'cpf', 'whatsapp'],
  },
];

/** The messages a buyer case must be refused with, in order. */
export const buyerMessages = (wrong: readonly BuyerField[]) => wrong.map((field) => BUYER_MESSAGES[field]);

export interface AttendeeCase {
  name: string;
  email: string;
  /** The message refusing the attendee, or null when accepted. */
  refusal: string | null;
}

export const ATTENDEE_CASES: AttendeeCase[] = [
  { name: 'Ana Souza', email: 'ana@example.com', refusal: null },
  { name: ' Ana ', email: ' ANA@Example.com ', refusal: null },
  { name: 'Ana', email: 'ana+show@example.com.br', refusal: null },
  { name: 'Ana', email: 'ana@x', refusal: ATTENDEE_MESSAGES.email },
  { name: 'Ana', email: 'ana', refusal: ATTENDEE_MESSAGES.email },
  { name: 'Ana', email: 'ana@', refusal: ATTENDEE_MESSAGES.email },
  { name: 'Ana', email: 'ana @example.com', refusal: ATTENDEE_MESSAGES.email },
  { name: 'Ana', email: '', refusal: ATTENDEE_MESSAGES.missing },
  { name: 'Ana', email: '   ', refusal: ATTENDEE_MESSAGES.missing },
  { name: '', email: 'ana@example.com', refusal: ATTENDEE_MESSAGES.missing },
  { name: '   ', email: 'ana@x', refusal: ATTENDEE_MESSAGES.missing },
];

export interface MeiaEntradaCase {
  tipo: string;
  documento: string;
  /** The message refusing the beneficiary of a half-price ticket, or null when accepted. */
  refusal: string | null;
}

/** Beneficiaries of a half-price ticket (issue #14), with the verdict of the attendees form and of POST /orders. */
export const MEIA_ENTRADA_CASES: MeiaEntradaCase[] = [
  { tipo: 'estudante', documento: '12345678', refusal: null },
  { tipo: 'pcd', documento: '529.982.247-25', refusal: null },
  { tipo: 'acompanhante_pcd', documento: 'MG 12.345.678', refusal: null },
  { tipo: 'jovem_baixa_renda', documento: ' id-jovem 0001 ', refusal: null },
  { tipo: 'idoso', documento: 'rg1234', refusal: null },
  { tipo: '', documento: '', refusal: MEIA_ENTRADA_MESSAGES.missing },
  { tipo: '', documento: '12345678', refusal: MEIA_ENTRADA_MESSAGES.tipo },
  { tipo: 'professor', documento: '12345678', refusal: MEIA_ENTRADA_MESSAGES.tipo },
  { tipo: 'Estudante', documento: '12345678', refusal: MEIA_ENTRADA_MESSAGES.tipo },
  { tipo: 'estudante', documento: '', refusal: MEIA_ENTRADA_MESSAGES.documento },
  { tipo: 'estudante', documento: '1-2.3', refusal: MEIA_ENTRADA_MESSAGES.documento },
  { tipo: 'idoso', documento: '1'.repeat(31), refusal: MEIA_ENTRADA_MESSAGES.documento },
];
