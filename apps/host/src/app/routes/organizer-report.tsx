import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Event report": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Relatório do evento" />;
}
