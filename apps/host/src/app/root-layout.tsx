import { Suspense, useState } from 'react';
import { Footer, LinkProvider, LocationModal, PageLayout, Spinner, TopBar } from '@bilheteria/ui';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { useMe } from '../features/auth/api';
import { useIsOrganizer } from '../features/catalogue/api';
import { useSignOut, useSignOutEverywhere } from '../features/auth/session';
import { applyLocation, locationLabel } from '../features/location/location';
import { storage } from '../lib/storage';
import { useFocusOnNavigation } from './focus-on-navigation';
import { RouterLink } from './router-link';

/** A page that suspends keeps the top bar and footer; only its content waits. */
function PageSpinner() {
  return (
    <div className="flex justify-center py-24">
      <Spinner size="lg" />
    </div>
  );
}

/** Every page: top bar, content, footer; plus the location modal the top bar opens. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { user } = useMe();
  const organizer = useIsOrganizer(user !== null);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const [locationOpen, setLocationOpen] = useState(false);
  useFocusOnNavigation();
  const selectedUF = storage.selectedUF.get();
  // The search field mirrors the home page's `q`; elsewhere it starts empty.
  const search = pathname === paths.home ? (searchParams.get('q') ?? '') : '';

  return (
    <LinkProvider component={RouterLink}>
      <PageLayout
        topBar={
          <TopBar
            user={user ? { name: user.name, organizer, admin: user.role === 'ADMIN' } : null}
            locationLabel={locationLabel(selectedUF)}
            search={search}
            onSearch={(q) => void navigate(paths.search(q))}
            onOpenLocation={() => setLocationOpen(true)}
            onLogout={signOut}
            onLogoutEverywhere={() => void signOutEverywhere()}
          />
        }
        footer={<Footer />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </PageLayout>
      <LocationModal
        open={locationOpen}
        onOpenChange={setLocationOpen}
        value={selectedUF}
        onApply={applyLocation}
      />
      <ScrollRestoration />
    </LinkProvider>
  );
}
