import type { AppLinkProps } from '@bilheteria/ui';
import { Link } from 'react-router-dom';

/** What `AppLink` renders in the app: a router link, so internal links navigate without a reload. */
export function RouterLink({ href, ...props }: AppLinkProps) {
  return <Link to={href} {...props} />;
}
