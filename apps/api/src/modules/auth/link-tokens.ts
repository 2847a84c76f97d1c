import { createHash, randomBytes } from 'node:crypto';

/*
 * The secrets of links e-mailed to an account (password reset, e-mail confirmation): 256 random bits in the link,
 * only their SHA-256 at rest, so a copy of the tables opens nothing.
 */

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
