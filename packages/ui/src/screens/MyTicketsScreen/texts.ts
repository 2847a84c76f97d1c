/** My tickets (spec §2 "My tickets", §8 tickets load failure). */
const texts = {
  title: 'Meus ingressos',
  upcoming: 'Próximos eventos',
  upcomingEmpty: 'Nenhum ingresso disponível',
  past: 'Eventos passados',
  pastEmpty: 'Nenhuma compra anterior',
  viewTickets: 'Ver ingressos',
  loading: 'Carregando ingressos',
  loadError: 'Não foi possível carregar.',
  retry: 'Tentar novamente',
  fallbackTitle: 'Evento',
  received: 'Recebido por transferência',
} as const;

export { texts };
