export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export type { ForgotPasswordScreenProps } from './ForgotPasswordScreen';
