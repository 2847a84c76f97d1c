import { formatMoney } from '../../lib/format';

/** Every word of the ADMIN's "Organizadores" (issue #31), for review in one place. */
const texts = {
  title: 'Organizadores',
  description:
    'Quem vende ingressos: a conta de recebimento no Asaas, o que vendeu (já descontados reembolsos) e o que ficou com a plataforma. Aqui você define a comissão de cada um e bloqueia novas vendas pagas.',
  listTitle: 'Todos os organizadores',
  empty: 'Nenhum organizador ainda.',
  events: (count: number) => (count === 1 ? '1 evento' : `${count} eventos`),
  sales: 'Vendas',
  platformRevenue: 'Receita da plataforma',
  commission: 'Comissão (%)',
  commissionHint: (defaultPercent: number, custom: boolean) =>
    custom
      ? `Definida para este organizador. Padrão da plataforma: ${defaultPercent.toLocaleString('pt-BR')} %.`
      : `Padrão da plataforma (${defaultPercent.toLocaleString('pt-BR')} %).`,
  saveCommission: 'Salvar comissão',
  useDefault: 'Usar o padrão',
  saving: 'Salvando...',
  commissionRange: 'A comissão deve ficar entre 0 % e 50 %, com até duas casas decimais.',
  block: 'Bloquear vendas pagas',
  unblock: 'Desbloquear',
  blocked: 'Bloqueado',
  blockedNote: 'Sem novas vendas pagas; os ingressos já vendidos continuam válidos.',
  accountStatus: {
    none: 'Sem conta de recebimento',
    pending: 'Conta em análise',
    approved: 'Conta aprovada',
    documents_required: 'Documentos pendentes',
    refused: 'Conta recusada',
  },
  summary: (sales: number, platform: number) =>
    `${formatMoney(sales)} vendidos, ${formatMoney(platform)} para a plataforma`,
} as const;

export { texts };
