import { formatMoney } from '../../lib/format';

/** pt-BR texts of checkout step 3 (spec §2 "Checkout step 3 (summary)"). */
const texts = {
  title: 'Verifique seus ingressos',
  description: 'Confira os ingressos e quem vai usar cada um antes de pagar.',
  unitLine: (quantity: number, price: number) => `${quantity} × ${formatMoney(price)}`,
  attendees: 'Participantes',
  totalsTitle: 'Total do pedido',
  totalsLabel: 'Pagamento',
  confirm: 'Ir para pagamento',
  creating: 'Criando pedido...',
  back: '← Alterar identificação',
  guarantee: 'Seus ingressos só ficam garantidos após a confirmação do pagamento.',
} as const;

export { texts };
