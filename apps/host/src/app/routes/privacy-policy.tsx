import { PlaceholderPage } from '../placeholder-page';

/** Footer link /politica-de-privacidade: the spec does not give the policy text yet. */
export function Component() {
  return (
    <PlaceholderPage
      title="Política de privacidade"
      description="O texto desta política será publicado em breve."
    />
  );
}
