// The buyer of the Pix (spec §5 "Payment buyer"): the form's validation (@bilheteria/rules' `buyerProblems`), the
// messages joined in one alert, and the Pix payload of spec §7. Shared by the host app and the embedded
// checkout.
import type { Schemas } from '@bilheteria/api-client';
import { BUYER_MESSAGES, buyerProblems, digitsOnly, type BuyerField } from '@bilheteria/rules';
import type { CheckoutDraftBuyer } from './draft';
import { z } from './zod';

// The rules and messages are @bilheteria/rules' (the API checks the Pix buyer with the same function).
export { BUYER_MESSAGES, digitsOnly } from '@bilheteria/rules';

/** What is known of the signed-in user that can fill the buyer form (the host's stored user, /auth/me). */
export interface BuyerProfile {
  name?: string | null;
  email?: string | null;
  cpf?: string | null;
  whatsapp?: string | null;
}

/** A message per field, as react-hook-form's `formState.errors` holds them (or as `buyerFieldErrors` makes). */
export type BuyerFieldErrors = Partial<Record<BuyerField, { message?: string } | undefined>>;

const FIELDS = Object.keys(BUYER_MESSAGES) as BuyerField[];

export const buyerSchema = z
  .object({ name: z.string(), email: z.string(), cpf: z.string(), whatsapp: z.string() })
  .superRefine((buyer, context) => {
    for (const { field, message } of buyerProblems({ ...buyer, cpfCnpj: buyer.cpf })) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** The buyer's messages joined in one alert, one per line, name first; null when all is well. */
export function buyerErrorMessage(errors: BuyerFieldErrors): string | null {
  const messages = FIELDS.map((field) => errors[field]?.message).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
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
    if (FIELDS.includes(field as BuyerField) && !errors[field as BuyerField]) {
      errors[field as BuyerField] = { message: issue.message };
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
