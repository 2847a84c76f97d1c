import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Checkout step 2 (identification)": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Quem vai usar os ingressos?" />;
}
