import { LinkProvider, type AppLinkProps } from '@bilheteria/ui';
import { createContext, use, type MouseEvent, type ReactNode } from 'react';

/*
 * The screens link with `AppLink` (back to the previous step, to login, to register). Inside a widget there
 * is no router and the page's address belongs to the embedding site: a widget link carries a
 * `#bilheteria:<target>` href (still a real link for the keyboard and assistive technology), and a click
 * moves the widget instead of the page. Any other href is a link out of the widget and opens in a new tab,
 * so the buyer never loses the page they were on.
 */

const PREFIX = '#bilheteria:';

/** The href of a place inside the widget. */
export function widgetHref(target: string): string {
  return `${PREFIX}${target}`;
}

/** The place inside the widget an href names, or null for a link out. */
export function widgetTarget(href: string): string | null {
  return href.startsWith(PREFIX) ? href.slice(PREFIX.length) : null;
}

const NavigateContext = createContext<(target: string) => void>(() => undefined);

function WidgetLink({ href, onClick, children, ...props }: AppLinkProps) {
  const navigate = use(NavigateContext);
  const target = widgetTarget(href);
  if (target === null) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...props}>
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // The page's address (and its own #hash routing, if any) stays as it is.
    event.preventDefault();
    navigate(target);
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}

/** Makes every `AppLink` below a widget link; `onNavigate` receives the target of a widget link clicked. */
export function WidgetLinks({
  onNavigate,
  children,
}: {
  onNavigate(target: string): void;
  children: ReactNode;
}) {
  return (
    <NavigateContext value={onNavigate}>
      <LinkProvider component={WidgetLink}>{children}</LinkProvider>
    </NavigateContext>
  );
}
