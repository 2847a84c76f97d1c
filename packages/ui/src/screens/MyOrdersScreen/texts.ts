/** pt-BR texts of My orders (spec §2 "My orders ("Histórico")"). */
const texts = {
  title: 'Histórico',
  description: 'Seus pedidos, do mais recente ao mais antigo.',
  loading: 'Carregando...',
  empty: 'Você ainda não tem pedidos.',
  columns: {
    order: 'Pedido',
    event: 'Evento',
    date: 'Data',
    items: 'Itens',
    value: 'Valor',
    status: 'Status',
    actions: 'Ações',
  },
  view: 'Ver pedido',
  viewLabel: (number: string) => `Ver pedido ${number}`,
  tickets: 'Ver ingressos',
  ticketsLabel: (number: string) => `Ver ingressos do pedido ${number}`,
} as const;

export { texts };
