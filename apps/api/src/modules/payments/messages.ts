import { BUYER_MESSAGES } from '@bilheteria/rules';

/** What the payment routes answer, in pt-BR (the buyer form's messages are spec §5's, from @bilheteria/rules). */
export const paymentMessages = {
  name: BUYER_MESSAGES.name,
  email: BUYER_MESSAGES.email,
  cpfCnpj: BUYER_MESSAGES.cpf,
  pixFailed: 'Falha ao gerar Pix.',
  totalChanged: 'O valor informado não confere com o total do pedido. Recarregue a página e tente novamente.',
  eventMismatch: 'O evento informado não é o deste pedido.',
  orderPaid: 'Este pedido já foi pago.',
  orderExpired:
    'O prazo para pagar este pedido terminou e os ingressos foram liberados. Faça um novo pedido.',
  orderCancelled: 'Este pedido foi cancelado.',
  nothingToPay: 'Este pedido não tem valor a pagar.',
  paymentNotFound: 'Pagamento não encontrado.',
  invalidWebhookToken: 'Token do webhook inválido.',
} as const;
