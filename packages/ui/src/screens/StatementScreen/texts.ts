import { formatMoney } from '../../lib/format';

/** Every word the Extrato shows (issue #31), for review in one place. */
const texts = {
  title: 'Extrato',
  description:
    'O dinheiro das suas vendas no período: do valor bruto ao líquido que é seu, e quanto o Asaas já creditou na sua carteira.',
  loading: 'Carregando extrato...',
  loadFailed: 'Não foi possível carregar o extrato.',
  retry: 'Tentar novamente',
  emptyTitle: 'Nenhuma venda no período.',
  emptyDescription: 'Quando seus ingressos pagos forem vendidos, o extrato mostra aqui o que é seu.',
  figuresTitle: 'Resumo do período',
  chartTitle: 'Do bruto ao líquido',
  chartSummary: (gross: number, net: number) =>
    `De ${formatMoney(gross)} em vendas brutas, ${formatMoney(net)} ficam com você.`,
  csv: 'Baixar CSV',
  figures: {
    gross: 'Vendas brutas',
    discounts: 'Descontos (cupons)',
    refunds: 'Reembolsos',
    chargebacks: 'Contestações (chargeback)',
    platformFee: 'Comissão da plataforma',
    providerFees: 'Tarifas do Asaas',
    net: 'Líquido para você',
    credited: 'Já creditado pelo Asaas',
  },
  hints: {
    providerFees: 'Pagas pela parte da plataforma; não saem do seu líquido.',
    credited: 'Enviado à sua carteira no Asaas pelo split de cada cobrança.',
  },
  notCredited: (amount: number) =>
    `${formatMoney(amount)} do seu líquido ficaram com a plataforma (vendas feitas sem conta de recebimento aprovada). Fale conosco para receber.`,
} as const;

export { texts };
