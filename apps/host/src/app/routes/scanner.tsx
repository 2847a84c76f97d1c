import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Ticket scanner": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Leitor de Ingressos" />;
}
