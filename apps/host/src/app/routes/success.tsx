import { PlaceholderPage } from '../placeholder-page';

/** Spec §2 "Purchase success": screen not built yet. */
export function Component() {
  return <PlaceholderPage title="Compra concluída com sucesso!" />;
}
