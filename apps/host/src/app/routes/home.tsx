import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Home": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Eventos" />;
}
