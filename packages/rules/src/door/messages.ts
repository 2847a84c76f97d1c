/*
 * The door's refusals in pt-BR: the same words online (POST /tickets/scan), offline (verifyOffline) and synced
 * (POST /checkins/sync). The server's scan and sync take them from here: nowhere else spells them.
 */
export const doorMessages = {
  invalidQr: 'QR inválido.',
  expiredQr: 'QR expirado. Peça para atualizar o ingresso.',
  ticketNotFound: 'Ingresso não encontrado.',
  cancelled: 'Ingresso cancelado',
  unpaid: 'Ingresso sem pagamento confirmado.',
  alreadyUsed: 'Ingresso já utilizado',
  otherEvent: 'Ingresso de outro evento.',
} as const;

/**
 * The one admission rule (issue #26 point 2): a ticket admits someone when it is valid (not cancelled, refunded
 * or reissued) and its order is paid, and it has not gone in yet. This is why a ticket that went nowhere is
 * refused; the server's SQL says the same (orders lifecycle, `admission.ts`).
 */
export type AdmissionRefusal = 'cancelled' | 'unpaid';

export function admissionRefusal(ticket: { state: string; orderStatus: string }): AdmissionRefusal | null {
  if (ticket.state !== 'valid') return 'cancelled';
  if (ticket.orderStatus !== 'paid') return 'unpaid';
  return null;
}
