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
  cardApproved: 'Pagamento aprovado! Seus ingressos já estão disponíveis.',
  cardAnalysis:
    'Pagamento em análise. A operadora está analisando a compra; seus ingressos ficam reservados e avisaremos por e-mail.',
  cardRefused: 'Pagamento não autorizado pela operadora do cartão. Tente outro cartão ou pague com Pix.',
  cardUnavailable:
    'A operadora do cartão não respondeu. Tente novamente em instantes: antes de cobrar de novo, verificamos se a primeira tentativa foi aprovada.',
  cardInProgress:
    'Já há um pagamento com cartão em andamento para este pedido. Aguarde a resposta antes de tentar de novo.',
  cardInAnalysis: 'O pagamento com cartão deste pedido está em análise. Aguarde a resposta da operadora.',
  savedCardNotFound: 'Cartão salvo não encontrado. Informe os dados do cartão.',
  cardOrToken: 'Informe os dados do cartão ou escolha um cartão salvo (um dos dois).',
  cardLate:
    'O prazo para pagar este pedido terminou antes da aprovação e os ingressos foram liberados. O valor será estornado no cartão.',
} as const;
