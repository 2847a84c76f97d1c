import { PlaceholderPage } from '../placeholder-page';

/** Footer link /termos: the spec does not give the policy text yet. */
export function Component() {
  return (
    <PlaceholderPage title="Termos de uso" description="O texto desta política será publicado em breve." />
  );
}
