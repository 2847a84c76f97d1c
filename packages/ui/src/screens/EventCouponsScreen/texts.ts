import { formatMoney } from '../../lib/format';

/** pt-BR texts of the organizer's "Cupons" screen (issue #18). */
const texts = {
  title: 'Cupons',
  subtitle: (eventTitle: string) => `Cupons de desconto de ${eventTitle}`,
  back: '← Meus Eventos',
  editEvent: 'Editar evento',
  loading: 'Carregando...',
  notFound: 'Evento não encontrado.',
  loadError: 'Não foi possível carregar os cupons.',
  empty: 'Nenhum cupom cadastrado.',
  form: {
    newTitle: 'Novo cupom',
    editTitle: (code: string) => `Editar cupom ${code}`,
    code: 'Código',
    codeHint: 'Letras, números, hífen e sublinhado; maiúsculas e minúsculas valem igual.',
    kind: 'Desconto',
    kinds: {
      percent: 'Percentual (%)',
      fixed: 'Valor fixo por ingresso (R$)',
      price: 'Preço com o cupom (R$)',
    },
    value: 'Valor',
    types: 'Vale para',
    // A coupon for every type does not open a "só com cupom" lot (issue #30): said where the scope is chosen.
    typesHint:
      'Nenhum marcado: todos os ingressos à venda; um lote só com cupom precisa ser marcado. Meia-entrada nunca recebe desconto.',
    couponOnly: 'só com cupom',
    maxUses: 'Máximo de usos (ingressos)',
    maxUsesHint: 'Em branco: sem limite.',
    validFrom: 'Válido de',
    validUntil: 'Válido até',
    active: 'Ativo',
    save: 'Salvar cupom',
    saving: 'Salvando...',
    cancelEdit: 'Cancelar edição',
  },
  list: {
    title: 'Cupons do evento',
    value: (kind: 'percent' | 'fixed' | 'price', value: number) =>
      kind === 'percent'
        ? `${value}% de desconto`
        : kind === 'fixed'
          ? `${formatMoney(value)} a menos por ingresso`
          : `ingresso por ${formatMoney(value)}`,
    uses: (used: number, maxUses: number | null) =>
      maxUses === null ? `${used} uso(s) · sem limite` : `${used} de ${maxUses} uso(s)`,
    paid: (orders: number, discount: number) =>
      `${orders} pedido(s) pago(s) · ${formatMoney(discount)} de desconto concedido`,
    allTypes: 'Todos os ingressos',
    active: 'Ativo',
    inactive: 'Inativo',
    edit: (code: string) => `Editar cupom ${code}`,
    activate: (code: string) => `Ativar cupom ${code}`,
    deactivate: (code: string) => `Desativar cupom ${code}`,
    remove: (code: string) => `Excluir cupom ${code}`,
  },
} as const;

export { texts };
