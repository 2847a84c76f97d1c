import { describe, expect, it } from 'vitest';
import { formatPlace } from './place';

describe('formatPlace', () => {
  it('joins city and UF with " / "', () => {
    expect(formatPlace('Barretos', 'SP')).toBe('Barretos / SP');
    expect(formatPlace(' Fortaleza ', 'ce')).toBe('Fortaleza / CE');
  });

  it('skips what is missing', () => {
    expect(formatPlace('Recife', null)).toBe('Recife');
    expect(formatPlace(null, 'PE')).toBe('PE');
    expect(formatPlace('', '  ')).toBe('');
    expect(formatPlace(undefined, undefined)).toBe('');
  });
});
