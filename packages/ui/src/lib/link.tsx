import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * Internal links without a router: screens render `AppLink`, and the host decides what a link is
 * (a router `Link` in the app, a plain anchor in Storybook) through `LinkProvider`.
 */
type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

type LinkComponent = ComponentType<AppLinkProps>;

function PlainAnchor({ children, ...props }: AppLinkProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

function AppLink(props: AppLinkProps) {
  const Component = use(LinkContext);
  // The provider hands over a component defined once at module level; nothing is created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component data-slot="link" {...props} />;
}

export { AppLink, LinkProvider };
export type { AppLinkProps, LinkComponent };
