// "em até 12x de R$ 27,50" (issue #27): the card's installments as the server decided them, in the words of
// @bilheteria/rules, for the event page (a ticket's) and step 1's cart (the selection's, from the quote).
import type { Schemas } from '@bilheteria/api-client';
import { installmentsHeadline, type InstallmentOption } from '@bilheteria/rules';

const inCents = (option: Schemas['Installment']): InstallmentOption => ({
  count: option.count,
  valueCents: Math.round(option.value * 100),
  totalCents: Math.round(option.total * 100),
  interestFree: option.interestFree,
});

/** The quote's installments in one line, or null when the card offers no more than 1x. */
export function installmentsText(options: readonly Schemas['Installment'][] | undefined): string | null {
  return installmentsHeadline((options ?? []).map(inCents));
}

/**
 * The event page's line: among the tickets on sale, the most installments, at the smallest installment of that
 * count (the cheapest ticket's); null when no ticket reaches 2x.
 */
export function eventInstallmentsText(event: Pick<Schemas['Event'], 'sellableTicketTypes'>): string | null {
  const longest = event.sellableTicketTypes
    .map((type) => type.installments)
    .filter((option): option is Schemas['Installment'] => !!option)
    .sort((a, b) => b.count - a.count || a.value - b.value)[0];
  return longest ? installmentsHeadline([inCents(longest)]) : null;
}
