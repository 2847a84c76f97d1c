export { Alert, alertVariants } from './Alert';
export type { AlertProps } from './Alert';
