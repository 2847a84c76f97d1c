import { guessesLog10 } from './strength';

/*
 * Production secrets (JWT_SECRET, TICKET_SECRET, ASAAS_WEBHOOK_TOKEN) must be long and random: whoever guesses one
 * forges sessions, tickets or payment confirmations offline, with no rate limit in the way. "Random-looking" is
 * judged by zxcvbn: a string of 32 or more characters with no word, repeat, sequence or keyboard walk in it
 * needs about 10^32 guesses or more; "aaaa…", "senha…senha" and "abcdef…" need far fewer.
 */

export const MIN_SECRET_LENGTH = 32;
/** About 100 bits. A 32-character random base64 or hex string estimates at 10^32 and up. */
const MIN_SECRET_GUESSES_LOG10 = 30;

export function isRandomLooking(secret: string): boolean {
  return secret.length >= MIN_SECRET_LENGTH && guessesLog10(secret) >= MIN_SECRET_GUESSES_LOG10;
}

export const secretRequirement = (name: string) =>
  `${name} deve ser um valor aleatório de pelo menos ${MIN_SECRET_LENGTH} caracteres, sem palavras, repetições ` +
  'ou sequências (ex.: openssl rand -base64 48).';
