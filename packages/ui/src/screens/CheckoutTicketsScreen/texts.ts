import { formatMoney } from '../../lib/format';

/** pt-BR texts of checkout step 1 (spec §2 "Checkout step 1 (tickets)", §5). */
const texts = {
  cartInstallments: (headline: string) => `ou ${headline} no cartão`,
  title: 'Ingressos',
  loading: 'Carregando...',
  notFound: 'Evento não encontrado',
  notFoundHint: 'Confira o endereço ou escolha outro evento na página inicial.',
  backHome: 'Voltar ao início',
  noTicketTypes: 'Nenhum ingresso à venda para este evento no momento.',
  price: (price: number) => `${formatMoney(price)} + taxas`,
  soldOut: 'Esgotado',
  limit: (limit: number, held: number) =>
    held > 0 ? `máx. ${limit} por pessoa · você já tem ${held}` : `máx. ${limit} por pessoa`,
  decrease: (name: string) => `Remover um ingresso ${name}`,
  increase: (name: string) => `Adicionar um ingresso ${name}`,
  quantity: (name: string) => `Quantidade de ${name}`,
  couponToggle: 'Possui um cupom?',
  couponLabel: 'Cupom',
  couponApply: 'Aplicar',
  couponRemove: 'Remover cupom',
  couponChecking: (code: string) => `Verificando o cupom ${code}...`,
  couponApplied: (code: string) => `Cupom ${code} aplicado.`,
  couponDiscount: (discount: number) => `Desconto de ${formatMoney(discount)} nos ingressos escolhidos.`,
  couponUnlocked: (names: readonly string[]) => `Liberado pelo cupom: ${names.join(', ')}.`,
  cartTitle: 'Seu carrinho',
  cartLabel: 'Carrinho',
  cartTotal: (total: number) => `${formatMoney(total)} + Taxas`,
  buy: 'COMPRAR',
  selectAtLeastOne: 'Selecione ao menos 1 ingresso.',
  signInNote: 'Para continuar, crie sua conta ou entre: sua seleção fica guardada.',
  /** Lei 12.933/2013: the half-price tickets left, over the whole event. */
  meias: (count: number) => `Meias disponíveis: ${count.toLocaleString('pt-BR')}`,
} as const;

export { texts };
