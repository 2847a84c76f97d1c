/** pt-BR texts of checkout step 2 (spec §2 "Checkout step 2 (identification)", §5). */
const texts = {
  title: 'Quem vai usar os ingressos?',
  description: 'Informe o nome completo e o e-mail de quem vai usar cada ingresso.',
  ticket: (position: number) => `Ingresso ${position}`,
  name: 'Nome completo',
  email: 'E-mail',
  continue: 'Continuar',
  back: '← Voltar',
  noTickets: 'Nenhum ingresso selecionado.',
  summaryLabel: 'Resumo rápido',
} as const;

export { texts };
