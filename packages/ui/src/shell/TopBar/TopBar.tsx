import { ChevronDown, CircleUserRound, LogOut, MapPin, Search, Ticket } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { AppLink } from '../../lib/link';
import { Button } from '../../components/Button';
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
  /** "Sair de todos os dispositivos": ends every session of the account (a lost phone, a shared computer). */
  onLogoutEverywhere(): void;
};

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
 * "Gerenciar": the organizer's and the admin's screens, in a small menu so the bar keeps its width. It closes
 * on Escape, on choosing a link and when focus leaves it.
 */
function ManageMenu({ user }: { user: TopBarUser }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const links = manageLinks(user);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  if (links.length === 0) return null;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className="relative" onBlur={leave}>
      <Button
        variant="inverse"
        className={NAV_BUTTON}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {texts.manageMenu}
        <ChevronDown aria-hidden />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 grid min-w-48 gap-1 rounded-card border border-line bg-surface p-2 text-ink shadow-card"
      >
        {links.map((link) => (
          <li key={link.href}>
            <AppLink
              href={link.href}
              onClick={() => setOpen(false)}
              className="block rounded-control px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
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
  return (
    <header data-slot="top-bar" className="on-dark bg-surface-inverse text-ink-inverse">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap xl:max-w-7xl">
        <TopBarMenu
          user={user}
          locationLabel={locationLabel}
          onOpenLocation={onOpenLocation}
          onLogout={onLogout}
          onLogoutEverywhere={onLogoutEverywhere}
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
              <ManageMenu user={user} />
              <Button variant="inverse" onClick={onLogout} className={NAV_BUTTON}>
                {texts.logout}
              </Button>
              <Button
                variant="inverse"
                size="icon"
                onClick={onLogoutEverywhere}
                aria-label={texts.logoutEverywhere}
                title={texts.logoutEverywhere}
              >
                <LogOut aria-hidden />
              </Button>
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
    </header>
  );
}

export { TopBar };
export type { TopBarProps, TopBarUser };
