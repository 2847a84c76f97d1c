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
  confirmTitle: 'Confirme seu e-mail',
  confirmBody:
    'Ingressos transferidos para você só aparecem aqui depois que você confirmar seu e-mail, pelo link que enviamos para ele.',
  confirmResend: 'Reenviar link de confirmação',
  confirmSending: 'Enviando...',
} as const;

export { texts };
