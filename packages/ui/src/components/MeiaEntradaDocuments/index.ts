export { MeiaEntradaDocuments } from './MeiaEntradaDocuments';
export type { MeiaEntradaDocumentsProps } from './MeiaEntradaDocuments';
