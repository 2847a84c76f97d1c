// The card form of checkout step 4 (issue #27), once for the marketplace and the embedded checkout: what the buyer
// types, judged by the server's own rules (@bilheteria/rules card.ts), as the request POST /pagamento/asaas/cartao
// expects. Pure functions: the hook (card-payment.ts) keeps the state.
import type { Schemas } from '@bilheteria/api-client';
import {
  cardBrand,
  cardBrandLabel,
  cardHolderProblems,
  cardProblems,
  CARD_MESSAGES,
  digitsOnly,
} from '@bilheteria/rules';

export type CardField =
  'nomeTitular' | 'numero' | 'validade' | 'cvv' | 'cpfCnpj' | 'telefone' | 'cep' | 'numeroEndereco';

export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = {
  nomeTitular: '',
  numero: '',
  validade: '',
  cvv: '',
  cpfCnpj: '',
  telefone: '',
  cep: '',
  numeroEndereco: '',
};

/** "4242 4242 4242 4242" as it is typed: digits in groups of four (up to 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/29" as it is typed (MM/AA). */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The typed value as the form keeps it: masks for the number and the expiry, digits for the documents. */
export function cardInputValue(field: CardField, value: string): string {
  switch (field) {
    case 'numero':
      return formatCardNumber(value);
    case 'validade':
      return formatExpiry(value);
    case 'cvv':
      return digitsOnly(value).slice(0, 4);
    case 'cpfCnpj':
    case 'telefone':
    case 'cep':
      return digitsOnly(value);
    default:
      return value;
  }
}

/** The brand's name while the number is typed ("Visa"), or null while none fits. */
export function typedBrand(numero: string): string | null {
  const brand = cardBrand(numero);
  return brand ? cardBrandLabel(brand) : null;
}

const expiryParts = (validade: string) => {
  const [mes = '', ano = ''] = validade.split('/');
  return { mesValidade: mes, anoValidade: ano };
};

/**
 * Every field the buyer got wrong, with the server's message, for the fields this payment needs: the card's only
 * when a new card is typed (a saved card has none to check).
 */
export function cardFormErrors(
  values: CardValues,
  { now, email, savedCard }: { now: Date; email: string; savedCard: boolean },
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  if (!savedCard) {
    const card = cardProblems(
      {
        nomeTitular: values.nomeTitular,
        numero: values.numero,
        cvv: values.cvv,
        ...expiryParts(values.validade),
      },
      now,
    );
    Object.assign(errors, card);
    if (!/^\d{2}\/\d{2}$/.test(values.validade) && !card.validade) errors.validade = CARD_MESSAGES.validade;
  }
  const holder = cardHolderProblems(holderOf(values, email));
  for (const field of ['cpfCnpj', 'telefone', 'cep', 'numeroEndereco'] as const) {
    if (holder[field]) errors[field] = holder[field];
  }
  // The holder's name is the card's name; a saved card still needs one for Asaas.
  if (savedCard && holder.nome) errors.nomeTitular = holder.nome;
  return errors;
}

function holderOf(values: CardValues, email: string) {
  return {
    nome: values.nomeTitular,
    email,
    cpfCnpj: values.cpfCnpj,
    cep: values.cep,
    numeroEndereco: values.numeroEndereco,
    telefone: values.telefone,
  };
}

/** POST /pagamento/asaas/cartao's body: the typed card, or the chosen saved card's token. */
export function cardPayload(
  values: CardValues,
  {
    orderId,
    parcelas,
    email,
    savedCardToken,
  }: { orderId: string; parcelas: number; email: string; savedCardToken: string | null },
): Schemas['CardPaymentInput'] {
  const titular = holderOf(values, email);
  if (savedCardToken) return { pedidoId: orderId, parcelas, cartaoToken: savedCardToken, titular };
  return {
    pedidoId: orderId,
    parcelas,
    cartao: {
      nomeTitular: values.nomeTitular,
      numero: digitsOnly(values.numero),
      cvv: values.cvv,
      ...expiryParts(values.validade),
    },
    titular,
  };
}
