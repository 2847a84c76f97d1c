export { ForgotPasswordRoute as Component } from '../../features/auth/password-reset-routes';
