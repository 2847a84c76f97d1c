import type { CatalogueName } from './required-states';

type RouteScreen = {
  /** The path as the spec's route table writes it. */
  route: string;
  /** The screen's name in the spec (pt-BR where the product says it). */
  screen: string;
  /** The spec's access column. */
  access: string;
  /** The packages/ui screen the host renders there; null for a redirect. */
  component: CatalogueName | null;
  /** The host's route module, `apps/host/src/app/routes/<hostModule>.tsx`, that wires the screen. */
  hostModule: string | null;
};

/**
 * The spec's route table (§2) plus the footer pages, in its order: the Introduction page shows it,
 * and the catalogue test checks every screen named here has its required states.
 */
const routeScreens: readonly RouteScreen[] = [
  { route: '/', hostModule: 'home', screen: 'Home', access: 'aberta', component: 'HomeScreen' },
  {
    route: '/event/{id}',
    hostModule: 'event',
    screen: 'Detalhe do evento',
    access: 'aberta',
    component: 'EventDetailScreen',
  },
  {
    route: '/checkout/{id}',
    hostModule: 'checkout-tickets',
    screen: 'Checkout 1 — Ingressos',
    access: 'aberta',
    component: 'CheckoutTicketsScreen',
  },
  {
    route: '/checkout/{id}/users',
    hostModule: 'checkout-users',
    screen: 'Checkout 2 — Identificação',
    access: 'aberta, precisa de rascunho',
    component: 'CheckoutUsersScreen',
  },
  {
    route: '/checkout/{id}/summary',
    hostModule: 'checkout-summary',
    screen: 'Checkout 3 — Resumo',
    access: 'aberta, precisa de rascunho',
    component: 'CheckoutSummaryScreen',
  },
  {
    route: '/checkout/{id}/payment',
    hostModule: 'checkout-payment',
    screen: 'Checkout 4 — Pagamento',
    access: 'rascunho e pedido guardado',
    component: 'CheckoutPaymentScreen',
  },
  {
    route: '/success/{orderId}',
    hostModule: 'success',
    screen: 'Compra concluída',
    access: 'aberta',
    component: 'PurchaseSuccessScreen',
  },
  {
    route: '/fila/{eventId}',
    hostModule: 'queue',
    screen: 'Fila de espera',
    access: 'aberta',
    component: 'QueueScreen',
  },
  { route: '/login', hostModule: 'login', screen: 'Entrar', access: 'aberta', component: 'LoginScreen' },
  {
    route: '/esqueci-minha-senha',
    hostModule: 'forgot-password',
    screen: 'Esqueci minha senha',
    access: 'aberta',
    component: 'ForgotPasswordScreen',
  },
  {
    route: '/redefinir-senha?token=…',
    hostModule: 'reset-password',
    screen: 'Nova senha (link do e-mail)',
    access: 'aberta, precisa do token',
    component: 'ResetPasswordScreen',
  },
  {
    route: '/confirmar-email?token=…',
    hostModule: 'verify-email',
    screen: 'Confirmar e-mail (link do e-mail)',
    access: 'logado, precisa do token',
    component: 'VerifyEmailScreen',
  },
  {
    route: '/register',
    hostModule: 'register',
    screen: 'Cadastrar (aceita ?next)',
    access: 'aberta',
    component: 'RegisterScreen',
  },
  {
    route: '/scanner (widget incorporado)',
    hostModule: null,
    screen: 'Leitor de Ingressos do widget de portaria em outros sites (packages/embed)',
    access: 'login do organizador no widget',
    component: 'ScannerScreen',
  },
  {
    route: '/scanner',
    hostModule: 'scanner',
    screen: 'Portaria (app da porta, funciona sem internet)',
    access: 'login do organizador ou aparelho pareado',
    component: 'DoorScreen',
  },
  {
    route: '/meus-ingressos',
    hostModule: 'my-tickets',
    screen: 'Meus ingressos',
    access: 'login',
    component: 'MyTicketsScreen',
  },
  {
    route: '/meus-ingressos/{orderId}',
    hostModule: 'order-tickets',
    screen: 'Ingressos do pedido',
    access: 'login',
    component: 'OrderTicketsScreen',
  },
  {
    route: '/meus-pedidos',
    hostModule: 'my-orders',
    screen: 'Meus pedidos (Histórico)',
    access: 'login',
    component: 'MyOrdersScreen',
  },
  {
    route: '/meus-pedidos/{orderId}',
    hostModule: 'order-detail',
    screen: 'Detalhe do pedido',
    access: 'login',
    component: 'OrderDetailScreen',
  },
  {
    route: '/organizer',
    hostModule: 'organizer-events',
    screen: 'Meus Eventos',
    access: 'login',
    component: 'MyEventsScreen',
  },
  {
    route: '/organizer/new',
    hostModule: 'organizer-new',
    screen: 'Novo evento',
    access: 'login',
    component: 'EventFormScreen',
  },
  {
    route: '/organizer/edit/{id}',
    hostModule: 'organizer-edit',
    screen: 'Editar evento',
    access: 'login',
    component: 'EventFormScreen',
  },
  {
    route: '/organizer/reports/{id}',
    hostModule: 'organizer-report',
    screen: 'Relatório do evento',
    access: 'login',
    component: 'EventReportScreen',
  },
  {
    route: '/organizer/coupons/{id}',
    hostModule: 'organizer-coupons',
    screen: 'Cupons do evento',
    access: 'login',
    component: 'EventCouponsScreen',
  },
  {
    // Issue #31: the 409 PAYOUT_ACCOUNT_REQUIRED links here.
    route: '/organizer/recebimentos',
    hostModule: 'organizer-payout-account',
    screen: 'Recebimentos',
    access: 'login',
    component: 'PayoutAccountScreen',
  },
  {
    route: '/organizer/extrato',
    hostModule: 'organizer-statement',
    screen: 'Extrato',
    access: 'login',
    component: 'StatementScreen',
  },
  {
    route: '/organizer/portaria/{id}',
    hostModule: 'organizer-door',
    screen: 'Portaria do evento',
    access: 'login',
    component: 'EventDoorScreen',
  },
  {
    route: '/organizer/lugares/{id}',
    hostModule: 'organizer-seats',
    screen: 'Mapa de lugares da categoria',
    access: 'login',
    component: 'SeatMapEditorScreen',
  },
  {
    route: '/admin/slides',
    hostModule: 'admin-slides',
    screen: 'Slides (Admin)',
    access: 'login; a tela exige ADMIN',
    component: 'AdminSlidesScreen',
  },
  {
    route: '/admin/estornos',
    hostModule: 'admin-refunds',
    screen: 'Estornos (Admin)',
    access: 'login; a tela exige ADMIN',
    component: 'RefundsScreen',
  },
  {
    route: '/admin/organizadores',
    hostModule: 'admin-organizers',
    screen: 'Organizadores (Admin)',
    access: 'login; a tela exige ADMIN',
    component: 'AdminOrganizersScreen',
  },
  {
    route: '/admin/aberturas',
    hostModule: 'admin-on-sales',
    screen: 'Aberturas de vendas (Admin)',
    access: 'login; a tela exige ADMIN',
    component: 'OnSalesScreen',
  },
  {
    route: '/admin/caixa-de-saida',
    hostModule: 'admin-outbox',
    screen: 'Caixa de saída (Admin)',
    access: 'login; a tela exige ADMIN',
    component: 'OutboxScreen',
  },
  {
    route: '/politica-de-privacidade',
    hostModule: 'privacy-policy',
    screen: 'Política de privacidade',
    access: 'aberta',
    component: 'LegalScreen',
  },
  {
    route: '/termos',
    hostModule: 'terms',
    screen: 'Termos de uso',
    access: 'aberta',
    component: 'LegalScreen',
  },
  {
    route: '/cancelamento',
    hostModule: 'cancellation-policy',
    screen: 'Política de cancelamento e reembolso',
    access: 'aberta',
    component: 'LegalScreen',
  },
  { route: 'qualquer outra', hostModule: null, screen: 'redireciona para /', access: '—', component: null },
];

export { routeScreens };
export type { RouteScreen };
