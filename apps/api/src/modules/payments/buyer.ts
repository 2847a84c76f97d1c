import { buyerProblems, normalizeBuyer } from '@bilheteria/rules';
import { HttpError } from '../../http/errors';
import type { PixBuyer } from './provider';

/**
 * The payer of the Pix form (spec §5), checked by the form's own rules (@bilheteria/rules): a non-blank name, an
 * e-mail, a CPF or CNPJ whose check digits hold, an optional WhatsApp with its DDD. Masks ("529.982.247-25",
 * "(11) 98888-7777") are reduced to digits, as the form does. Every problem is reported in one message, as the
 * form joins them.
 */
export function checkBuyer(input: { name: string; email: string; cpfCnpj: string; phone: string }): PixBuyer {
  const given = { name: input.name, email: input.email, cpfCnpj: input.cpfCnpj, whatsapp: input.phone };
  const problems = buyerProblems(given);
  if (problems.length > 0) throw new HttpError(400, problems.map(({ message }) => message).join(' '));
  const buyer = normalizeBuyer(given);
  return { name: buyer.name, email: buyer.email, cpfCnpj: buyer.cpfCnpj, phone: buyer.whatsapp || null };
}
