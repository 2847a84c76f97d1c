// The buyer of the Pix (spec §5 "Payment buyer"): validation with real CPF/CNPJ check digits, the
// messages joined in one alert, and the Pix payload of spec §7. Shared by the host app and the embedded
// checkout.
import type { Schemas } from '@bilheteria/api-client';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { CheckoutDraftBuyer } from './draft';
import { z } from './zod';

/** What is known of the signed-in user that can fill the buyer form (the host's stored user, /auth/me). */
export interface BuyerProfile {
  name?: string | null;
  email?: string | null;
  cpf?: string | null;
  whatsapp?: string | null;
}

type BuyerMessageField = 'name' | 'email' | 'cpf';

/** A message per field, as react-hook-form's `formState.errors` holds them (or as `buyerFieldErrors` makes). */
export type BuyerFieldErrors = Partial<Record<BuyerMessageField, { message?: string } | undefined>>;

/** Spec §5, word for word, in the order they are shown. */
export const BUYER_MESSAGES = {
  name: 'Informe seu nome completo.',
  email: 'Informe um e-mail válido.',
  cpf: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
} as const;

/** The CPF/CNPJ and WhatsApp inputs keep digits only (spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Digits only, 11 long with valid CPF check digits or 14 long with valid CNPJ check digits. */
export function isValidCpfCnpj(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  if (value.length === 11) return isValidCpf(value);
  if (value.length === 14) return isValidCnpj(value);
  return false;
}

export const buyerSchema = z.object({
  name: z.string().trim().min(1, BUYER_MESSAGES.name),
  // The spec asks only for an "@"; the payment provider checks the rest.
  email: z
    .string()
    .trim()
    .refine((email) => email.includes('@'), BUYER_MESSAGES.email),
  cpf: z.string().refine(isValidCpfCnpj, BUYER_MESSAGES.cpf),
  whatsapp: z.string(),
});

/** The buyer's messages joined in one alert, one per line, name first; null when all is well. */
export function buyerErrorMessage(errors: BuyerFieldErrors): string | null {
  const messages = (['name', 'email', 'cpf'] as const)
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.length > 0 ? messages.join('\n') : null;
}

/** The form starts from the draft's buyer; fields left blank there come from the signed-in user. */
export function initialBuyer(
  draft: CheckoutDraftBuyer | null | undefined,
  user: BuyerProfile | null,
): CheckoutDraftBuyer {
  const pick = (own: string | undefined, fallback: string | null | undefined) =>
    own ? own : (fallback ?? '');
  return {
    name: pick(draft?.name, user?.name),
    email: pick(draft?.email, user?.email),
    cpf: digitsOnly(pick(draft?.cpf, user?.cpf)),
    whatsapp: digitsOnly(pick(draft?.whatsapp, user?.whatsapp)),
  };
}

/**
 * The first message of each field in a zod validation of the buyer, in the shape `buyerErrorMessage`
 * reads: for forms validated without react-hook-form (the embedded checkout).
 */
export function buyerFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: BuyerFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'cpf') && !errors[field]) {
      errors[field] = { message: issue.message };
    }
  }
  return errors;
}

const DESCRIPTION_MAX = 500;

interface PixRequest {
  orderId: string;
  total: number;
  buyer: { name: string; email: string; cpf: string; whatsapp: string };
  eventTitle: string;
  /** The checkout sends it; the order detail's "Regerar Pix" does not (spec §7). */
  eventId?: string;
}

/** Spec §7 POST /pagamento/asaas/pix: pedidoId, totalPedido, nomeVaqueiro, email, cpfCnpj, phone, eventoid, descricao. */
export function pixPayload({ orderId, total, buyer, eventTitle, eventId }: PixRequest): Schemas['PixInput'] {
  return {
    pedidoId: orderId,
    totalPedido: total,
    nomeVaqueiro: buyer.name.trim(),
    email: buyer.email.trim(),
    cpfCnpj: digitsOnly(buyer.cpf),
    phone: digitsOnly(buyer.whatsapp),
    ...(eventId ? { eventoid: eventId } : {}),
    descricao: `Ingressos: ${eventTitle}`.slice(0, DESCRIPTION_MAX),
  };
}
