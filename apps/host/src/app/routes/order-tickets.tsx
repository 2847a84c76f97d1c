import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Order tickets": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Ingressos do pedido" />;
}
