/** Every word the top bar shows, for review in one place. */
const texts = {
  brand: 'Bilheteria',
  searchLabel: 'Buscar eventos',
  searchPlaceholder: 'Buscar eventos, artistas ou cidades',
  searchSubmit: 'Buscar',
  locationPrefix: 'Localização:',
  accountNav: 'Conta',
  myTickets: 'Meus ingressos',
  myOrders: 'Meus pedidos',
  logout: 'Sair',
  logoutEverywhere: 'Sair de todos os dispositivos',
  logoutEverywhereConfirm: {
    title: 'Sair de todos os dispositivos?',
    text:
      'Sua conta sai de todos os computadores e celulares em que está aberta, inclusive deste e dos celulares ' +
      'da portaria que leem ingressos com ela. Em cada um será preciso entrar de novo.',
    pairedDevices: 'Os celulares conectados à portaria por código de pareamento continuam funcionando.',
    cancel: 'Continuar conectado',
    confirm: 'Sair de todos',
  },
  accountMenu: 'Conta',
  login: 'ENTRAR',
  register: 'CADASTRAR',
  accountOf: (name: string) => `Minha conta (${name})`,
  accountLoggedOut: 'Entrar na minha conta',
  openMenu: 'Abrir menu',
  menuTitle: 'Menu',
  greeting: (name: string) => `Olá, ${name}`,
  myEvents: 'Meus Eventos',
  payoutAccount: 'Recebimentos',
  statement: 'Extrato',
  scanner: 'Leitor de Ingressos',
  adminSlides: 'Slides',
  adminOutbox: 'Caixa de saída',
  adminRefunds: 'Estornos',
  adminOrganizers: 'Organizadores',
  adminOnSales: 'Aberturas de vendas',
  manageMenu: 'Gerenciar',
} as const;

const paths = {
  home: '/',
  myTickets: '/meus-ingressos',
  myOrders: '/meus-pedidos',
  login: '/login',
  register: '/register',
  myEvents: '/organizer',
  payoutAccount: '/organizer/recebimentos',
  statement: '/organizer/extrato',
  scanner: '/scanner',
  adminSlides: '/admin/slides',
  adminOutbox: '/admin/caixa-de-saida',
  adminRefunds: '/admin/estornos',
  adminOrganizers: '/admin/organizadores',
  adminOnSales: '/admin/aberturas',
} as const;

/** The organizer's and the admin's screens, for a user who has events (`organizer`) or is ADMIN (`admin`). */
function manageLinks(user: { organizer?: boolean; admin?: boolean } | null) {
  if (!user) return [];
  return [
    ...(user.organizer
      ? [
          { href: paths.myEvents, label: texts.myEvents },
          { href: paths.payoutAccount, label: texts.payoutAccount },
          { href: paths.statement, label: texts.statement },
          { href: paths.scanner, label: texts.scanner },
        ]
      : []),
    ...(user.admin
      ? [
          { href: paths.adminSlides, label: texts.adminSlides },
          { href: paths.adminOutbox, label: texts.adminOutbox },
          { href: paths.adminRefunds, label: texts.adminRefunds },
          { href: paths.adminOrganizers, label: texts.adminOrganizers },
          { href: paths.adminOnSales, label: texts.adminOnSales },
        ]
      : []),
  ];
}

export { manageLinks, paths, texts };
