/** Order tickets (spec §2 "Order tickets", §4 QR refresh, §8 tickets load failure). */
const texts = {
  back: 'Meus ingressos',
  fallbackTitle: 'Evento',
  ticketsHeading: 'Ingressos',
  loading: 'Carregando ingressos',
  loadError: 'Não foi possível carregar.',
  retry: 'Tentar novamente',
  empty: 'Nenhum ingresso emitido ainda. Os ingressos aparecem aqui assim que o pagamento for confirmado.',
  gatesOpen: 'Abertura dos portões',
  showStart: 'Início do evento',
  attendee: 'Participante',
  code: 'Código',
  qrAlt: 'QR code do ingresso',
  countdown: (seconds: number) => `QR atualiza em ${seconds}s`,
  downloadPdf: 'Baixar PDF',
  newTab: '(abre em nova aba)',
  refresh: 'Atualizar agora',
  checkedIn: 'Ingresso utilizado',
  checkedInAt: (when: string) => `Check-in em ${when}`,
} as const;

export { texts };
