import { randomBytes } from 'node:crypto';

/** A ticket's code: 128 random bits, base64url (22 characters); the capability for its QR image and PDF. */
export const newTicketCode = () => randomBytes(16).toString('base64url');
