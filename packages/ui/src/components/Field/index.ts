export { Field, FieldError, FieldHint, FieldLabel } from './Field';
export type { FieldErrors, FieldProps } from './Field';
