import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { HttpError } from '../../http/errors';
import { paymentMessages } from './messages';
import type { PixBuyer } from './provider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const digits = (value: string) => value.replace(/\D/g, '');

/** A CPF (11 digits) or CNPJ (14 digits) with valid check digits. */
export function isValidCpfCnpj(value: string): boolean {
  if (value.length === 11) return isValidCpf(value);
  if (value.length === 14) return isValidCnpj(value);
  return false;
}

/**
 * The payer of the Pix form (spec §5): a non-blank name, an e-mail, a CPF or CNPJ whose check digits hold. Masks
 * ("529.982.247-25", "(11) 98888-7777") are reduced to digits, as the form does. Every problem is reported in
 * one message, as the form joins them.
 */
export function checkBuyer(input: { name: string; email: string; cpfCnpj: string; phone: string }): PixBuyer {
  const buyer: PixBuyer = {
    name: input.name.trim().replace(/\s+/g, ' '),
    email: input.email.trim().toLowerCase(),
    cpfCnpj: /^[\d\s./-]*$/.test(input.cpfCnpj) ? digits(input.cpfCnpj) : '',
    phone: digits(input.phone) || null,
  };
  const problems = [
    buyer.name === '' && paymentMessages.name,
    !EMAIL.test(buyer.email) && paymentMessages.email,
    !isValidCpfCnpj(buyer.cpfCnpj) && paymentMessages.cpfCnpj,
  ].filter((problem) => problem !== false);
  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
  return buyer;
}
