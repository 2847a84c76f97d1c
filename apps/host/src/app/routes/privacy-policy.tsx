import { LegalScreen, privacyPolicy } from '@bilheteria/ui';
import { PageTitle } from '../page-title';

/** Footer link /politica-de-privacidade: the policy text lives with its screen in @bilheteria/ui. */
export function Component() {
  return (
    <>
      <PageTitle>{privacyPolicy.title}</PageTitle>
      <LegalScreen document={privacyPolicy} path="/politica-de-privacidade" />
    </>
  );
}
