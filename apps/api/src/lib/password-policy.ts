import { guessesLog10 } from './strength';

/*
 * The password policy for users and for the ADMIN (NIST SP 800-63B's shape): at least 8 characters, not only
 * spaces, and not guessable — zxcvbn must estimate at least a million guesses (its score 2), which rules out the
 * most common passwords ("12345678", "senha123", "brasil2024"), keyboard walks, repeats, dates and the account's
 * own name or e-mail. No composition rules: a few ordinary words make a good password.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** log10 of the guesses a password must need: 10^6, zxcvbn's score 2 ("somewhat guessable" and up). */
export const MIN_PASSWORD_GUESSES_LOG10 = 6;

export const passwordMessages = {
  tooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  onlySpaces: 'A senha não pode ter só espaços.',
  guessable:
    'Essa senha é fácil de adivinhar (comum, em sequência ou com seu nome ou e-mail). Use uma frase com algumas palavras.',
} as const;

/** Why `password` is refused, or undefined when it is acceptable; `related` are the account's name and e-mail. */
export function passwordProblem(password: string, related: string[] = []): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.trim() === '') return passwordMessages.onlySpaces;
  if (guessesLog10(password, relatedWords(related)) < MIN_PASSWORD_GUESSES_LOG10)
    return passwordMessages.guessable;
  return undefined;
}

/** What a guesser tries first from a name or an e-mail: it whole, its e-mail's local part, its words, run together. */
function relatedWords(related: string[]): string[] {
  return related.flatMap((text) => {
    const lower = text.trim().toLowerCase();
    const local = lower.split('@')[0]!;
    const words = local.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2);
    return [lower, local, words.join(''), ...words];
  });
}
