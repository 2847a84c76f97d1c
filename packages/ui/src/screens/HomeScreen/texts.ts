/** Every word the home screen shows, for review in one place. */
const texts = {
  heading: 'Eventos',
  total: (count: number) => `${count} no total`,
  resultsFor: (query: string) => `Resultados para “${query}”`,
  showAll: 'VER TODOS',
  loadingEvents: 'Carregando...',
  loadingMore: 'Carregando mais eventos...',
  emptyTitle: 'Nenhum evento disponível no momento.',
  emptyDescription: 'Novos eventos são publicados toda semana. Volte em breve!',
  emptySearchTitle: (query: string | null, place: string | null) => {
    if (query && place) return `Nenhum evento encontrado para “${query}” em ${place}.`;
    if (query) return `Nenhum evento encontrado para “${query}”.`;
    return `Nenhum evento encontrado em ${place}.`;
  },
  emptySearchDescription: 'Confira a grafia, tente outra busca ou escolha outro estado.',
  clearSearch: 'Ver todos os eventos',
  errorTitle: 'Não foi possível carregar os eventos.',
  errorDescription: 'Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
} as const;

export { texts };
