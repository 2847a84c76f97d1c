import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Admin slides": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Slides (Admin)" />;
}
