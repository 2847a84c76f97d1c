import { getStates } from '@brazilian-utils/brazilian-utils';

type BrazilianState = { code: string; name: string };

/** The 27 federative units (26 states and the Distrito Federal), sorted by name in pt-BR. */
const BRAZILIAN_STATES: readonly BrazilianState[] = getStates()
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

const byCode = new Map(BRAZILIAN_STATES.map((state) => [state.code, state.name]));

/** "CE" → "Ceará"; case-insensitive; undefined for an unknown code. */
function stateName(code: string | null | undefined) {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}

export { BRAZILIAN_STATES, stateName };
export type { BrazilianState };
