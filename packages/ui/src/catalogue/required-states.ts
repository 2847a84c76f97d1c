/**
 * The catalogue's contract: for every screen, shell piece and the door scanner, the states the
 * specification names or implies, and the story that shows each one. `required-states.test.ts`
 * fails when a story below is missing (or has no play function), and when a screen or shell folder
 * has no entry here, so a new screen cannot skip its states.
 *
 * Sources: /work/shared/spec/marketplace-spec.md (§2 screens, §4 states, §5 validation, §8 errors),
 * DESIGN.md, and the issues that built each screen (#3 catalogue, #4 checkout, #5 tickets, #6 reports).
 * `state` is the name designers and QA use (pt-BR); `source` says where it comes from.
 */

/** A state that only exists at one width: its story pins the viewport (see .storybook/preview.tsx). */
type ViewportPin = 'mobile' | 'desktop';

type RequiredState = {
  /** The state, as designers and QA call it (pt-BR). */
  state: string;
  /** The story export that shows it. */
  story: string;
  /** Where the spec (or DESIGN.md, or an issue) names or implies it. */
  source: string;
  /** Set when the state only exists at one width. */
  viewport?: ViewportPin;
};

type CatalogueEntry = {
  kind: 'screen' | 'shell' | 'component';
  /** Folder under packages/ui/src holding `<name>.tsx` and `<name>.stories.tsx`. */
  folder: string;
  /** The stories' `meta.title` (also the sidebar path and the docs page id). */
  title: string;
  /** What the piece is for, in pt-BR, for its docs page. */
  summary: string;
  states: readonly RequiredState[];
};

