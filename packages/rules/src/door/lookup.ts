import { sha256 } from '@noble/hashes/sha2';
import { toBase64url, utf8 } from './encoding';

/*
 * A ticket's lookup id: how check-in data, a device's local admissions and a sync name a ticket without its code.
 * The first 16 bytes of SHA-256 over a domain-separated message (it can be compared with no other hash of the
 * code): knowing it tells nothing about the code (a 128-bit secret), so it neither opens the ticket's sealed data
 * nor makes a token.
 */
const LOOKUP_DOMAIN = 'bilheteria/door/lookup/v1:';

export const lookupOfSync = (code: string): string =>
  toBase64url(sha256(utf8(LOOKUP_DOMAIN + code)).subarray(0, 16));

export const lookupOf = async (code: string): Promise<string> => lookupOfSync(code);
