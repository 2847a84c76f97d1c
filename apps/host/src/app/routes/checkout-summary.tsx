import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Checkout step 3 (summary)": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Verifique seus ingressos" />;
}
