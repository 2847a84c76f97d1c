import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Checkout step 4 (payment)": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Pagamento" />;
}
