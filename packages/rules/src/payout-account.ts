/*
 * The organizer's payout account (issue #31, "Recebimentos"): the one definition of a valid Asaas sub-account
 * request, with its pt-BR messages, called by the Recebimentos form and by PUT /organizers/me/payout-account.
 * Field names are Asaas's own (POST /v3/accounts). A person (CPF) gives a birth date and must be 18 or older; a
 * company (CNPJ) gives its type. Check digits, CEP and mobile numbers come from @brazilian-utils.
 */
import { isValidCep, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import {
  digitsOnly,
  isValidCpfCnpj,
  isValidEmailAddress,
  normalizeCpfCnpj,
  normalizeEmail,
  normalizeName,
} from './person';

export const PAYOUT_COMPANY_TYPES = ['MEI', 'LIMITED', 'INDIVIDUAL', 'ASSOCIATION'] as const;
export type PayoutCompanyType = (typeof PAYOUT_COMPANY_TYPES)[number];

/** How each company type reads in the form. */
export const PAYOUT_COMPANY_TYPE_LABELS: Record<PayoutCompanyType, string> = {
  MEI: 'MEI',
  LIMITED: 'Sociedade limitada (LTDA)',
  INDIVIDUAL: 'Empresário individual',
  ASSOCIATION: 'Associação',
};

/** The youngest organizer a payout account may belong to (Asaas requires an adult holder). */
export const PAYOUT_MINIMUM_AGE = 18;

export const PAYOUT_ACCOUNT_MESSAGES = {
  name: 'Informe o nome completo ou a razão social.',
  email: 'Informe um e-mail válido.',
  cpfCnpj: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
  birthDate: 'Informe sua data de nascimento.',
  underage: 'É preciso ter 18 anos ou mais para receber pelas vendas.',
  companyType: 'Escolha o tipo de empresa: MEI, LTDA, empresário individual ou associação.',
  mobilePhone: 'Informe um celular válido com DDD (apenas números).',
  postalCode: 'Informe um CEP válido (8 números).',
  addressNumber: 'Informe o número do endereço.',
  complement: 'O complemento pode ter até 100 caracteres.',
  incomeValue: 'Informe a renda ou o faturamento mensal (maior que zero).',
} as const;

export type PayoutAccountField =
  | 'name'
  | 'email'
  | 'cpfCnpj'
  | 'birthDate'
  | 'companyType'
  | 'mobilePhone'
  | 'postalCode'
  | 'addressNumber'
  | 'complement'
  | 'incomeValue';

export interface PayoutAccountInput {
  name: string;
  email: string;
  cpfCnpj: string;
  /** YYYY-MM-DD; a person's (CPF) only. */
  birthDate?: string | null;
  /** A company's (CNPJ) only. */
  companyType?: string | null;
  mobilePhone: string;
  postalCode: string;
  addressNumber: string;
  complement?: string | null;
  /** Reais: monthly income (person) or revenue (company). */
  incomeValue: number;
}

/** The request as it goes to the provider: trimmed, digits only, the field that does not apply dropped. */
export interface PayoutAccountRequest {
  name: string;
  email: string;
  cpfCnpj: string;
  birthDate: string | null;
  companyType: PayoutCompanyType | null;
  mobilePhone: string;
  postalCode: string;
  addressNumber: string;
  complement: string | null;
  incomeValueCents: number;
}

/** A CPF (11 digits) is a person; a CNPJ (14) a company. */
export const isCompany = (cpfCnpj: string) => normalizeCpfCnpj(cpfCnpj).length === 14;

export function normalizePayoutAccount(input: PayoutAccountInput): PayoutAccountRequest {
  const cpfCnpj = normalizeCpfCnpj(input.cpfCnpj);
  const company = cpfCnpj.length === 14;
  const complement = normalizeName(input.complement ?? '');
  const companyType = PAYOUT_COMPANY_TYPES.find((type) => type === input.companyType) ?? null;
  return {
    name: normalizeName(input.name),
    email: normalizeEmail(input.email),
    cpfCnpj,
    birthDate: company ? null : (input.birthDate?.trim() ?? null) || null,
    companyType: company ? companyType : null,
    mobilePhone: digitsOnly(input.mobilePhone),
    postalCode: /^[\d\s.-]*$/.test(input.postalCode) ? digitsOnly(input.postalCode) : '',
    addressNumber: normalizeName(input.addressNumber),
    complement: complement === '' ? null : complement,
    incomeValueCents: Number.isFinite(input.incomeValue) ? Math.round(input.incomeValue * 100) : 0,
  };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD), or null when it is not a real date. */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [year, month, day] = birth.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const [nowYear, nowMonth, nowDay] = now.slice(1).map(Number) as [number, number, number];
  const birthdayPassed = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (birthdayPassed ? 0 : 1);
}

/**
 * Every field the organizer got wrong, with its message, in the form's order; empty when valid. `today` is the
 * São Paulo calendar day (YYYY-MM-DD) the age is counted on.
 */
export function payoutAccountProblems(
  input: PayoutAccountInput,
  today: string,
): { field: PayoutAccountField; message: string }[] {
  const account = normalizePayoutAccount(input);
  const problems: { field: PayoutAccountField; message: string }[] = [];
  const wrong = (
    field: PayoutAccountField,
    message: string = PAYOUT_ACCOUNT_MESSAGES[field as keyof typeof PAYOUT_ACCOUNT_MESSAGES],
  ) => problems.push({ field, message });
  if (account.name.length < 2 || account.name.length > 200) wrong('name');
  if (!isValidEmailAddress(account.email)) wrong('email');
  const validDocument = isValidCpfCnpj(account.cpfCnpj);
  if (!validDocument) wrong('cpfCnpj');
  if (validDocument && account.cpfCnpj.length === 11) {
    const age = account.birthDate === null ? null : ageOn(account.birthDate, today);
    if (age === null || age > 130) wrong('birthDate');
    else if (age < PAYOUT_MINIMUM_AGE) wrong('birthDate', PAYOUT_ACCOUNT_MESSAGES.underage);
  }
  if (validDocument && account.cpfCnpj.length === 14 && account.companyType === null) wrong('companyType');
  if (!isValidMobilePhone(account.mobilePhone)) wrong('mobilePhone');
  if (account.postalCode.length !== 8 || !isValidCep(account.postalCode)) wrong('postalCode');
  if (account.addressNumber === '' || account.addressNumber.length > 20) wrong('addressNumber');
  if ((account.complement?.length ?? 0) > 100) wrong('complement');
  if (!(account.incomeValueCents > 0) || account.incomeValueCents > 100_000_000_000) wrong('incomeValue');
  return problems;
}
