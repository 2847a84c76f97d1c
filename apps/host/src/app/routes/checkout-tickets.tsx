import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Checkout step 1 (tickets)": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Ingressos" />;
}
