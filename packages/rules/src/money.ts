/*
 * Money, written once (issue #26 point 4): integer cents in the database and every computation, reais (numbers
 * with two decimals) on the wire (spec §1), "R$ 1.234,50" on screens, e-mails and PDFs.
 */

/** Reais as the contract sends them → cents; null when the value is not a whole number of cents (0.005). */
export function reaisToCents(reais: number): number | null {
  const cents = Math.round(reais * 100);
  // Binary floating point: 80.1 * 100 is 8009.999999999999; anything further from a whole cent is not money.
  if (!Number.isFinite(reais) || Math.abs(reais * 100 - cents) > 1e-6) return null;
  return cents;
}

/** Cents → reais for the wire (1999 → 19.99). */
export const centsToReais = (cents: number): number => cents / 100;

let brl: Intl.NumberFormat | undefined;

/** "R$ 1.234,50" as pt-BR writes it (Intl puts a non-breaking space after R$). Built on first use. */
export function formatReais(reais: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(reais);
}

/** "R$ 1.234,56" with a plain space, as screens, labels and their tests spell it. */
export const formatReaisPlain = (reais: number): string => formatReais(reais).replace(/\s/g, ' ');

/** The same from cents. */
export const formatCents = (cents: number): string => formatReaisPlain(centsToReais(cents));
