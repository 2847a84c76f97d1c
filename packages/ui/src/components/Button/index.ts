export { Button, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { useFocusBackAfterBusy } from './focus-back';
