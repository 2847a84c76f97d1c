/** pt-BR texts of the organizer's door page ("Portaria") and of the report's check-in section (issue #17). */
const texts = {
  title: 'Portaria',
  subtitle: (eventTitle: string) => `Entrada de ${eventTitle}`,
  back: '← Meus Eventos',
  report: 'Relatório',
  openScanner: 'Abrir a portaria neste aparelho',
  loading: 'Carregando...',
  notFound: 'Evento não encontrado.',
  loadError: 'Não foi possível carregar a portaria do evento.',
  pairing: {
    heading: 'Conectar um aparelho',
    description:
      'No celular de quem fica na porta, abra /scanner e digite o código ou leia o QR code. O aparelho só poderá ler e validar ingressos deste evento.',
    create: 'Gerar código de pareamento',
    creating: 'Gerando…',
    another: 'Gerar outro código',
    code: 'Código de pareamento',
    qrLabel: (code: string) => `QR code do código de pareamento ${code}`,
    validFor: (left: string) => `Válido por ${left} · uso único`,
    expired: 'Este código expirou. Gere outro.',
  },
  devices: {
    heading: 'Aparelhos da portaria',
    empty: 'Nenhum aparelho conectado a este evento.',
    name: 'Aparelho',
    lastSync: 'Última sincronização',
    scans: 'Leituras',
    never: 'Nunca',
    revoke: 'Revogar',
    whichDevice: (name: string) => `o aparelho ${name}`,
    revoking: 'Revogando…',
    confirmTitle: 'Revogar este aparelho?',
    confirmText:
      'Ele deixa de ler ingressos na hora e apaga os dados do evento na próxima vez que se conectar. As leituras que ele já enviou continuam valendo.',
    cancel: 'Cancelar',
    confirm: 'Revogar aparelho',
  },
  checkIns: {
    heading: 'Entradas',
    live: 'Atualizado automaticamente',
    total: 'Entraram',
    ofSold: (checkedIn: number, sold: number) =>
      `${checkedIn.toLocaleString('pt-BR')} de ${sold.toLocaleString('pt-BR')} vendidos`,
    percent: (checkedIn: number, sold: number) =>
      sold > 0 ? `${Math.round((checkedIn / sold) * 100)}%` : '—',
    byLot: 'Entradas por lote',
    lot: 'Lote',
    checkedIn: 'Entraram',
    sold: 'Vendidos',
    byHour: 'Entradas por hora',
    hour: 'Hora',
    noneYet: 'Ninguém entrou ainda.',
  },
  duplicates: {
    heading: 'Entradas duplicadas',
    description:
      'O mesmo ingresso liberado em dois aparelhos sem internet. A primeira entrada vale; a outra fica registrada aqui.',
    none: 'Nenhuma entrada duplicada.',
    first: 'Primeira entrada',
    duplicate: 'Entrada duplicada',
    at: (device: string, when: string) => `${device} · ${when}`,
  },
} as const;

export { texts };
