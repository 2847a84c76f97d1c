export { ResetPasswordRoute as Component } from '../../features/auth/password-reset-routes';
