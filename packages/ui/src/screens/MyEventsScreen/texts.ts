/** Every word the organizer's event list shows, for review in one place. */
const texts = {
  title: 'Meus Eventos',
  description: 'Crie, edite e acompanhe as vendas dos seus eventos.',
  create: '+ Criar evento',
  loading: 'Carregando...',
  errorFallback: 'Erro',
  emptyTitle: 'Você ainda não criou eventos.',
  emptyDescription: 'Crie seu primeiro evento, com categorias e lotes, e comece a vender.',
  titleFallback: 'Evento',
  status: { published: 'Publicado', draft: 'Rascunho' },
  startsAt: 'Início:',
  dateUnset: 'Data a definir',
  edit: 'Editar',
  report: 'Relatório',
  coupons: 'Cupons',
  door: 'Portaria',
  delete: 'Excluir',
  deleting: 'Excluindo...',
  confirmTitle: 'Excluir evento',
  confirmText: 'Excluir este evento? Esta ação é irreversível.',
  cancel: 'Cancelar',
  confirm: 'Excluir',
  cancelledBadge: 'Evento cancelado',
  cancelEvent: 'Cancelar evento',
  cancellingEvent: 'Cancelando...',
  cancelEventTitle: 'Cancelar evento',
  cancelEventText:
    'As vendas fecham, cada pedido pago é reembolsado pelo Pix e cada pedido pendente é cancelado. Esta ação é irreversível.',
  cancelPreviewLoading: 'Calculando o que será reembolsado...',
  cancelPreview: (paid: number, amount: string, pending: number, tickets: number) =>
    `${paid} ${paid === 1 ? 'pedido pago será reembolsado' : 'pedidos pagos serão reembolsados'} (${amount}), ` +
    `${pending} ${pending === 1 ? 'pedido pendente cancelado' : 'pedidos pendentes cancelados'}, ` +
    `${tickets} ${tickets === 1 ? 'ingresso deixa' : 'ingressos deixam'} de valer.`,
  keepEvent: 'Voltar',
  confirmCancelEvent: 'Cancelar evento',
  search: 'Buscar nos meus eventos',
  noMatch: (query: string) => `Nenhum evento encontrado para "${query}".`,
  showMore: 'Mostrar mais',
  shown: (shown: number, total: number) => `${shown} de ${total} eventos`,
} as const;

export { texts };
