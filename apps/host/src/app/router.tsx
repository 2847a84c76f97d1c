import { SplashScreen } from '@bilheteria/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { requireToken } from './guards';
import { eventLoader, homeLoader } from './loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Spec §2 route table. Every page is a lazy route module (src/app/routes/*) exporting `Component`
// (and, when it needs one, `loader`), so each screen's code loads when it is first visited. The loaders
// that prefetch data (./loaders) are declared here, outside the lazy modules, so they start with the
// navigation rather than after the page's chunk has arrived.
const page = (
  path: string,
  lazy: NonNullable<RouteObject['lazy']>,
  loader?: RouteObject['loader'],
): RouteObject => ({ path, lazy, ...(loader ? { loader } : {}) });

/** The route table; loaders fill `queryClient`, the one the app's provider hands to the pages. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // The door app (issue #17) fills the phone's screen: no top bar or footer, and no sign-in required (a paired
    // door device has no account; the page itself offers the organizer's login).
    path: routePatterns.scanner,
    lazy: () => import('./routes/scanner'),
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteError,
  },
  {
    id: 'root',
    Component: RootLayout,
    // "Inicializando Sistema" while the first page's code loads.
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the layout, keeping the top bar and footer.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home'), loader: homeLoader(queryClient) },
          page(
            routePatterns.event,
            () => import('./routes/event'),
            eventLoader(queryClient, { poster: true }),
          ),
          page(
            routePatterns.checkout,
            () => import('./routes/checkout-tickets'),
            eventLoader(queryClient, { poster: false }),
          ),
          page(routePatterns.checkoutUsers, () => import('./routes/checkout-users')),
          page(routePatterns.checkoutSummary, () => import('./routes/checkout-summary')),
          page(routePatterns.checkoutPayment, () => import('./routes/checkout-payment')),
          page(routePatterns.success, () => import('./routes/success')),
          page(routePatterns.queue, () => import('./routes/queue')),
          page(routePatterns.login, () => import('./routes/login')),
          page(routePatterns.register, () => import('./routes/register')),
          page(routePatterns.forgotPassword, () => import('./routes/forgot-password')),
          page(routePatterns.resetPassword, () => import('./routes/reset-password')),
          {
            // Signed-in only: the spec's five guarded routes, plus My tickets and My orders (DESIGN). The guard
            // re-runs on every navigation, so a session lost to a 401 is noticed.
            loader: requireToken,
            shouldRevalidate: () => true,
            children: [
              // The e-mail's confirmation link: the server wants the account's session with it (issue #25).
              page(routePatterns.verifyEmail, () => import('./routes/verify-email')),
              page(routePatterns.myTickets, () => import('./routes/my-tickets')),
              page(routePatterns.orderTickets, () => import('./routes/order-tickets')),
              page(routePatterns.myOrders, () => import('./routes/my-orders')),
              page(routePatterns.orderDetail, () => import('./routes/order-detail')),
              page(routePatterns.organizer, () => import('./routes/organizer-events')),
              page(routePatterns.organizerNew, () => import('./routes/organizer-new')),
              page(routePatterns.organizerEdit, () => import('./routes/organizer-edit')),
              page(routePatterns.organizerReport, () => import('./routes/organizer-report')),
              page(routePatterns.organizerCoupons, () => import('./routes/organizer-coupons')),
              page(routePatterns.organizerDoor, () => import('./routes/organizer-door')),
              page(routePatterns.organizerPayoutAccount, () => import('./routes/organizer-payout-account')),
              page(routePatterns.organizerStatement, () => import('./routes/organizer-statement')),
              page(routePatterns.organizerSeats, () => import('./routes/organizer-seats')),
              page(routePatterns.adminSlides, () => import('./routes/admin-slides')),
              page(routePatterns.adminOutbox, () => import('./routes/admin-outbox')),
              page(routePatterns.adminRefunds, () => import('./routes/admin-refunds')),
              page(routePatterns.adminOrganizers, () => import('./routes/admin-organizers')),
              page(routePatterns.adminOnSales, () => import('./routes/admin-on-sales')),
            ],
          },
          page(routePatterns.privacyPolicy, () => import('./routes/privacy-policy')),
          page(routePatterns.terms, () => import('./routes/terms')),
          page(routePatterns.cancellationPolicy, () => import('./routes/cancellation-policy')),
          // Spec §8: an unknown route redirects to /.
          { path: '*', loader: () => redirect(paths.home), element: null },
        ],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
