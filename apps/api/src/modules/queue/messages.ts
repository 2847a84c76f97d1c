/** What the waiting room says (pt-BR), word for word from issue #28 where the issue gives the words. */
export const queueMessages = {
  passRequired: 'Entre na fila para comprar.',
  noQueue: 'Este evento não tem fila de compra.',
  notOpenYet: 'A fila abre 30 minutos antes do início das vendas.',
  tokenInvalid: 'Não reconhecemos seu lugar na fila. Entre na fila de novo.',
  otherAccount: 'Este navegador já guarda um lugar na fila de outra conta.',
  startsAtRequired: 'Informe quando as vendas abrem.',
  paceInvalid: 'O ritmo de entrada deve ser de 1 a 1.000.000 pessoas por minuto.',
  onSaleNotFound: 'Abertura de vendas não encontrada.',
} as const;
