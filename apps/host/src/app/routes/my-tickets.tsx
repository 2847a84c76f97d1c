import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "My tickets": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Meus ingressos" />;
}
