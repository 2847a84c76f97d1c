import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Event form, edit": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Editar evento" />;
}
