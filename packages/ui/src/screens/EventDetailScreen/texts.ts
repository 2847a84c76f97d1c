import { EVENT_ENDED_MESSAGE } from '@bilheteria/rules';

/** Every word the event page shows, for review in one place. */
const texts = {
  installments: (headline: string) => `No cartão ${headline}`,
  loading: 'Carregando...',
  notFound: 'Evento não encontrado',
  notFoundDescription: 'Ele pode ter sido removido, ou o endereço está incorreto.',
  backHome: 'Ver outros eventos',
  titleFallback: 'Evento',
  posterAlt: (title: string) => `Cartaz: ${title}`,
  dateLabel: 'Data',
  dateUnset: 'Data a definir',
  placeLabel: 'Local',
  timesLabel: 'Horários',
  gatesOpen: 'Abertura dos portões',
  showStart: 'Início do evento',
  timeUnset: 'A definir',
  buy: 'COMPRAR INGRESSOS',
  /** The server refuses the sale with the same words (EVENT_ENDED). */
  ended: EVENT_ENDED_MESSAGE,
  cancelled: 'Evento cancelado',
  cancelledHelp: 'Os pedidos pagos são reembolsados pelo Pix automaticamente.',
  map: 'Mapa do Evento',
  mapAlt: (title: string) => `Mapa do Evento: ${title}`,
  about: 'Sobre o evento',
  noDescription: 'O organizador ainda não adicionou uma descrição.',
  draft: 'Rascunho',
  draftNotice: 'Este evento é um rascunho: só você o vê. Publique-o para começar a vender.',
  meiaLabel: 'Meia-entrada',
  /** Lei 12.933/2013: the half-price tickets left, over the whole event. */
  meias: (count: number) => `Meias disponíveis: ${count.toLocaleString('pt-BR')}`,
} as const;

export { texts };
