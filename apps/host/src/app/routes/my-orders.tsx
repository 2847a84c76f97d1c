import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "My orders": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Histórico" />;
}
