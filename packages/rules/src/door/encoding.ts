import { bytesToUtf8, utf8ToBytes } from '@noble/hashes/utils';
import { base64urlnopad } from '@scure/base';

/*
 * Bytes and text as the door format writes them: base64url without padding (safe in a QR, a URL and JSON) and
 * UTF-8. One implementation for the server and the browser.
 */

export const toBase64url = (bytes: Uint8Array): string => base64urlnopad.encode(bytes);

/** The bytes of a base64url text; undefined for anything else (a forged token must not throw). */
export function fromBase64url(text: string): Uint8Array | undefined {
  try {
    return base64urlnopad.decode(text);
  } catch {
    return undefined;
  }
}

export const utf8 = (text: string): Uint8Array => utf8ToBytes(text);
export const fromUtf8 = (bytes: Uint8Array): string => bytesToUtf8(bytes);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event id (UUID) as its 16 bytes in base64url: 22 characters, the event's tag in a signed QR. */
export function eventTag(eventId: string): string {
  if (!UUID.test(eventId)) throw new Error(`id de evento inválido: ${eventId}`);
  const hex = eventId.replaceAll('-', '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return toBase64url(bytes);
}

/** The event id a tag names; undefined when the tag is not 16 bytes of base64url. */
export function eventIdOfTag(tag: string): string | undefined {
  const bytes = fromBase64url(tag);
  if (!bytes || bytes.length !== 16) return undefined;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
