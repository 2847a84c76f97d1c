import { formatMoney } from '../../lib/format';

/** pt-BR texts of the order detail (spec §2 "Order detail", §8). */
const texts = {
  back: '← Meus pedidos',
  loading: 'Carregando...',
  notFound: 'Pedido não encontrado.',
  posterAlt: (title: string) => `Cartaz de ${title}`,
  order: 'Pedido',
  created: 'Criado em',
  itemCount: 'Itens',
  status: 'Status',
  pixTitle: 'PIX',
  noPix: (statusLabel: string) => `Nenhum QR disponível (pedido ${statusLabel}).`,
  viewTickets: 'Ver ingressos',
  itemsTitle: 'Itens do pedido',
  quantity: 'Quantidade',
  unitPrice: 'Preço unitário',
  lineTotal: 'Total',
  unitLine: (quantity: number, unitPrice: number) => `${quantity} × ${formatMoney(unitPrice)}`,
  orderTotal: 'Total do pedido',
  discount: (couponCode: string | null) => (couponCode ? `Desconto (cupom ${couponCode})` : 'Desconto'),
  meiaTitle: 'Meia-entrada',
  meiaNote: 'Na entrada, apresente o comprovante do direito à meia-entrada e um documento com foto.',
} as const;

export { texts };
