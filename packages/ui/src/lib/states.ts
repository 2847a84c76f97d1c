type BrazilianState = { code: string; name: string };

/**
 * The 27 federative units (26 states and the Distrito Federal), sorted by name in pt-BR. Written out rather
 * than read from @brazilian-utils at run time: the top bar's location label needs it on the first paint,
 * and the library adds its whole module graph there; states.test.ts checks this list against it.
 */
const BRAZILIAN_STATES: readonly BrazilianState[] = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
];

const byCode = new Map(BRAZILIAN_STATES.map((state) => [state.code, state.name]));

/** "CE" → "Ceará"; case-insensitive; undefined for an unknown code. */
function stateName(code: string | null | undefined) {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}

export { BRAZILIAN_STATES, stateName };
export type { BrazilianState };
