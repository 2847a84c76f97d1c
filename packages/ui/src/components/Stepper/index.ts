export { CHECKOUT_STEPS, Stepper } from './Stepper';
export type { StepperProps } from './Stepper';
