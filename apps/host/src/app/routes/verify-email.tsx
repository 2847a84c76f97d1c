export { VerifyEmailRoute as Component } from '../../features/auth/verify-email-route';
