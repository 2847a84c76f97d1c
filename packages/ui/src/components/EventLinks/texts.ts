/** Every word of the event page's share, calendar and map controls, for review in one place. */
const texts = {
  group: 'Compartilhar e planejar',
  share: 'Compartilhar',
  whatsapp: 'WhatsApp',
  whatsappLabel: 'Compartilhar no WhatsApp',
  copy: 'Copiar link',
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar. Copie o endereço da página.',
  calendar: 'Adicionar à agenda',
  directions: 'Como chegar',
  directionsLabel: (place: string) => `Como chegar: ${place} (abre o mapa em nova aba)`,
  /** The message a shared link carries before its address. */
  shareMessage: (title: string) => `${title}: ingressos na Bilheteria`,
} as const;

export { texts };
