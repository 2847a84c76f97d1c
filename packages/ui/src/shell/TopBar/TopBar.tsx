import { CircleUserRound, MapPin, Search, Ticket } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { AppLink } from '../../lib/link';
import { Button } from '../../components/Button';
import { BarMenu } from './BarMenu';
import { TopBarMenu } from './TopBarMenu';
import { manageLinks, paths, texts } from './texts';

type TopBarUser = {
  name: string;
  /** Has events of their own: "Meus Eventos" and the scanner are offered. */
  organizer?: boolean;
  /** ADMIN: "Slides" is offered. */
  admin?: boolean;
};

type TopBarProps = {
  user: TopBarUser | null;
  /** The chosen state's name, or "Qualquer lugar". */
  locationLabel: string;
  /** The current search text (the `q` query), shown in the field. */
  search?: string;
  /** Called with the trimmed text; empty when the field is blank. */
  onSearch(q: string): void;
  onOpenLocation(): void;
  onLogout(): void;
  /**
   * "Sair de todos os dispositivos", confirmed: ends every session of the account (a lost phone, a shared
   * computer), the door phones signed in with it too.
   */
  onLogoutEverywhere(): void;
};

// The confirmation is a Radix dialog, kept out of the first paint like the drawer: fetched when a menu that
// offers "Sair de todos os dispositivos" opens.
const loadConfirmation = () => import('./LogoutEverywhereDialog');
const LogoutEverywhereDialog = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.LogoutEverywhereDialog })),
);

/**
 * The bar's text buttons are a little tighter than elsewhere: an ADMIN's seven controls left the search field
 * 230 px at 1280 px, too narrow for its own placeholder.
 */
const NAV_BUTTON = 'px-3';

function Logo() {
  return (
    <AppLink
      href={paths.home}
      data-slot="top-bar-logo"
      className="inline-flex items-center gap-2 rounded-control text-lg font-extrabold tracking-tight text-ink-inverse"
    >
      <span className="flex size-8 items-center justify-center rounded-control bg-brand-600">
        <Ticket aria-hidden className="size-5 -rotate-12" />
      </span>
      {texts.brand}
    </AppLink>
  );
}

function SearchForm({
  search,
  onSearch,
  className,
}: Pick<TopBarProps, 'search' | 'onSearch'> & { className?: string }) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  return (
    <form
      role="search"
      data-slot="top-bar-search"
      onSubmit={handleSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor="top-bar-search-q" className="sr-only">
        {texts.searchLabel}
      </label>
      <input
        // Remount when the host's query changes so the field shows it again.
        key={search ?? ''}
        id="top-bar-search-q"
        name="q"
        type="search"
        defaultValue={search}
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-transparent bg-surface pr-10 pl-4 text-base text-ink placeholder:text-sm placeholder:text-ink-muted focus-visible:border-brand-400 focus-visible:ring-3 focus-visible:ring-brand-300 focus-visible:outline-none sm:text-sm"
      />
      <button
        type="submit"
        aria-label={texts.searchSubmit}
        className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}

/**
 * Where the bar shows its items itself; below it they are in the side drawer, and the search has the room. Signed
 * in, the account's links (up to six for an ADMIN) need a wide screen: shown from a tablet on, they squeezed the
 * search to 66 px and pushed the bar past the screen's edge (970 px at 768 and 900); signed out, the search was
 * 144 px at 768.
 */
const inline = {
  signedOut: { menu: 'lg:hidden', item: 'hidden lg:inline-flex', nav: 'hidden lg:ml-auto lg:flex' },
  signedIn: {
    menu: 'xl:hidden',
    item: 'hidden xl:inline-flex',
    nav: 'hidden xl:ml-auto xl:flex',
    account: 'md:ml-auto xl:ml-0',
  },
} as const;

/**
 * Spec §2 top bar: logo, search, location and account. On a wide enough screen the items sit in the bar; below
 * it they move into a side drawer opened by the menu button.
 */
function TopBar({
  user,
  locationLabel,
  search,
  onSearch,
  onOpenLocation,
  onLogout,
  onLogoutEverywhere,
}: TopBarProps) {
  const layout = user ? inline.signedIn : inline.signedOut;
  // One stray tap must not sign every phone out: both menus only ask, and this dialog says what it does.
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first ask on, so it closes (and gives focus back) the way Radix does.
  const [asked, setAsked] = useState(false);
  const askLogoutEverywhere = () => {
    setAsked(true);
    setConfirming(true);
  };
  return (
    <header data-slot="top-bar" className="on-dark bg-surface-inverse text-ink-inverse">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap xl:max-w-7xl">
        <TopBarMenu
          user={user}
          locationLabel={locationLabel}
          onOpenLocation={onOpenLocation}
          onLogout={onLogout}
          onLogoutEverywhere={askLogoutEverywhere}
          className={layout.menu}
        />
        <div className="mr-auto md:mr-0">
          <Logo />
        </div>
        <SearchForm
          search={search}
          onSearch={onSearch}
          className="order-last w-full md:order-none md:max-w-md md:flex-1"
        />
        <Button
          variant="inverse"
          onClick={onOpenLocation}
          className={cn(NAV_BUTTON, 'max-w-48', layout.item)}
        >
          <MapPin aria-hidden />
          <span className="sr-only">{texts.locationPrefix}</span>
          <span className="truncate">{locationLabel}</span>
        </Button>
        <nav aria-label={texts.accountNav} className={cn('items-center gap-1', layout.nav)}>
          {user ? (
            <>
              <Button asChild variant="inverse" className={NAV_BUTTON}>
                <AppLink href={paths.myTickets}>{texts.myTickets}</AppLink>
              </Button>
              <Button asChild variant="inverse" className={NAV_BUTTON}>
                <AppLink href={paths.myOrders}>{texts.myOrders}</AppLink>
              </Button>
              <BarMenu label={texts.manageMenu} items={manageLinks(user)} className={NAV_BUTTON} />
              <BarMenu
                label={texts.accountMenu}
                className={NAV_BUTTON}
                onOpen={() => void loadConfirmation()}
                items={[
                  { label: texts.logout, onSelect: onLogout },
                  { label: texts.logoutEverywhere, onSelect: askLogoutEverywhere },
                ]}
              />
            </>
          ) : (
            <>
              <Button asChild variant="inverse" className={NAV_BUTTON}>
                <AppLink href={paths.login}>{texts.login}</AppLink>
              </Button>
              <Button asChild>
                <AppLink href={paths.register}>{texts.register}</AppLink>
              </Button>
            </>
          )}
        </nav>
        <Button asChild variant="inverse" size="icon" className={user ? inline.signedIn.account : undefined}>
          <AppLink
            href={user ? paths.myTickets : paths.login}
            aria-label={user ? texts.accountOf(user.name) : texts.accountLoggedOut}
            title={user ? texts.accountOf(user.name) : texts.accountLoggedOut}
          >
            <CircleUserRound aria-hidden className="size-6" />
          </AppLink>
        </Button>
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <LogoutEverywhereDialog
            open={confirming}
            onConfirm={onLogoutEverywhere}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

export { TopBar };
export type { TopBarProps, TopBarUser };
