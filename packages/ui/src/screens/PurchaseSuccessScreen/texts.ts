/** pt-BR texts of the purchase success page (spec §2 "Purchase success"). */
const texts = {
  title: 'Compra concluída com sucesso!',
  order: (orderId: string) => `Pedido: ${orderId}`,
  ticketsTitle: 'Seus ingressos',
  attendee: 'Participante',
  code: 'Código',
  pdf: 'Baixar PDF',
  pdfContext: (ticketTypeName: string) => `de ${ticketTypeName} (abre em nova aba)`,
  noTickets:
    'Seus ingressos foram gerados e podem ser acessados pelo link enviado para o seu e-mail ou pelo painel, em',
  myTickets: 'Meus ingressos',
  home: 'Voltar ao início',
} as const;

export { texts };
