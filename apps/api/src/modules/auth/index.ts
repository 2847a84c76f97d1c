/*
 * What other modules may use of auth (issue #12 point 9: a module reaches another only through its index, lint
 * enforced in eslint.config.js): the route guards and the token subject they read; whether an address is proven.
 */
export { requireAdmin, requireTokenSubject, requireUser } from './guards';
export type { TokenSubject } from './tokens';
/* What the e-mail module asks of an address a transferred ticket goes to (issue #25): proven, or a link. */
export { proofFor, VERIFY_LINK_HOURS, type AddressProof } from './email-verification';
export { securityHandlers } from './security';
/* What start-up asks of auth (apps/api/src/startup): the ADMIN account from the environment, the demo accounts. */
export { ensureAdmin, type AdminOutcome } from './admin';
export { hashPassword } from './passwords';
export { findUserByEmail, insertUser } from './users';
