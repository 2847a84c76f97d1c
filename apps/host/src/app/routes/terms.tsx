import { LegalScreen, termsOfUse } from '@bilheteria/ui';
import { PageTitle } from '../page-title';

/** Footer link /termos: the policy text lives with its screen in @bilheteria/ui. */
export function Component() {
  return (
    <>
      <PageTitle>{termsOfUse.title}</PageTitle>
      <LegalScreen document={termsOfUse} path="/termos" />
    </>
  );
}
