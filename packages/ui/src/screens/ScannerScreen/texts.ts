/** The door scanner page (spec §2 "Ticket scanner", §8 scan failure). */
const texts = {
  title: 'Leitor de Ingressos',
  description: 'Aponte a câmera para o QR code do ingresso. Cada leitura é validada na hora.',
  resultHeading: 'Resultado',
  validating: 'Validando ingresso…',
  waiting: 'Nenhum ingresso validado ainda.',
  success: 'Check-in confirmado',
  announceSuccess: (name: string) => `Check-in confirmado: ${name}.`,
  announceMeia: (name: string) => `Meia-entrada: exija o comprovante. Check-in confirmado: ${name}.`,
  meia: 'MEIA-ENTRADA',
  meiaProofFallback: 'Exigir comprovante do direito à meia-entrada e documento com foto',
  meiaWho: (name: string, tipo: string | null) => `${name}${tipo ? ` — ${tipo}` : ''}`,
  meiaDocument: (label: string | null, documento: string) => `${label ?? 'Documento'}: ${documento}`,
  ticketType: 'Ingresso',
  seat: 'Lugar',
  attendee: 'Participante',
  event: 'Evento',
  checkedInAt: 'Check-in',
  code: 'Código',
  raw: 'Resposta do servidor',
  failureCheckedInAt: (when: string) => `Check-in feito em ${when}.`,
  failureOwner: (name: string, type: string | null) => `Ingresso de ${name}${type ? ` (${type})` : ''}.`,
} as const;

export { texts };
