import { centsToReais, reaisToCents } from '@bilheteria/rules';
import type { Schemas } from '@bilheteria/api-client';
import type { CouponKind } from '../../db/schema';
import { HttpError } from '../../http/errors';

/* The organizer's coupon, as sent (POST, or PATCH over the stored one), checked and ready to store. */

export const couponInputMessages = {
  codeInvalid: 'O código do cupom usa só letras, números, hífen e sublinhado (até 40 caracteres).',
  percentInvalid: 'O percentual do cupom vai de 1 a 100, sem casas decimais.',
  amountInvalid: 'O desconto do cupom deve ser maior que zero, em reais com até 2 casas decimais.',
  priceInvalid: 'O preço com o cupom deve ser um valor em reais com até 2 casas decimais.',
  foreignType: 'Um dos tipos de ingresso do cupom não é deste evento.',
  validityOrder: 'O fim da validade do cupom deve ser depois do início.',
  codeTaken: (code: string) => `Já existe um cupom ${code} neste evento.`,
  maxBelowUsed: (used: number) => `O cupom já tem ${used} uso(s) reservado(s): o máximo não pode ser menor.`,
  notFound: 'Cupom não encontrado.',
};

export interface CouponFields {
  code: string;
  kind: CouponKind;
  /** Percent, or cents (fixed, price). */
  value: number;
  ticketTypeIds: string[];
  maxUses: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
}

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The wire's value → what is stored: the percentage itself, or cents. */
function storedValue(kind: CouponKind, value: number): number {
  if (kind === 'percent') {
    if (!Number.isInteger(value) || value < 1 || value > 100)
      throw new HttpError(400, couponInputMessages.percentInvalid);
    return value;
  }
  const cents = reaisToCents(value);
  if (cents === null)
    throw new HttpError(
      400,
      kind === 'fixed' ? couponInputMessages.amountInvalid : couponInputMessages.priceInvalid,
    );
  if (kind === 'fixed' && cents <= 0) throw new HttpError(400, couponInputMessages.amountInvalid);
  return cents;
}

/** Stored → the wire's `value`: the percentage, or reais. */
export const wireValue = (kind: CouponKind, value: number): number =>
  kind === 'percent' ? value : centsToReais(value);

/**
 * The coupon's fields from a creation (`current` undefined) or an edit over `current` (whose `value` is on the
 * wire's scale); `eventTypeIds` are the ids of the event's ticket types.
 */
export function parseCouponInput(
  input: Schemas['CouponPatch'],
  current: (Omit<CouponFields, 'value'> & { value: number }) | undefined,
  eventTypeIds: ReadonlySet<string>,
): CouponFields {
  const code = (input.code ?? current?.code ?? '').trim();
  if (!CODE.test(code)) throw new HttpError(400, couponInputMessages.codeInvalid);
  const kind = input.kind ?? current!.kind;
  const value = storedValue(kind, input.value ?? current!.value);
  const ticketTypeIds = [
    ...new Set((input.ticketTypeIds ?? current?.ticketTypeIds ?? []).map((id) => id.toLowerCase())),
  ];
  if (ticketTypeIds.some((id) => !eventTypeIds.has(id)))
    throw new HttpError(400, couponInputMessages.foreignType);
  const validFrom = input.validFrom !== undefined ? date(input.validFrom) : (current?.validFrom ?? null);
  const validUntil = input.validUntil !== undefined ? date(input.validUntil) : (current?.validUntil ?? null);
  if (validFrom && validUntil && validUntil <= validFrom)
    throw new HttpError(400, couponInputMessages.validityOrder);
  return {
    code,
    kind,
    value,
    ticketTypeIds,
    maxUses: input.maxUses !== undefined ? input.maxUses : (current?.maxUses ?? null),
    validFrom,
    validUntil,
    active: input.active ?? current?.active ?? true,
  };
}
