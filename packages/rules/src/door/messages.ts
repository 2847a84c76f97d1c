/*
 * The door's refusals in pt-BR: the same words online (POST /tickets/scan) and offline (verifyOffline).
 */
export const doorMessages = {
  invalidQr: 'QR inválido.',
  expiredQr: 'QR expirado. Peça para atualizar o ingresso.',
  ticketNotFound: 'Ingresso não encontrado.',
  cancelled: 'Ingresso cancelado',
  alreadyUsed: 'Ingresso já utilizado',
  otherEvent: 'Ingresso de outro evento.',
} as const;
