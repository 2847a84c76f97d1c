import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Event detail": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Evento" />;
}
