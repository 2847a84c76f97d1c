import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Order detail": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Pedido" />;
}
