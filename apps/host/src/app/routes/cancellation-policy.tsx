import { LegalScreen, cancellationPolicy } from '@bilheteria/ui';
import { PageTitle } from '../page-title';

/** Footer link /cancelamento: the policy text lives with its screen in @bilheteria/ui. */
export function Component() {
  return (
    <>
      <PageTitle>{cancellationPolicy.title}</PageTitle>
      <LegalScreen document={cancellationPolicy} path="/cancelamento" />
    </>
  );
}
