/*
 * What other modules may use of auth (issue #12 point 9: a module reaches another only through its index, lint
 * enforced in eslint.config.js): the route guards and the token subject they read.
 */
export { requireAdmin, requireTokenSubject, requireUser } from './guards';
export type { TokenSubject } from './tokens';
export { securityHandlers } from './security';
