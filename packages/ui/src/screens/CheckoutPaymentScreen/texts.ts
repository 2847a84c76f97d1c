/** pt-BR texts of checkout step 4 (spec §2 "Checkout step 4 (payment)", §4 Pix widget, §5, §8). */
const texts = {
  title: 'Pagamento',
  methods: 'Forma de pagamento',
  pix: 'Pix',
  card: 'Cartão',
  buyerTitle: 'Dados do comprador',
  buyerDescription: 'Usados para emitir a cobrança Pix.',
  name: 'Nome completo',
  email: 'E-mail',
  cpf: 'CPF/CNPJ',
  cpfHint: 'Apenas números: 11 dígitos (CPF) ou 14 (CNPJ).',
  whatsapp: 'WhatsApp',
  whatsappHint: 'Apenas números, com DDD.',
  generate: 'Gerar Pix',
  regenerate: 'Regerar Pix',
  generating: 'Gerando Pix...',
  retry: 'Tentar novamente',
  simulate: 'Simular pagamento',
  simulating: 'Simulando pagamento...',
  simulateNote: 'Somente em desenvolvimento: confirma este Pix sem pagar.',
  webhookNote:
    'Assim que o banco confirmar o Pix, seu pedido é aprovado automaticamente e você vê seus ingressos nesta tela.',
  tipsTitle: 'Dicas para pagar',
  tips: [
    'Abra o app do seu banco e escolha pagar com Pix.',
    'Escaneie o QR code ou use a opção Pix copia e cola.',
    'Confira o valor e o destinatário antes de confirmar.',
    'Pague antes de o código expirar; se expirar, gere um novo.',
  ],
  paidTitle: 'Pagamento confirmado!',
  paidDescription: 'Estamos preparando seus ingressos.',
  back: '← Voltar ao resumo',
  summaryLabel: 'Resumo do pedido',
} as const;

export { texts };
