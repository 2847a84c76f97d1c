export { MeiaEntradaFields } from './MeiaEntradaFields';
export type { MeiaEntradaFieldsProps, MeiaEntradaValue } from './MeiaEntradaFields';
