export { LegalScreen } from './LegalScreen';
export type { LegalScreenProps } from './LegalScreen';
export { cancellationPolicy, privacyPolicy, termsOfUse } from './documents';
export type { LegalDocument, LegalSection } from './documents';
