/** What the door app says (pt-BR): pairing, event picker, status, verdicts, typed code, revoked device. */
const texts = {
  title: 'Portaria',
  pair: {
    heading: 'Conectar este aparelho à portaria',
    description:
      'Peça ao organizador o código de pareamento (na página "Portaria" do evento) e digite-o abaixo, ou leia o QR code dele.',
    code: 'Código de pareamento',
    codeHint: 'Vale por 10 minutos e só pode ser usado uma vez.',
    name: 'Nome deste aparelho',
    namePlaceholder: 'Ex.: Portão 1 — celular da Ana',
    nameHint: 'O organizador vê este nome na lista de aparelhos.',
    submit: 'Conectar aparelho',
    submitting: 'Conectando…',
    scanCode: 'Ler QR do código',
    stopScan: 'Digitar o código',
    organizer: 'É o organizador?',
    login: 'Entrar com a sua conta',
  },
  events: {
    heading: 'Escolha o evento',
    description:
      'Os dados de entrada do evento ficam neste aparelho: a portaria funciona mesmo sem internet.',
    loading: 'Carregando eventos…',
    empty: 'Você não tem eventos.',
    error: 'Não foi possível carregar os seus eventos.',
    retry: 'Tentar novamente',
    upcoming: 'Próximos',
    past: 'Já aconteceram',
    noDate: 'Sem data',
  },
  data: {
    loading: 'Baixando os dados de entrada do evento…',
    error: 'Não foi possível baixar os dados de entrada do evento.',
    retry: 'Tentar novamente',
  },
  status: {
    online: 'Conectado',
    offline: 'Sem conexão',
    pending: (count: number) => (count === 1 ? '1 leitura a enviar' : `${count} leituras a enviar`),
    synced: (when: string) => `Sincronizado às ${when}`,
    neverSynced: 'Ainda não sincronizado',
    region: 'Situação da conexão',
  },
  scan: {
    changeEvent: 'Trocar evento',
    typeCode: 'Digitar código',
    typedCode: 'Código do ingresso',
    typedCodeHint: 'O código impresso abaixo do QR code no PDF do ingresso.',
    validate: 'Validar',
    cancel: 'Cancelar',
    validating: 'Validando ingresso…',
    device: (name: string) => `Aparelho: ${name}`,
  },
  verdict: {
    admitted: 'ENTRADA LIBERADA',
    refused: 'ENTRADA RECUSADA',
    meia: 'MEIA-ENTRADA',
    meiaProofFallback: 'Exigir comprovante do direito à meia-entrada e documento com foto',
    meiaDocument: (label: string | null, documento: string) => `${label ?? 'Documento'}: ${documento}`,
    checkedInAt: (when: string) => `Entrada registrada às ${when}`,
    checkedInBy: (when: string, device: string) => `Entrada registrada às ${when} (${device})`,
    offline: 'Validado neste aparelho, sem internet. Será enviado ao servidor.',
    dismiss: 'Toque para ler o próximo',
  },
  revoked: {
    heading: 'Este aparelho foi desconectado da portaria',
    description:
      'O organizador revogou o acesso deste aparelho. Os dados de entrada do evento foram apagados dele.',
    pairAgain: 'Conectar com um novo código',
  },
} as const;

export { texts };
