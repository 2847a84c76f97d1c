export { RegisterRoute as Component } from '../../features/auth/register-route';
