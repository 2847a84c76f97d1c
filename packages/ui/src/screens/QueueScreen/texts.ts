/** pt-BR texts of the waiting room (issue #28); "Você está na fila" and "Ingressos esgotados" are the issue's words. */
const texts = {
  title: 'Você está na fila',
  loading: 'Entrando na fila...',
  beforeLead: (date: string, time: string) => `As vendas abrem em ${date}, às ${time}.`,
  beforeDraw:
    'Na abertura, todos que entraram antes são sorteados em uma ordem aleatória: chegar mais cedo não muda sua posição.',
  position: 'Sua posição',
  calculating: 'Calculando sua posição...',
  aheadLabel: 'À sua frente',
  ahead: (count: number) =>
    count === 0 ? 'Ninguém' : count === 1 ? '1 pessoa' : `${count.toLocaleString('pt-BR')} pessoas`,
  wait: 'Espera estimada',
  waitText: (seconds: number) => {
    if (seconds < 60) return 'menos de 1 minuto';
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return minutes === 1 ? 'cerca de 1 minuto' : `cerca de ${minutes} minutos`;
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return `cerca de ${hours} h${rest ? ` ${rest} min` : ''}`;
  },
  progress: 'Seu avanço na fila',
  nextTitle: 'O que acontece depois',
  nextSteps: [
    'Quando chegar a sua vez, você terá 10 minutos para escolher os ingressos e criar o pedido.',
    'Mantenha esta página aberta: ela se atualiza sozinha. Se fechar ou recarregar, volte por este mesmo navegador e seu lugar continua guardado.',
    'Cada conta tem um lugar só na fila; abrir outras abas não adianta a sua vez.',
  ],
  admittedTitle: 'Chegou a sua vez!',
  admittedLead: (time: string) => `Você tem até ${time} para criar seu pedido.`,
  buy: 'Comprar ingressos',
  loginLead: 'Entre na sua conta para comprar. Seu lugar continua guardado.',
  login: 'Entrar para comprar',
  soldOutTitle: 'Ingressos esgotados',
  soldOutLead:
    'Todos os ingressos deste evento foram vendidos. Se algum pedido não for pago, ingressos podem voltar.',
  otherEvents: 'Ver outros eventos',
  expiredTitle: 'Seu tempo para comprar acabou',
  expiredLead: 'Os 10 minutos da sua vez terminaram. Você pode entrar na fila de novo, no fim da fila.',
  rejoin: 'Entrar na fila de novo',
  usedTitle: 'Você já fez seu pedido',
  usedLead: 'Sua vez na fila já foi usada para criar um pedido.',
  myOrders: 'Ver meus pedidos',
  errorTitle: 'Não foi possível carregar a fila',
  retry: 'Tentar de novo',
} as const;

export { texts };
