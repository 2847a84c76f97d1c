export { LoginRoute as Component } from '../../features/auth/login-route';
