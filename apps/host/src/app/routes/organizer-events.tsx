import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "My events": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Meus Eventos" />;
}
