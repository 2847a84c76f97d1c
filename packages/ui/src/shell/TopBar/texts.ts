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
  login: 'ENTRAR',
  register: 'CADASTRAR',
  accountOf: (name: string) => `Minha conta (${name})`,
  accountLoggedOut: 'Entrar na minha conta',
  openMenu: 'Abrir menu',
  menuTitle: 'Menu',
  greeting: (name: string) => `Olá, ${name}`,
} as const;

const paths = {
  home: '/',
  myTickets: '/meus-ingressos',
  myOrders: '/meus-pedidos',
  login: '/login',
  register: '/register',
} as const;

export { paths, texts };
