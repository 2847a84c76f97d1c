import type { PayoutAccountStatus } from '../../db/schema';

/** What the organizer reads about payouts (issue #31), in one place. */
export const payoutMessages = {
  accountRequired: 'Para vender ingressos pagos, cadastre sua conta de recebimento.',
  alreadyOpen:
    'Sua conta de recebimento já foi criada. Para mudar os dados, fale com o suporte do Asaas ou conosco.',
  taken:
    'Este CPF/CNPJ já tem uma conta de recebimento em outro cadastro. Entre com esse cadastro ou fale conosco.',
  blocked: 'Este organizador está bloqueado para novas vendas pagas. Fale com o suporte.',
  /** What a buyer reads when the event's organizer is blocked (POST /orders of paid tickets). */
  salesSuspended:
    'As vendas de ingressos pagos deste evento estão suspensas no momento. Fale com o organizador do evento.',
  commissionRange: 'A comissão deve ficar entre 0 % e 50 %, com até duas casas decimais.',
  organizerNotFound: 'Organizador não encontrado.',
} as const;

/** Each status as the Recebimentos screen says it, with what the organizer must do. */
export const statusMessages: Record<PayoutAccountStatus | 'none', string> = {
  none: 'Cadastre sua conta de recebimento para vender ingressos pagos.',
  pending: 'Sua conta está em análise no Asaas. Avisaremos aqui quando for aprovada.',
  approved: 'Conta aprovada: a sua parte de cada venda vai direto para a sua carteira no Asaas.',
  documents_required:
    'O Asaas pediu documentos. Envie-os pelo link que o Asaas mandou para o e-mail da conta.',
  refused: 'O Asaas recusou a conta. Confira os dados com o suporte do Asaas ou fale conosco.',
};
