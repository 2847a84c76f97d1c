import { getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, stateName } from './states';

describe('BRAZILIAN_STATES', () => {
  it('lists the 27 UFs sorted by name', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    const names = BRAZILIAN_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(BRAZILIAN_STATES[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(BRAZILIAN_STATES.map((state) => state.code)).toContain('DF');
  });

  it('has exactly the codes and names of @brazilian-utils, the source the API validates against', () => {
    const reference = getStates()
      .map(({ code, name }) => ({ code, name }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect([...BRAZILIAN_STATES].sort((a, b) => a.code.localeCompare(b.code))).toEqual(reference);
  });

  it('has no repeated code', () => {
    expect(new Set(BRAZILIAN_STATES.map((state) => state.code)).size).toBe(BRAZILIAN_STATES.length);
  });
});

describe('stateName', () => {
  it('names a UF by its code, in any case', () => {
    expect(stateName('CE')).toBe('Ceará');
    expect(stateName('sp')).toBe('São Paulo');
    expect(stateName(' df ')).toBe('Distrito Federal');
  });

  it('is undefined for unknown or empty codes', () => {
    expect(stateName('XX')).toBeUndefined();
    expect(stateName('')).toBeUndefined();
    expect(stateName(null)).toBeUndefined();
  });
});
