/** pt-BR texts shared by the checkout steps and the Pix panel (spec §2, §4). */
const checkoutTexts = {
  eventSection: 'Evento',
  posterAlt: (title: string) => `Cartaz de ${title}`,
  summaryTitle: 'Resumo do pedido',
  subtotal: 'Subtotal',
  discount: (couponCode: string | null) => (couponCode ? `Desconto (cupom ${couponCode})` : 'Desconto'),
  fee: 'Conveniência',
  total: 'Total',
  pricing: 'Calculando...',
  seatsLabel: 'Lugares',
  ticketCount: (count: number) => (count === 1 ? '1 ingresso' : `${count} ingressos`),
} as const;

const pixTexts = {
  title: 'Pague com Pix',
  qrAlt: 'QR code do Pix',
  total: 'Total a pagar',
  copyLabel: 'Pix copia e cola',
  copy: 'Copiar código',
  copied: 'Copiado!',
  expiresAt: 'Expira em',
  timeLeft: 'Tempo restante',
  progress: 'Tempo para pagar',
  progressLeft: (clock: string) => `${clock} restantes`,
  paymentId: 'ID do pagamento',
  expired: 'Este QR expirou.',
  expiredHint: 'Gere um novo código para concluir o pagamento.',
  regenerate: 'Regerar Pix',
  regenerating: 'Gerando Pix...',
} as const;

export { checkoutTexts, pixTexts };
