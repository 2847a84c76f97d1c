import { PlaceholderPage } from '../placeholder-page';

/** Footer link /cancelamento: the spec does not give the policy text yet. */
export function Component() {
  return (
    <PlaceholderPage
      title="Política de cancelamento"
      description="O texto desta política será publicado em breve."
    />
  );
}
