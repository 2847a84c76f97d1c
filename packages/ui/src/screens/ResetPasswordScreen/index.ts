export { ResetPasswordScreen } from './ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './ResetPasswordScreen';