const entries = {
  // ——— Screens (spec §2) ———
  SplashScreen: {
    kind: 'screen',
    folder: 'screens/SplashScreen',
    title: 'Screens/SplashScreen',
    summary: 'Tela de abertura enquanto o app carrega a primeira página.',
    states: [{ state: 'inicializando', story: 'Default', source: 'spec §2: splash "Inicializando Sistema"' }],
  },
  HomeScreen: {
    kind: 'screen',
    folder: 'screens/HomeScreen',
    title: 'Screens/HomeScreen',
    summary:
      'Página inicial: carrossel de destaques, "Eventos" com "N no total", os 8 primeiros eventos e "VER TODOS".',
    states: [
      {
        state: 'com eventos',
        story: 'Default',
        source: 'spec §2 Home: heading "Eventos", "N no total", grid',
      },
      { state: 'carregando', story: 'Loading', source: 'issue #3 Home states: loading' },
      {
        state: 'busca com resultados',
        story: 'SearchResults',
        source: 'spec §2 Home: search (q) and the chosen state filter narrow the list',
      },
      { state: 'vazio (nenhum evento)', story: 'Empty', source: 'issue #3 Home states: empty (no events)' },
      {
        state: 'vazio (busca sem resultado)',
        story: 'EmptySearch',
        source: 'issue #3 Home states: empty (nothing matches the search); spec §2 search q',
      },
      {
        state: 'vazio (estado sem eventos)',
        story: 'EmptyStateFilter',
        source: 'spec §2 Home: the chosen state filter narrows the list',
      },
      { state: 'erro', story: 'Error', source: 'issue #3 Home states: error' },
      {
        state: 'sem carrossel',
        story: 'WithoutSlides',
        source: 'spec §7 GET /slides: on error empty list (no carousel)',
      },
      {
        state: 'mais de 8 eventos, "VER TODOS"',
        story: 'ManyEvents',
        source: 'spec §2/§9: first 8 events; "VER TODOS" expands and never collapses',
      },
      {
        state: 'carregando o restante',
        story: 'LoadingMore',
        source: 'issue #3: paginated list, the rest loads after "VER TODOS"',
      },
      {
        state: 'erro ao carregar o restante',
        story: 'LoadMoreError',
        source: 'issue #3: paginated list; a failed page offers a retry',
      },
    ],
  },
  EventDetailScreen: {
    kind: 'screen',
    folder: 'screens/EventDetailScreen',
    title: 'Screens/EventDetailScreen',
    summary: 'Página do evento: banner, data por extenso, local, horários, "COMPRAR INGRESSOS" e descrição.',
    states: [
      {
        state: 'parcelas no cartão',
        story: 'WithInstallments',
        source: 'issue #27: "em até 12x de R$ 27,50"',
      },
      {
        state: 'evento',
        story: 'Default',
        source: 'spec §2 Event detail: banner, title, date, location, times',
      },
      {
        state: 'encerrado',
        story: 'Ended',
        source: 'issue #13 point 2: an event that is over is not sold and its page says so',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §2 Event detail: "Carregando..."' },
      {
        state: 'não encontrado',
        story: 'NotFound',
        source: 'spec §2/§8: "Evento não encontrado" when missing or the fetch failed',
      },
      {
        state: 'sem descrição',
        story: 'WithoutDescription',
        source: 'spec §2: "O organizador ainda não adicionou uma descrição."',
      },
      { state: 'com mapa', story: 'WithMap', source: 'spec §2: optional "Mapa do Evento" image' },
      { state: 'rascunho', story: 'Draft', source: 'DESIGN.md: drafts are seen only by their organizer' },
      {
        state: 'sem cartaz nem título',
        story: 'WithoutPoster',
        source: 'spec §2 Home card: title fallback "Evento"',
      },
      {
        state: 'compartilhar, agenda e como chegar',
        story: 'WithLinks',
        source: 'issue #21: "Compartilhar", "Adicionar à agenda" and "Como chegar" on the event page',
      },
      {
        state: 'meias disponíveis',
        story: 'MeiaEntrada',
        source: 'issue #14: "Meias disponíveis: N" (Lei 12.933/2013)',
      },
    ],
  },
  ForgotPasswordScreen: {
    kind: 'screen',
    folder: 'screens/ForgotPasswordScreen',
    title: 'Screens/ForgotPasswordScreen',
    summary:
      'Esqueci minha senha: pede o e-mail e envia um link de redefinição (a resposta é sempre a mesma).',
    states: [
      { state: 'formulário', story: 'Default', source: 'issue #16: "Esqueci minha senha" → e-mail' },
      { state: 'enviando', story: 'Submitting', source: 'spec §5: button disabled in flight' },
      {
        state: 'enviado',
        story: 'Sent',
        source: 'issue #16: always 202 with the same body, whether the e-mail has an account or not',
      },
      { state: 'erro', story: 'WithError', source: 'spec §8: the server message (e.g. 429)' },
    ],
  },
  ResetPasswordScreen: {
    kind: 'screen',
    folder: 'screens/ResetPasswordScreen',
    title: 'Screens/ResetPasswordScreen',
    summary: 'Nova senha: o link do e-mail (uso único, 1 hora) define a senha e encerra as outras sessões.',
    states: [
      { state: 'formulário', story: 'Default', source: 'issue #16: "Nova senha" screen' },
      { state: 'salvando', story: 'Submitting', source: 'spec §5: button disabled in flight' },
      { state: 'link expirado ou usado', story: 'Expired', source: 'issue #16: single-use link valid 1 h' },
      { state: 'sem token', story: 'MissingToken', source: 'issue #16: the link carries the token' },
      { state: 'senha alterada', story: 'Done', source: 'issue #16: then log in with the new password' },
    ],
  },
  VerifyEmailScreen: {
    kind: 'screen',
    folder: 'screens/VerifyEmailScreen',
    title: 'Screens/VerifyEmailScreen',
    summary:
      'Confirmar e-mail: o link do e-mail (uso único, 24 horas), aberto com a sessão da conta, prova o endereço; só então os ingressos transferidos para ele abrem.',
    states: [
      {
        state: 'confirmando',
        story: 'Verifying',
        source: 'issue #25 point 3: the page takes the link’s token',
      },
      { state: 'confirmado', story: 'Verified', source: 'issue #25 point 3: then received tickets open' },
      { state: 'link expirado', story: 'LinkExpired', source: 'issue #25 point 3: single use, 24 h' },
      {
        state: 'link de outra conta',
        story: 'LinkOfAnotherAccount',
        source: 'issue #25 point 3: the link proves the mailbox, the session the account',
      },
      { state: 'sem token', story: 'MissingToken', source: 'issue #25 point 3: the link carries the token' },
      { state: 'enviando novo link', story: 'Sending', source: 'issue #25 point 3: resend' },
      { state: 'novo link enviado', story: 'NewLinkSent', source: 'issue #25 point 3: resend' },
      { state: 'reenvio recusado', story: 'ResendRefused', source: 'issue #25 point 3: resend limited' },
    ],
  },
  LoginScreen: {
    kind: 'screen',
    folder: 'screens/LoginScreen',
    title: 'Screens/LoginScreen',
    summary: 'Entrar: E-mail e Senha; volta para o destino guardado depois do login.',
    states: [
      { state: 'formulário', story: 'Default', source: 'spec §2 Login: fields E-mail and Senha' },
      {
        state: 'envio sem validação',
        story: 'EmptySubmit',
        source: 'spec §5: no client-side validation on login',
      },
      {
        state: 'entrando',
        story: 'Submitting',
        source: 'spec §2/§5: "Entrando...", button disabled in flight',
      },
      {
        state: 'erro',
        story: 'WithError',
        source: 'spec §8: login failure shows the server message, else "Erro"',
      },
      {
        state: 'depois do cadastro',
        story: 'AfterRegister',
        source: 'spec §2 Register: after success a notice, then login carrying the next target',
      },
    ],
  },
  RegisterScreen: {
    kind: 'screen',
    folder: 'screens/RegisterScreen',
    title: 'Screens/RegisterScreen',
    summary: 'Cadastrar: Nome, E-mail e Senha; "Já tenho conta" leva ao login mantendo o destino.',
    states: [
      {
        state: 'formulário',
        story: 'Default',
        source: 'spec §2 Register: Nome, E-mail, Senha, "Já tenho conta"',
      },
      {
        state: 'envio sem validação',
        story: 'EmptySubmit',
        source: 'spec §5: no client-side validation on register',
      },
      { state: 'criando conta', story: 'Submitting', source: 'spec §2: "Criando conta..." while submitting' },
      {
        state: 'erro',
        story: 'WithError',
        source: 'spec §8: register failure shows the server message, else "Erro"',
      },
    ],
  },
  LegalScreen: {
    kind: 'screen',
    folder: 'screens/LegalScreen',
    title: 'Screens/LegalScreen',
    summary:
      'Páginas institucionais do rodapé: política de privacidade (LGPD), termos de uso e de venda, política de cancelamento e reembolso.',
    states: [
      {
        state: 'privacidade',
        story: 'Privacy',
        source: 'issue #13 point 9: LGPD — dados, finalidade, prazo, direitos (art. 18), contato',
      },
      { state: 'termos', story: 'Terms', source: 'issue #13 point 9: termos de venda' },
      {
        state: 'cancelamento',
        story: 'Cancellation',
        source: 'issue #13 point 9: reserva de 15 min, CDC art. 49, evento cancelado, meia-entrada',
      },
      {
        state: 'cancelamento no celular',
        story: 'CancellationMobile',
        source: 'issue #13 point 9: legível a 390 px',
        viewport: 'mobile',
      },
    ],
  },

  CheckoutTicketsScreen: {
    kind: 'screen',
    folder: 'screens/CheckoutTicketsScreen',
    title: 'Screens/CheckoutTicketsScreen',
    summary: 'Checkout 1 — Ingressos: categorias e lotes, quantidades, cupom e carrinho com "COMPRAR".',
    states: [
      {
        state: 'parcelas do carrinho',
        story: 'CartInstallments',
        source: 'issue #27: the selection in up to 12x',
      },
      {
        state: 'categorias e lotes',
        story: 'Default',
        source: 'spec §2 Checkout step 1: steps, categories (first open), "R$ x + taxas", quantity',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /events/{id} feeds the step' },
      { state: 'evento não encontrado', story: 'EventNotFound', source: 'spec §8: event fetch failure' },
      {
        state: 'com ingressos escolhidos',
        story: 'WithSelection',
        source: 'spec §2: sticky cart count and total',
      },
      {
        state: 'carrinho vazio',
        story: 'EmptyCart',
        source: 'spec §2/§5: "COMPRAR" disabled at zero; "Selecione ao menos 1 ingresso."',
      },
      { state: 'esgotado', story: 'SoldOut', source: 'issue #4: only sellable types; sold out' },
      {
        state: 'comprador anônimo',
        story: 'AnonymousBuyer',
        source: 'spec §2/§6: not logged in goes to /register?next=...',
      },
      { state: 'cupom', story: 'CouponOpen', source: 'spec §2: "Possui um cupom?"' },
      {
        state: 'cupom aplicado',
        story: 'CouponApplied',
        source: 'issue #18: o efeito do cupom na hora e os lotes "só com cupom" liberados',
      },
      {
        state: 'cupom recusado',
        story: 'CouponRefused',
        source: 'issue #18: inexistente, expirado, esgotado, não vale para estes ingressos',
      },
      {
        state: 'limite por pessoa',
        story: 'PerCustomerLimit',
        source: 'issue #13.3: "máx. 4 por pessoa" (· "você já tem 2"), quantity clamped to it',
      },
      {
        state: 'calculando',
        story: 'Pricing',
        source: "issue #12.3: the cart total is the server quote's; none shown before it answers",
      },
      {
        state: 'seleção alterada',
        story: 'SelectionChanged',
        source: 'issue #13.4: the last tickets went to another buyer; said, the rest kept',
      },
      {
        state: 'meias disponíveis',
        story: 'MeiaEntrada',
        source: 'issue #14: "Meias disponíveis: N" in the checkout',
      },
    ],
  },
  CheckoutUsersScreen: {
    kind: 'screen',
    folder: 'screens/CheckoutUsersScreen',
    title: 'Screens/CheckoutUsersScreen',
    summary: 'Checkout 2 — Identificação: nome e e-mail de quem vai usar cada ingresso.',
    states: [
      {
        state: 'um cartão por ingresso',
        story: 'Default',
        source: 'spec §2 step 2: "Quem vai usar os ingressos?", "Continuar", "← Voltar", summary',
      },
      { state: 'preenchido', story: 'Filled', source: 'spec §2 step 2: every attendee named' },
      {
        state: 'campos faltando',
        story: 'MissingFields',
        source: 'spec §5: "Preencha nome e e-mail de todos os utilizadores."',
      },
      { state: 'sem ingressos', story: 'NoTickets', source: 'spec §5: "Nenhum ingresso selecionado."' },
      {
        state: 'meia-entrada: tipo e documento',
        story: 'MeiaEntrada',
        source: 'issue #14: "Tipo de meia-entrada", "Número da CIE" and what the door will ask',
      },
      {
        state: 'meia-entrada: ID Jovem',
        story: 'MeiaEntradaJovem',
        source: 'issue #14: "Número do ID Jovem"',
      },
      {
        state: 'meia-entrada faltando',
        story: 'MeiaEntradaMissing',
        source: 'issue #14: a half-price ticket without its beneficiary is refused',
      },
      {
        state: 'lugares marcados no resumo',
        story: 'ReservedSeats',
        source: 'issue #29: each item shows its seats, "Setor B · Fileira F · Assento 12"',
      },
    ],
  },
  CheckoutSummaryScreen: {
    kind: 'screen',
    folder: 'screens/CheckoutSummaryScreen',
    title: 'Screens/CheckoutSummaryScreen',
    summary: 'Checkout 3 — Resumo: itens com participantes, Subtotal, Conveniência e Total.',
    states: [
      {
        state: 'resumo',
        story: 'Default',
        source: 'spec §2 step 3: "Verifique seus ingressos", Subtotal, "Conveniência", Total',
      },
      {
        state: 'criando pedido',
        story: 'Creating',
        source: 'spec §2 step 3: going to payment creates the order',
      },
      {
        state: 'erro ao criar pedido',
        story: 'CreateError',
        source: 'spec §8: "Falha ao criar pedido ({status or ?})" or the server message',
      },
      {
        state: 'calculando',
        story: 'Quoting',
        source: "issue #12.3: the totals are the server quote's; none shown before it answers",
      },
      {
        state: 'pedido recusado',
        story: 'Refused',
        source: 'issue #13.4: the quote\'s refusal told, "Ir para pagamento" disabled while it stands',
      },
      {
        state: 'meia-entrada: beneficiário',
        story: 'MeiaEntrada',
        source: 'issue #14: the summary shows the beneficiary',
      },
      {
        state: 'lugares marcados',
        story: 'ReservedSeats',
        source: 'issue #29: each attendee with its seat, "Setor B · Fileira F · Assento 12"',
      },
    ],
  },
  CheckoutPaymentScreen: {
    kind: 'screen',
    folder: 'screens/CheckoutPaymentScreen',
    title: 'Screens/CheckoutPaymentScreen',
    summary: 'Checkout 4 — Pagamento: dados do comprador, Pix com QR, copia e cola e contagem regressiva.',
    states: [
      {
        state: 'formulário do comprador',
        story: 'Default',
        source: 'spec §2 step 4: name, e-mail, CPF/CNPJ, WhatsApp',
      },
      {
        state: 'comprador inválido',
        story: 'InvalidBuyer',
        source: 'spec §5: the three buyer messages joined in one alert',
      },
      { state: 'gerando Pix', story: 'Generating', source: 'spec §4 Pix widget: generating' },
      {
        state: 'Pix gerado',
        story: 'PixShown',
        source: 'spec §2/§4: QR, copy-and-paste, expiry, countdown, "ID do pagamento", 10-minute progress',
      },
      { state: 'código copiado', story: 'Copied', source: 'spec §2: "Copiar código" / "Copiado!"' },
      {
        state: 'Pix expirado',
        story: 'PixExpired',
        source: 'spec §4: "Este QR expirou." offering regeneration',
      },
      {
        state: 'erro no Pix',
        story: 'PixError',
        source: 'spec §4/§8: "Falha ao gerar Pix." with "Tentar novamente"',
      },
      { state: 'cartão', story: 'CardTab', source: 'issue #27: the card form, empty' },
      {
        state: 'cartão preenchido',
        story: 'CardFilled',
        source: 'issue #27: brand shown as typed, 3x chosen',
      },
      {
        state: 'erros do cartão',
        story: 'CardErrors',
        source: "issue #27: each field's pt-BR error under it (@bilheteria/rules)",
      },
      {
        state: 'cartão recusado',
        story: 'CardRefused',
        source: 'issue #27: 402 CARD_REFUSED, another card or Pix',
      },
      {
        state: 'pagamento em análise',
        story: 'CardAnalysis',
        source: 'issue #27: "Pagamento em análise", "Simular aprovação" / "Simular reprovação"',
      },
      { state: 'cartão salvo', story: 'CardSavedCard', source: 'issue #27: "Usar cartão final 4242 (Visa)"' },
      {
        state: 'tabela de parcelas',
        story: 'CardInstallments',
        source: 'issue #27: 1x to 12x with each total, interest-free up to 3x',
      },
      {
        state: 'simular pagamento',
        story: 'SimulateAvailable',
        source: 'DESIGN.md Payments: "Simular pagamento" with the local provider',
      },
      { state: 'simulando', story: 'Simulating', source: 'DESIGN.md Payments: local confirmation in flight' },
      { state: 'pago', story: 'Paid', source: 'spec §2: the order is confirmed automatically via webhook' },
    ],
  },
  PurchaseSuccessScreen: {
    kind: 'screen',
    folder: 'screens/PurchaseSuccessScreen',
    title: 'Screens/PurchaseSuccessScreen',
    summary: 'Compra concluída: o pedido, seus ingressos com "Baixar PDF", ou onde encontrá-los.',
    states: [
      {
        state: 'com ingressos',
        story: 'WithTickets',
        source: 'spec §2 Purchase success: tickets with "Código" and "Baixar PDF"',
      },
      {
        state: 'sem ingressos',
        story: 'WithoutTickets',
        source: 'spec §2: without tickets, a message says they were generated',
      },
    ],
  },
  MyTicketsScreen: {
    kind: 'screen',
    folder: 'screens/MyTicketsScreen',
    title: 'Screens/MyTicketsScreen',
    summary: 'Meus ingressos: "Próximos eventos" e "Eventos passados", cada pedido com "Ver ingressos".',
    states: [
      {
        state: 'próximos e passados',
        story: 'Default',
        source: 'spec §2 My tickets: both sections and cards',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /orders/mine feeds the screen' },
      {
        state: 'vazio',
        story: 'Empty',
        source: 'spec §2: "Nenhum ingresso disponível" and "Nenhuma compra anterior"',
      },
      {
        state: 'só passados',
        story: 'OnlyPast',
        source: 'spec §2: upcoming means event date on or after now',
      },
      { state: 'erro', story: 'Error', source: 'spec §8: tickets load failure "Não foi possível carregar."' },
      {
        state: 'e-mail não confirmado',
        story: 'EmailNotConfirmed',
        source: 'issue #25 point 3: received tickets open only for a proven address',
      },
    ],
  },
  OrderTicketsScreen: {
    kind: 'screen',
    folder: 'screens/OrderTicketsScreen',
    title: 'Screens/OrderTicketsScreen',
    summary:
      'Ingressos do pedido: QR rotativo por ingresso, código, "QR atualiza em Ns", PDF e "Atualizar agora".',
    states: [
      {
        state: 'ingressos',
        story: 'Default',
        source: 'spec §2 Order tickets: QR, code, "QR atualiza em Ns", "Baixar PDF", "Atualizar agora"',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /orders/{id}/tickets' },
      { state: 'erro', story: 'LoadError', source: 'spec §8: "Não foi possível carregar."' },
      {
        state: 'ingresso utilizado',
        story: 'CheckedIn',
        source: 'DESIGN.md: a ticket gets in once (check-in)',
      },
      {
        state: 'aguardando pagamento',
        story: 'AwaitingPayment',
        source: 'DESIGN.md: tickets are issued when the order becomes paid',
      },
      {
        state: 'transferir meia-entrada',
        story: 'TransferHalfPrice',
        source: "issue #15: a half-price ticket's new holder gives their own meia-entrada data",
      },
      {
        state: 'ingresso transferido',
        story: 'TransferredAway',
        source: 'issue #25 point 1: "Transferido para Ana S. em 28/11", no code, QR, PDF or link',
      },
    ],
  },
  MyOrdersScreen: {
    kind: 'screen',
    folder: 'screens/MyOrdersScreen',
    title: 'Screens/MyOrdersScreen',
    summary: 'Histórico de pedidos: número, evento, data, itens, valor, status e "Ver pedido".',
    states: [
      {
        state: 'pago no cartão',
        story: 'PaidByCard',
        source: 'issue #27: "Cartão de crédito · 3x de R$ 50,00"',
      },
      {
        state: 'tabela de pedidos',
        story: 'Default',
        source: 'spec §2 My orders: columns, "#" plus last 6 characters, "Ver pedido"',
        viewport: 'desktop',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /orders/mine' },
      {
        state: 'vazio',
        story: 'Empty',
        source: 'spec §2/§8: "Você ainda não tem pedidos." (a failure also shows the empty list)',
      },
      {
        state: 'status dos pedidos',
        story: 'MixedStatuses',
        source: 'spec §4: "Aguardando aprovação", "Pago", anything else "Cancelado"',
      },
      {
        state: 'cartões no celular',
        story: 'Mobile',
        source: 'issue #8: mobile 375 px (a table would scroll sideways)',
        viewport: 'mobile',
      },
    ],
  },
  OrderDetailScreen: {
    kind: 'screen',
    folder: 'screens/OrderDetailScreen',
    title: 'Screens/OrderDetailScreen',
    summary: 'Detalhe do pedido: cabeçalho, painel PIX enquanto pendente e a lista de itens.',
    states: [
      {
        state: 'pago no cartão',
        story: 'PaidByCard',
        source: 'issue #27: "Cartão de crédito · 3x de R$ 50,00"',
      },
      {
        state: 'pendente com Pix',
        story: 'PendingWithPix',
        source: 'spec §2 Order detail: PIX panel with QR, total, copy-and-paste, expiry',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /orders/{id}' },
      { state: 'não encontrado', story: 'NotFound', source: 'spec §8: "Pedido não encontrado."' },
      {
        state: 'erro',
        story: 'LoadError',
        source: 'spec §8: server message or "Falha ao carregar pedido"',
      },
      {
        state: 'pendente sem QR',
        story: 'PendingWithoutPix',
        source: 'spec §2: "Nenhum QR disponível (pedido {status})."',
      },
      { state: 'pago', story: 'Paid', source: 'spec §4: paid shown "Pago"' },
      { state: 'cancelado', story: 'Expired', source: 'spec §4: anything else shown "Cancelado"' },
      {
        state: 'Pix expirado',
        story: 'PixExpired',
        source: 'spec §4: "Este QR expirou." offering regeneration',
      },
      { state: 'regerando Pix', story: 'Regenerating', source: 'spec §2: "Regerar Pix"' },
      {
        state: 'erro ao regerar',
        story: 'RegenerateError',
        source: 'spec §8: regenerate failure "Falha ao regerar Pix."',
      },
      {
        state: 'meia-entrada: beneficiários',
        story: 'MeiaEntrada',
        source: 'issue #14: the order detail shows the beneficiaries',
      },
    ],
  },
  ScannerScreen: {
    kind: 'screen',
    folder: 'screens/ScannerScreen',
    title: 'Screens/ScannerScreen',
    summary: 'Leitor de Ingressos: câmera ao abrir, resultado da validação ou o erro em vermelho.',
    states: [
      {
        state: 'lendo',
        story: 'Scanning',
        source: 'spec §2 Ticket scanner: starts the rear or first camera on opening',
      },
      { state: 'validando', story: 'Validating', source: 'spec §7: POST /tickets/scan in flight' },
      {
        state: 'check-in feito',
        story: 'Success',
        source: 'spec §2: after a successful validation, the server result as a data block',
      },
      {
        state: 'ingresso já utilizado',
        story: 'AlreadyUsed',
        source: 'issue #5: "Ingresso já utilizado"; spec §8: the previous result stays',
      },
      {
        state: 'QR adulterado',
        story: 'Forged',
        source: 'issue #5: forged, expired or unknown codes refused',
      },
      {
        state: 'falha na validação',
        story: 'ValidationFailed',
        source: 'spec §8: server message, else "Falha na validação"',
      },
      {
        state: 'câmera negada',
        story: 'CameraDenied',
        source: 'spec §8: camera start failure shows the error',
      },
      { state: 'pausado', story: 'Paused', source: 'spec §4 scanner states: paused' },
      {
        state: 'meia-entrada',
        story: 'MeiaEntrada',
        source: 'issue #14: "MEIA-ENTRADA" first, the proof to ask, name and document',
      },
    ],
  },
  DoorScreen: {
    kind: 'screen',
    folder: 'screens/DoorScreen',
    title: 'Screens/DoorScreen',
    summary:
      'Portaria (app da porta, funciona sem internet): pareamento do aparelho, escolha do evento, situação da conexão e veredito em tela cheia.',
    states: [
      {
        state: 'parear aparelho',
        story: 'Pair',
        source: 'issue #17: código de pareamento e nome do aparelho',
      },
      {
        state: 'parear lendo o QR',
        story: 'PairWithQr',
        source: 'issue #17: "enters or scans" the pairing code',
      },
      { state: 'pareando', story: 'Pairing', source: 'issue #17: POST /door-devices/pair in flight' },
      {
        state: 'código recusado',
        story: 'PairingRefused',
        source: 'issue #17: an expired or reused pairing code is refused',
      },
      { state: 'escolher evento', story: 'EventPicker', source: 'issue #17: event picker, next first' },
      { state: 'carregando eventos', story: 'EventsLoading', source: "issue #17: the organizer's events" },
      { state: 'erro ao carregar eventos', story: 'EventsError', source: 'spec §8: organizer list failure' },
      { state: 'sem eventos', story: 'NoEvents', source: 'issue #17: event picker with nothing to pick' },
      { state: 'baixando dados', story: 'Downloading', source: 'issue #17: GET /events/{id}/checkin-data' },
      {
        state: 'erro ao baixar dados',
        story: 'DownloadError',
        source: 'issue #17: check-in data download failed',
      },
      { state: 'online', story: 'Online', source: 'issue #17: status badge; nothing scrolls on a phone' },
      {
        state: 'offline com leituras a enviar',
        story: 'OfflineWithQueue',
        source: 'issue #17: status badge "N leituras a enviar"',
      },
      { state: 'trocar evento', story: 'ChooseAnotherEvent', source: 'issue #17: event picker' },
      { state: 'digitar código', story: 'TypeCode', source: 'issue #17: "Digitar código" fallback' },
      {
        state: 'entrada liberada',
        story: 'Admitted',
        source: 'issue #17: full-screen green, name and ticket type; next scan in under a second',
      },
      {
        state: 'liberada sem internet',
        story: 'AdmittedOffline',
        source: 'issue #17: verified locally, queued',
      },
      {
        state: 'meia-entrada',
        story: 'AdmittedMeiaEntrada',
        source: 'issue #17 / #14: the proof to ask for a half-price ticket',
      },
      {
        state: 'ingresso já utilizado',
        story: 'AlreadyUsed',
        source: 'issue #17: full-screen red, when and where',
      },
      { state: 'QR adulterado', story: 'Forged', source: 'issue #17: forged tokens refused offline' },
      {
        state: 'aparelho revogado',
        story: 'Revoked',
        source: 'issue #17: a revoked device is refused and its local data wiped',
      },
    ],
  },
  MyEventsScreen: {
    kind: 'screen',
    folder: 'screens/MyEventsScreen',
    title: 'Screens/MyEventsScreen',
    summary: 'Meus Eventos do organizador: "+ Criar evento", cartões com "Editar", "Relatório" e "Excluir".',
    states: [
      {
        state: 'muitos eventos: busca e paginação',
        story: 'ManyEvents',
        source: 'issue #13 point 17: 57 events made a 10,900-px phone page; a search box and paging',
      },
      {
        state: 'eventos',
        story: 'Default',
        source: 'spec §2 My events: title, status, start date, "Editar", "Relatório", "Excluir"',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §2 My events: "Carregando..."' },
      { state: 'erro', story: 'Error', source: 'spec §8: organizer list failure, server message' },
      { state: 'erro sem mensagem', story: 'ErrorWithoutMessage', source: 'spec §8: else "Erro"' },
      { state: 'vazio', story: 'Empty', source: 'spec §2: the grid with no events' },
      {
        state: 'confirmar exclusão',
        story: 'ConfirmDelete',
        source: 'spec §8: "Excluir este evento? Esta ação é irreversível."',
      },
      {
        state: 'excluindo',
        story: 'Deleting',
        source: 'spec §7: DELETE /events/{id}, then the list reloads',
      },
      {
        state: 'erro ao excluir',
        story: 'DeleteError',
        source: 'issue #3: an event with paid orders cannot be deleted',
      },
    ],
  },
  EventFormScreen: {
    kind: 'screen',
    folder: 'screens/EventFormScreen',
    title: 'Screens/EventFormScreen',
    summary: 'Formulário de evento ("Novo evento" / "Editar evento") com "Categorias & Lotes".',
    states: [
      {
        state: 'parcelas no cartão',
        story: 'CardInstallments',
        source: "issue #27: the event's maxInstallments, 1 to 12",
      },
      {
        state: 'lote só com cupom',
        story: 'CouponOnlyLot',
        source: 'issue #18: lote oculto do público, liberado por cupom; link para os cupons',
      },
      {
        state: 'novo evento',
        story: 'New',
        source: 'spec §2/§3: "Novo evento", default PISTA with "Lote 1 — Inteira" 80 and "Lote 1 — Meia" 40',
      },
      {
        state: 'categorias e lotes',
        story: 'CategoriesAndLots',
        source: 'spec §2/§9: add/remove category and lot, "NOVA CATEGORIA", "Lote {n} — Inteira"',
      },
      {
        state: 'editar evento',
        story: 'Edit',
        source: 'spec §2/§3: "Editar evento", lots grouped by category',
      },
      {
        state: 'lotes com vendas',
        story: 'LotsWithSales',
        source:
          'issue #13 point 12: vendidos por lote; sem "Remover lote" num lote com vendas (o servidor recusa, 409 TICKET_TYPE_SOLD)',
      },
      { state: 'salvando', story: 'Saving', source: 'spec §2: "Salvando…" and disabled while saving' },
      {
        state: 'campos obrigatórios',
        story: 'WithErrors',
        source: 'spec §5: Título and Data do evento required',
      },
      {
        state: 'erro ao salvar',
        story: 'ServerError',
        source: 'spec §8: server message or "Erro ao salvar"',
      },
      {
        state: 'conta de recebimento exigida',
        story: 'PayoutAccountRequired',
        source: 'issue #31 point 2: 409 PAYOUT_ACCOUNT_REQUIRED with a link to Recebimentos',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /events/{id} prefills the edit form' },
      { state: 'erro ao carregar', story: 'LoadError', source: 'spec §8: event fetch failure' },
      {
        state: 'evento fora da lei da meia-entrada',
        story: 'NotCoveredByMeiaEntradaLaw',
        source: 'issue #14: meiaEntradaLei checkbox with a one-line explanation',
      },
    ],
  },
  EventReportScreen: {
    kind: 'screen',
    folder: 'screens/EventReportScreen',
    title: 'Screens/EventReportScreen',
    summary:
      'Relatório do evento: período, cartões de totais, gráficos, vendas por lote, pedidos e exportações.',
    states: [
      {
        state: 'formas de pagamento',
        story: 'PaymentsSplit',
        source: 'issue #27: Pix / Cartão, installments, interest apart',
      },
      { state: 'cupons', story: 'WithCoupons', source: 'issue #18: usos e desconto por cupom' },
      {
        state: 'mapa de lugares vendidos',
        story: 'SoldSeats',
        source: 'issue #29: "the reports (a map of sold seats)", read-only, with the counts',
      },
      {
        state: 'celular: tabelas',
        story: 'PhoneTables',
        source:
          'issue #13 point 16: chart data stays inside the page; tables that do not fit say they scroll',
        viewport: 'mobile',
      },
      {
        state: 'relatório completo',
        story: 'Full',
        source: 'spec §2 Event report: cards, "Vendas por lote", "Pedidos (n)", exports',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §2/§4: "Carregando..." while fetching' },
      { state: 'erro', story: 'Error', source: 'spec §2/§8: the error in red' },
      {
        state: 'erro sem mensagem',
        story: 'ErrorWithoutMessage',
        source: 'spec §8: else "Falha ao carregar relatório"',
      },
      {
        state: 'período sem vendas',
        story: 'EmptyRange',
        source: 'issue #6 stories: empty range; spec §5 zero days',
      },
      {
        state: 'gráficos',
        story: 'Charts',
        source: 'spec §2: "Vendas por dia" (two axes, ≤ 12 ticks) and "Top 5 Lotes por Receita"',
      },
      { state: 'baixar PNG', story: 'DownloadPng', source: 'spec §2: "Baixar PNG" of the daily chart' },
      {
        state: 'trocar período',
        story: 'ChangeRange',
        source: 'spec §2: "De"/"Até" with "Aplicar"; "Últimos 7", "Últimos 30", "Hoje"',
      },
      { state: 'período inválido', story: 'InvalidRange', source: 'issue #6: from after to is refused' },
      {
        state: 'meia-entrada',
        story: 'MeiaEntrada',
        source: 'issue #14: card "Meia-entrada" and the half-price column in "Vendas por lote"',
      },
      {
        state: 'entradas na portaria',
        story: 'CheckIn',
        source:
          'issue #17: live check-in per lot and per hour; "Entradas duplicadas" with both devices and times',
      },
    ],
  },
  EventCouponsScreen: {
    kind: 'screen',
    folder: 'screens/EventCouponsScreen',
    title: 'Screens/EventCouponsScreen',
    summary:
      'Cupons do evento (organizador): criar, editar, ativar/desativar e excluir; usos e desconto por cupom.',
    states: [
      { state: 'cupons', story: 'Default', source: 'issue #18: cupons com usos e desconto concedido' },
      {
        state: 'editar cupom',
        story: 'EditCoupon',
        source: 'issue #18: PATCH /events/{id}/coupons/{couponId}',
      },
      { state: 'erro ao salvar', story: 'SaveError', source: 'issue #18: código repetido e outras recusas' },
      { state: 'vazio', story: 'Empty', source: 'issue #18: evento sem cupons' },
      { state: 'carregando', story: 'Loading', source: 'issue #18: GET /events/{id}/coupons' },
      { state: 'evento não encontrado', story: 'NotFound', source: 'issue #18: não é o organizador' },
    ],
  },
  PayoutAccountScreen: {
    kind: 'screen',
    folder: 'screens/PayoutAccountScreen',
    title: 'Screens/PayoutAccountScreen',
    summary:
      'Recebimentos (organizador): a conta de recebimento no Asaas — formulário com os campos do Asaas, situação da conta e o que fazer.',
    states: [
      {
        state: 'sem conta (pessoa física)',
        story: 'Default',
        source: 'issue #31 point 1: CPF, data de nascimento',
      },
      {
        state: 'pessoa jurídica',
        story: 'Company',
        source: 'issue #31 point 1: CNPJ e tipo de empresa (MEI, LIMITED, INDIVIDUAL, ASSOCIATION)',
      },
      {
        state: 'campos inválidos',
        story: 'InvalidFields',
        source: 'issue #31 point 8: CPF/CNPJ, CEP inválidos',
      },
      { state: 'menor de 18 anos', story: 'Underage', source: 'issue #31 point 8: under-18 birth date' },
      { state: 'enviando', story: 'Submitting', source: 'issue #31: PUT /organizers/me/payout-account' },
      {
        state: 'recusa do Asaas',
        story: 'ProviderError',
        source: 'issue #31 point 8: Asaas refusing the account (its message, in pt-BR)',
      },
      { state: 'em análise', story: 'Pending', source: 'issue #31 point 1: status pending' },
      { state: 'aprovada', story: 'Approved', source: 'issue #31 point 1: status approved' },
      {
        state: 'documentos pendentes',
        story: 'DocumentsRequired',
        source: 'issue #31 point 1: status documents required',
      },
      { state: 'recusada', story: 'Refused', source: 'issue #31 point 1: status refused' },
      { state: 'organizador bloqueado', story: 'Blocked', source: 'issue #31 point 6: block an organizer' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro ao carregar', story: 'LoadError', source: 'spec §8: load errors' },
    ],
  },
  StatementScreen: {
    kind: 'screen',
    folder: 'screens/StatementScreen',
    title: 'Screens/StatementScreen',
    summary:
      'Extrato (organizador): do bruto ao líquido no período, com gráfico, o que o Asaas já creditou e o CSV.',
    states: [
      {
        state: 'com vendas',
        story: 'WithSales',
        source: 'issue #31 point 5: statement with a chart and a CSV',
      },
      { state: 'com reembolsos', story: 'WithRefunds', source: 'issue #31: Extrato with refunds' },
      { state: 'vazio', story: 'Empty', source: 'issue #31: Extrato empty' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro ao carregar', story: 'LoadError', source: 'spec §8: load errors' },
    ],
  },
  SeatMapEditorScreen: {
    kind: 'screen',
    folder: 'screens/SeatMapEditorScreen',
    title: 'Screens/SeatMapEditorScreen',
    summary:
      'Mapa de lugares de uma categoria de "lugares marcados" (organizador): gerar por grade e editar assento a assento (retirar, bloquear, cadeirante, acompanhante).',
    states: [
      { state: 'vazio', story: 'Empty', source: 'issue #29: the map generated from a grid' },
      { state: 'desenhado', story: 'Drawn', source: 'issue #29: sections, rows and seats with positions' },
      { state: 'parcialmente vendido', story: 'PartlySold', source: 'issue #29: editor in each state' },
      { state: 'esgotado', story: 'SoldOut', source: 'issue #29: editor in each state' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro', story: 'Error', source: 'spec §8: load errors' },
      {
        state: 'assento já vendido',
        story: 'LostRace',
        source: 'issue #29: a held or sold seat is neither removed nor blocked',
      },
    ],
  },
  EventDoorScreen: {
    kind: 'screen',
    folder: 'screens/EventDoorScreen',
    title: 'Screens/EventDoorScreen',
    summary:
      'Portaria do evento (organizador): código de pareamento com QR, aparelhos com "Revogar", entradas ao vivo e "Entradas duplicadas".',
    states: [
      {
        state: 'portaria',
        story: 'Default',
        source: 'issue #17: devices, live check-in figures per lot and per hour',
      },
      {
        state: 'código de pareamento',
        story: 'PairingCode',
        source: 'issue #17: text and QR, valid 10 minutes',
      },
      {
        state: 'código expirado',
        story: 'PairingCodeExpired',
        source: 'issue #17: single use, valid 10 minutes',
      },
      {
        state: 'gerando código',
        story: 'CreatingPairingCode',
        source: 'issue #17: POST /events/{id}/door-devices/pairing',
      },
      {
        state: 'revogar aparelho',
        story: 'RevokeDevice',
        source: 'issue #17: DELETE /events/{id}/door-devices/{deviceId}',
      },
      {
        state: 'revogando',
        story: 'Revoking',
        source: 'issue #17: the revocation in flight; its next request is refused',
      },
      { state: 'erro ao revogar', story: 'RevokeError', source: 'issue #17: a refused revocation' },
      { state: 'sem aparelhos', story: 'NoDevices', source: 'issue #17: an event before its door opens' },
      {
        state: 'entradas duplicadas',
        story: 'DuplicateAdmissions',
        source: 'issue #17: "Entradas duplicadas" with both devices and times',
      },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'evento não encontrado', story: 'NotFound', source: 'DESIGN.md: 404 for what is not yours' },
      { state: 'erro', story: 'Error', source: 'spec §8: load errors' },
    ],
  },
  QueueScreen: {
    kind: 'screen',
    folder: 'screens/QueueScreen',
    title: 'Screens/QueueScreen',
    summary:
      'Fila de espera de uma grande abertura de vendas: "Você está na fila", a posição, quantos estão à frente, a espera estimada, o avanço e o que acontece depois.',
    states: [
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      {
        state: 'antes da abertura',
        story: 'BeforeOpening',
        source: 'issue #28: the line from 30 minutes before',
      },
      {
        state: 'esperando',
        story: 'Waiting',
        source: 'issue #28: position, people ahead, estimated wait, progress',
      },
      { state: 'admitido', story: 'Admitted', source: 'issue #28: a pass valid 10 minutes' },
      {
        state: 'admitido sem login',
        story: 'LoginRequired',
        source: 'issue #28: a pass is bound to one account',
      },
      { state: 'esgotado', story: 'SoldOut', source: 'issue #28: "Ingressos esgotados" at once' },
      { state: 'passe expirado', story: 'PassExpired', source: 'issue #28: valid 10 minutes' },
      { state: 'erro', story: 'Error', source: 'spec §8: load errors' },
    ],
  },
  OnSalesScreen: {
    kind: 'screen',
    folder: 'screens/OnSalesScreen',
    title: 'Screens/OnSalesScreen',
    summary:
      'Aberturas de vendas (ADMIN): cada fila, quantos esperam e entraram, e o ritmo de entrada mudado na hora.',
    states: [
      {
        state: 'lista',
        story: 'Default',
        source: 'issue #28: the ADMIN sees every upcoming on-sale and changes the pace live',
      },
      { state: 'ritmo recusado', story: 'SaveError', source: 'issue #28: admitPerMinute 1 to 1,000,000' },
      { state: 'vazia', story: 'Empty', source: 'issue #28: on-sales screen' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro', story: 'LoadError', source: 'spec §8: load errors' },
      { state: 'sem permissão', story: 'Denied', source: 'issue #28: ADMIN only' },
    ],
  },
  RefundsScreen: {
    kind: 'screen',
    folder: 'screens/RefundsScreen',
    title: 'Screens/RefundsScreen',
    summary:
      'Estornos (ADMIN): o dinheiro devolvido aos compradores; os que esperam o provedor primeiro, com a recusa e a próxima tentativa.',
    states: [
      {
        state: 'lista',
        story: 'Default',
        source: 'issue #15: a refused refund stays requested, retried and visible to the ADMIN',
      },
      { state: 'vazia', story: 'Empty', source: 'issue #15: refunds screen' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro', story: 'LoadError', source: 'spec §8: load errors' },
      { state: 'sem permissão', story: 'Denied', source: 'issue #15: ADMIN only' },
    ],
  },
  OutboxScreen: {
    kind: 'screen',
    folder: 'screens/OutboxScreen',
    title: 'Screens/OutboxScreen',
    summary:
      'Caixa de saída (ADMIN): os e-mails, sua situação, e cada um como o destinatário vê, com anexos.',
    states: [
      { state: 'lista', story: 'Default', source: 'issue #16: list with status, recipient, subject, date' },
      {
        state: 'mensagem aberta',
        story: 'Opened',
        source: 'issue #16: shown as the buyer sees it (sandboxed), attachments downloadable',
      },
      { state: 'vazia', story: 'Empty', source: 'issue #16: outbox screen' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro', story: 'LoadError', source: 'spec §8: load errors' },
      { state: 'sem permissão', story: 'Denied', source: 'issue #16: ADMIN only' },
    ],
  },
  AdminOrganizersScreen: {
    kind: 'screen',
    folder: 'screens/AdminOrganizersScreen',
    title: 'Screens/AdminOrganizersScreen',
    summary:
      'Organizadores (ADMIN): conta de recebimento, vendas e receita da plataforma de cada um; comissão (0–50 %) e bloqueio.',
    states: [
      {
        state: 'lista',
        story: 'Default',
        source: 'issue #31 point 6: each organizer, account status, sales, platform revenue',
      },
      {
        state: 'comissão inválida',
        story: 'InvalidCommission',
        source: 'issue #31 point 8: commission outside 0–50 %',
      },
      { state: 'erro ao salvar', story: 'SaveError', source: 'spec §8: the server message' },
      { state: 'salvando', story: 'Saving', source: 'PATCH /admin/organizers/{id} in flight' },
      { state: 'vazia', story: 'Empty', source: 'issue #31: no organizer yet' },
      { state: 'carregando', story: 'Loading', source: 'DESIGN.md: loading states' },
      { state: 'erro ao carregar', story: 'LoadError', source: 'spec §8: load errors' },
      { state: 'não é ADMIN', story: 'NotAdmin', source: 'issue #31 point 6: ADMIN only' },
    ],
  },
  AdminSlidesScreen: {
    kind: 'screen',
    folder: 'screens/AdminSlidesScreen',
    title: 'Screens/AdminSlidesScreen',
    summary: 'Slides (Admin): "Novo slide" e "Todos os slides" com ordem, ativação e remoção.',
    states: [
      {
        state: 'editar slide',
        story: 'EditSlide',
        source:
          'issue #13 point 15: editar um slide existente (PATCH /slides/{id}); datas legíveis a 1280 px',
      },
      {
        state: 'lista de slides',
        story: 'Default',
        source: 'spec §2 Admin slides: thumbnail, title, order, ativo/inativo, link, period, actions',
      },
      { state: 'novo slide', story: 'CreateSlide', source: 'spec §2: form "Novo slide", "Salvar slide"' },
      { state: 'slide inválido', story: 'InvalidSlide', source: 'spec §5: image URL required' },
      { state: 'salvando slide', story: 'Creating', source: 'spec §7: POST /slides in flight' },
      { state: 'não é ADMIN', story: 'NotAdmin', source: 'spec §2/§6: "Acesso restrito ao ADMIN."' },
      {
        state: 'verificando acesso',
        story: 'CheckingAccess',
        source: 'spec §6: the screen reads the role (GET /auth/me)',
      },
      { state: 'carregando', story: 'Loading', source: 'spec §7: GET /slides/all' },
      { state: 'vazio', story: 'Empty', source: 'spec §2: "Nenhum slide cadastrado."' },
      {
        state: 'erro ao carregar',
        story: 'LoadError',
        source: 'spec §8: server message or "Falha ao carregar" in red',
      },
      {
        state: 'erro ao criar',
        story: 'CreateError',
        source: 'spec §8: server message or "Erro ao criar slide"',
      },
      {
        state: 'confirmar remoção',
        story: 'ConfirmRemove',
        source: 'spec §2: confirm "Remover este slide?"',
      },
      {
        state: 'erro numa ação',
        story: 'ActionError',
        source: 'spec §7: PATCH/DELETE /slides/{id} can fail',
      },
    ],
  },

  // ——— Shell (spec §2 "Top bar and footer") ———
  TopBar: {
    kind: 'shell',
    folder: 'shell/TopBar',
    title: 'Shell/TopBar',
    summary:
      'Barra do topo: logo, busca, localização e conta; no celular, um menu lateral com os mesmos itens.',
    states: [
      {
        state: 'menu Gerenciar (organizador e ADMIN)',
        story: 'ManageMenuOpen',
        source: 'issue #13 point 18: Meus Eventos, the scanner and Slides are linked from the top bar',
        viewport: 'desktop',
      },
      {
        state: 'gaveta de organizador',
        story: 'MobileDrawerOrganizer',
        source: 'issue #13 point 18: the phone drawer links Meus Eventos and the scanner',
        viewport: 'mobile',
      },
      {
        state: 'desconectado',
        story: 'LoggedOut',
        source: 'spec §2: logged out "ENTRAR" and "CADASTRAR"; user icon to /login',
        viewport: 'desktop',
      },
      {
        state: 'conectado',
        story: 'LoggedIn',
        source: 'spec §2: "Meus ingressos", "Meus pedidos", "Sair"; user icon to /meus-ingressos',
        viewport: 'desktop',
      },
      {
        state: 'menu Conta aberto',
        story: 'AccountMenuOpen',
        source: 'issue #30 point 4: "Sair" and "Sair de todos os dispositivos" in the account menu, in words',
        viewport: 'desktop',
      },
      {
        state: 'confirmar sair de todos os dispositivos',
        story: 'LogoutEverywhereConfirm',
        source: 'issue #30 point 4: a confirmation that says it also signs out the door phones',
        viewport: 'desktop',
      },
      {
        state: 'buscando',
        story: 'Searching',
        source: 'spec §2: search goes to / with q, to / alone when empty',
      },
      {
        state: 'celular',
        story: 'Mobile',
        source: 'spec §2: mobile drawer with the same items (closed)',
        viewport: 'mobile',
      },
      {
        state: 'menu do celular aberto',
        story: 'MobileDrawerOpen',
        source: 'spec §2: mobile drawer, logged in',
        viewport: 'mobile',
      },
      {
        state: 'menu do celular, desconectado',
        story: 'MobileDrawerLoggedOut',
        source: 'spec §2: mobile drawer, logged out',
        viewport: 'mobile',
      },
    ],
  },
  Footer: {
    kind: 'shell',
    folder: 'shell/Footer',
    title: 'Shell/Footer',
    summary: 'Rodapé: links institucionais, redes sociais (em breve) e o selo de site seguro.',
    states: [
      {
        state: 'rodapé',
        story: 'Default',
        source: 'spec §2: /politica-de-privacidade, /termos, /cancelamento; social placeholders; badge',
      },
    ],
  },
  LocationModal: {
    kind: 'shell',
    folder: 'shell/LocationModal',
    title: 'Shell/LocationModal',
    summary: 'Escolha do estado: os 27 estados mais "Todos os estados", "Limpar" e "Filtrar".',
    states: [
      {
        state: 'aberto',
        story: 'Open',
        source: 'spec §2 Location modal: 27 UFs plus "Todos os estados", "Filtrar"',
      },
      { state: 'com estado escolhido', story: 'WithState', source: 'spec §2: "Limpar" clears the choice' },
      { state: 'fechando', story: 'Closing', source: 'spec §2: closing saves nothing' },
    ],
  },
  AuthLayout: {
    kind: 'shell',
    folder: 'shell/AuthLayout',
    title: 'Shell/AuthLayout',
    summary: 'O cartão centralizado que Entrar e Cadastrar compartilham.',
    states: [{ state: 'cartão', story: 'Default', source: 'spec §2 Login / Register' }],
  },
  AdminPage: {
    kind: 'shell',
    folder: 'shell/AdminPage',
    title: 'Shell/AdminPage',
    summary:
      'A moldura das telas do ADMIN (Slides, Caixa de saída, Estornos): título, verificação do papel e acesso restrito.',
    states: [
      { state: 'ADMIN', story: 'Granted', source: 'spec §2 admin slides; issues #15, #16' },
      { state: 'verificando o papel', story: 'Checking', source: 'spec §2: ADMIN only' },
      { state: 'acesso restrito', story: 'Denied', source: 'spec §2: ADMIN only' },
    ],
  },
  PageLayout: {
    kind: 'shell',
    folder: 'shell/PageLayout',
    title: 'Shell/PageLayout',
    summary: 'Estrutura de toda página: barra do topo, conteúdo e rodapé, com link para pular ao conteúdo.',
    states: [
      { state: 'página', story: 'Default', source: 'spec §2: every route under the top bar and footer' },
      { state: 'pular para o conteúdo', story: 'SkipLink', source: 'issue #8 part 5: keyboard use' },
    ],
  },

  // ——— The embeddable door scanner (issue #5) ———
  TicketScanner: {
    kind: 'component',
    folder: 'components/TicketScanner',
    title: 'Components/TicketScanner',
    summary:
      'A câmera da portaria, incorporável em outros sites: lê QR codes a 10 fps numa área de 250 px e segue os estados da especificação.',
    states: [
      { state: 'lendo', story: 'Default', source: 'spec §4 scanner states: scanning' },
      {
        state: 'iniciando a câmera',
        story: 'Starting',
        source: 'spec §2: starts the camera automatically on opening',
      },
      { state: 'pausado', story: 'Paused', source: 'spec §4: pause moves to paused' },
      {
        state: 'desligado',
        story: 'Stopped',
        source: 'spec §4: stop moves to not started; not started never goes straight to paused',
      },
      { state: 'estado desconhecido', story: 'Unknown', source: 'spec §4 scanner states: unknown' },
      {
        state: 'pausar, retomar, parar, iniciar',
        story: 'PauseResumeStopStart',
        source: 'spec §4: start, pause, resume, stop transitions',
      },
      {
        state: 'câmera negada',
        story: 'CameraDenied',
        source: 'issue #5: camera denied; spec §8 camera start failure',
      },
      { state: 'sem câmera', story: 'NoCamera', source: 'spec §8: camera start failure shows the error' },
    ],
  },
} as const satisfies Record<string, CatalogueEntry>;

type CatalogueName = keyof typeof entries;

/** Every screen, shell piece and the door scanner, with the states the spec requires of it. */
const requiredStates: Readonly<Record<CatalogueName, CatalogueEntry>> = entries;

/**
 * Folders under `screens/` and `shell/` that are not screens: shared parts, covered through the
 * screens that use them. Anything else in those folders must have an entry above.
 */
const notCatalogued: Readonly<Record<string, string>> = {
  'screens/checkout':
    'CheckoutFrame, OrderSummary and PixPanel: parts of the four checkout screens and Order detail.',
};

export { notCatalogued, requiredStates };
export type { CatalogueEntry, CatalogueName, RequiredState, ViewportPin };
