import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Event form, new": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Novo evento" />;
}
