import { PlaceholderScreen } from '@bilheteria/ui';
import { PageTitle } from './page-title';

/** A page whose screen is not built yet: its spec title, so links and guards already lead somewhere. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PlaceholderScreen title={title} description={description} />
    </>
  );
}
