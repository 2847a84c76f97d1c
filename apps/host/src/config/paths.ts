// The route table of the spec (§2) in one place: `routePatterns` feed the router, `paths` build the
// addresses the app links and navigates to. Parameters are URI-encoded.

export const routePatterns = {
  home: '/',
  event: '/event/:id',
  checkout: '/checkout/:id',
  checkoutUsers: '/checkout/:id/users',
  checkoutSummary: '/checkout/:id/summary',
  checkoutPayment: '/checkout/:id/payment',
  success: '/success/:orderId',
  queue: '/fila/:id',
  login: '/login',
  register: '/register',
  forgotPassword: '/esqueci-minha-senha',
  resetPassword: '/redefinir-senha',
  verifyEmail: '/confirmar-email',
  scanner: '/scanner',
  myTickets: '/meus-ingressos',
  orderTickets: '/meus-ingressos/:orderId',
  myOrders: '/meus-pedidos',
  orderDetail: '/meus-pedidos/:orderId',
  organizer: '/organizer',
  organizerNew: '/organizer/new',
  organizerEdit: '/organizer/edit/:id',
  organizerReport: '/organizer/reports/:id',
  organizerCoupons: '/organizer/coupons/:id',
  organizerDoor: '/organizer/portaria/:id',
  organizerPayoutAccount: '/organizer/recebimentos',
  organizerStatement: '/organizer/extrato',
  organizerSeats: '/organizer/lugares/:id',
  adminSlides: '/admin/slides',
  adminOutbox: '/admin/caixa-de-saida',
  adminRefunds: '/admin/estornos',
  adminOrganizers: '/admin/organizadores',
  adminOnSales: '/admin/aberturas',
  privacyPolicy: '/politica-de-privacidade',
  terms: '/termos',
  cancellationPolicy: '/cancelamento',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

const withNext = (path: string, next?: string | null) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

export const paths = {
  home: routePatterns.home,
  /** Home filtered by a search term; `/` alone when the term is blank (spec: top bar search). */
  search: (q: string) => (q.trim() ? `/?q=${encodeURIComponent(q.trim())}` : routePatterns.home),
  event: (id: string) => `/event/${segment(id)}`,
  checkout: (id: string) => `/checkout/${segment(id)}`,
  checkoutUsers: (id: string) => `/checkout/${segment(id)}/users`,
  checkoutSummary: (id: string) => `/checkout/${segment(id)}/summary`,
  checkoutPayment: (id: string) => `/checkout/${segment(id)}/payment`,
  success: (orderId: string) => `/success/${segment(orderId)}`,
  /** The waiting room of a queued on-sale (issue #28). */
  queue: (eventId: string) => `/fila/${segment(eventId)}`,
  login: (next?: string | null) => withNext(routePatterns.login, next),
  register: (next?: string | null) => withNext(routePatterns.register, next),
  forgotPassword: routePatterns.forgotPassword,
  resetPassword: routePatterns.resetPassword,
  verifyEmail: routePatterns.verifyEmail,
  scanner: routePatterns.scanner,
  myTickets: routePatterns.myTickets,
  orderTickets: (orderId: string) => `/meus-ingressos/${segment(orderId)}`,
  myOrders: routePatterns.myOrders,
  orderDetail: (orderId: string) => `/meus-pedidos/${segment(orderId)}`,
  organizer: routePatterns.organizer,
  organizerNew: routePatterns.organizerNew,
  organizerEdit: (id: string) => `/organizer/edit/${segment(id)}`,
  organizerReport: (id: string) => `/organizer/reports/${segment(id)}`,
  organizerCoupons: (id: string) => `/organizer/coupons/${segment(id)}`,
  organizerDoor: (id: string) => `/organizer/portaria/${segment(id)}`,
  organizerPayoutAccount: routePatterns.organizerPayoutAccount,
  organizerStatement: routePatterns.organizerStatement,
  /** The seat map of a category marked "lugares marcados" (issue #29). */
  organizerSeats: (id: string, category?: string) =>
    `/organizer/lugares/${segment(id)}${category ? `?categoria=${encodeURIComponent(category)}` : ''}`,
  adminSlides: routePatterns.adminSlides,
  adminOutbox: routePatterns.adminOutbox,
  adminOnSales: routePatterns.adminOnSales,
  privacyPolicy: routePatterns.privacyPolicy,
  terms: routePatterns.terms,
  cancellationPolicy: routePatterns.cancellationPolicy,
} as const;
