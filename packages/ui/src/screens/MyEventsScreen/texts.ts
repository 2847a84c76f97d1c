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
  delete: 'Excluir',
  deleting: 'Excluindo...',
  confirmTitle: 'Excluir evento',
  confirmText: 'Excluir este evento? Esta ação é irreversível.',
  cancel: 'Cancelar',
  confirm: 'Excluir',
  search: 'Buscar nos meus eventos',
  noMatch: (query: string) => `Nenhum evento encontrado para "${query}".`,
  showMore: 'Mostrar mais',
  shown: (shown: number, total: number) => `${shown} de ${total} eventos`,
} as const;

export { texts };
