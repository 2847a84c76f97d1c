import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/*
 * zxcvbn (the TypeScript port): how many guesses a cracker needs for a text, from the most common passwords, words
 * and names of common use and of Brazilian Portuguese, keyboard walks, sequences, repeats and dates. Built once:
 * the dictionaries take a moment to load.
 */
let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return estimator;
}

/** log10 of the guesses `text` needs; `related` (the account's name and e-mail) count as known words. */
export function guessesLog10(text: string, related: string[] = []): number {
  return zxcvbn().check(text, related).guessesLog10;
}
