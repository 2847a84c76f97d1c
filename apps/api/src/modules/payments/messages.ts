/** What the payment routes answer, in pt-BR (the buyer form's messages are spec §5's, word for word). */
export const paymentMessages = {
  name: 'Informe seu nome completo.',
  email: 'Informe um e-mail válido.',
  cpfCnpj: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
  pixFailed: 'Falha ao gerar Pix.',
  totalChanged: 'O valor informado não confere com o total do pedido. Recarregue a página e tente novamente.',
  eventMismatch: 'O evento informado não é o deste pedido.',
  orderPaid: 'Este pedido já foi pago.',
  orderExpired:
    'O prazo para pagar este pedido terminou e os ingressos foram liberados. Faça um novo pedido.',
  orderCancelled: 'Este pedido foi cancelado.',
  paidNotCancellable: 'Este pedido já foi pago e não pode ser cancelado.',
  nothingToPay: 'Este pedido não tem valor a pagar.',
  paymentNotFound: 'Pagamento não encontrado.',
  invalidWebhookToken: 'Token do webhook inválido.',
} as const;
