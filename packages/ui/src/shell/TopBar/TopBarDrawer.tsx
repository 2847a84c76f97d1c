import { MapPin } from 'lucide-react';
import type { RefObject } from 'react';
import { AppLink } from '../../lib/link';
import { Button } from '../../components/Button';
import { Dialog, DialogContent, DialogTitle } from '../../components/Dialog';
import type { TopBarProps } from './TopBar';
import { manageLinks, paths, texts } from './texts';

type TopBarDrawerProps = Pick<
  TopBarProps,
  'user' | 'locationLabel' | 'onOpenLocation' | 'onLogout' | 'onLogoutEverywhere'
> & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button: it is not a Radix trigger (it renders before this module loads), so focus goes back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const itemClass = 'h-12 w-full justify-start px-3 text-base';

/**
 * The small-screen menu: the top bar's items in a side sheet. Choosing any item closes it. Loaded on demand
 * by `TopBarMenu`, so Radix Dialog stays out of the first paint.
 */
function TopBarDrawer({
  user,
  locationLabel,
  onOpenLocation,
  onLogout,
  onLogoutEverywhere,
  open,
  onOpenChange,
  returnFocusTo,
}: TopBarDrawerProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="left"
        aria-describedby={undefined}
        data-slot="top-bar-drawer"
        className="gap-6 p-4 pt-5"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="px-3">{user ? texts.greeting(user.name) : texts.menuTitle}</DialogTitle>
        <Button
          variant="secondary"
          className={itemClass}
          onClick={() => {
            close();
            onOpenLocation();
          }}
        >
          <MapPin aria-hidden />
          <span className="sr-only">{texts.locationPrefix}</span>
          <span className="truncate">{locationLabel}</span>
        </Button>
        <nav aria-label={texts.accountNav}>
          <ul className="grid gap-1">
            {user ? (
              <>
                <li>
                  <Button asChild variant="ghost" className={itemClass}>
                    <AppLink href={paths.myTickets} onClick={close}>
                      {texts.myTickets}
                    </AppLink>
                  </Button>
                </li>
                <li>
                  <Button asChild variant="ghost" className={itemClass}>
                    <AppLink href={paths.myOrders} onClick={close}>
                      {texts.myOrders}
                    </AppLink>
                  </Button>
                </li>
                {manageLinks(user).map((link) => (
                  <li key={link.href}>
                    <Button asChild variant="ghost" className={itemClass}>
                      <AppLink href={link.href} onClick={close}>
                        {link.label}
                      </AppLink>
                    </Button>
                  </li>
                ))}
                <li>
                  <Button
                    variant="ghost"
                    className={itemClass}
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    {texts.logout}
                  </Button>
                </li>
                <li>
                  <Button
                    variant="ghost"
                    className={itemClass}
                    onClick={() => {
                      close();
                      onLogoutEverywhere();
                    }}
                  >
                    {texts.logoutEverywhere}
                  </Button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Button asChild variant="ghost" className={itemClass}>
                    <AppLink href={paths.login} onClick={close}>
                      {texts.login}
                    </AppLink>
                  </Button>
                </li>
                <li>
                  <Button asChild className={itemClass}>
                    <AppLink href={paths.register} onClick={close}>
                      {texts.register}
                    </AppLink>
                  </Button>
                </li>
              </>
            )}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

export { TopBarDrawer };
export type { TopBarDrawerProps };
