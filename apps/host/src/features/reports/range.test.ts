import { describe, expect, it } from 'vitest';
import { rangeFromQuery, withRange } from './range';

const today = '2025-01-10';
const query = (search: string) => new URLSearchParams(search);

describe('rangeFromQuery', () => {
  it('defaults to 30 days before today up to today, across a year end', () => {
    expect(rangeFromQuery(query(''), today)).toEqual({ from: '2024-12-11', to: '2025-01-10' });
  });

  it('reads from and to', () => {
    expect(rangeFromQuery(query('from=2024-12-01&to=2024-12-31'), today)).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });

  it('replaces a missing or malformed end by its default', () => {
    expect(rangeFromQuery(query('from=2025-01-01'), today)).toEqual({ from: '2025-01-01', to: '2025-01-10' });
    expect(rangeFromQuery(query('from=ontem&to=2025-01-05'), today)).toEqual({
      from: '2024-12-11',
      to: '2025-01-05',
    });
    expect(rangeFromQuery(query('from=2025-02-30&to=2025-03-01'), today)).toEqual({
      from: '2024-12-11',
      to: '2025-03-01',
    });
  });

  it('falls back to the default range when the start is after the end', () => {
    expect(rangeFromQuery(query('from=2025-01-09&to=2025-01-01'), today)).toEqual({
      from: '2024-12-11',
      to: '2025-01-10',
    });
    expect(rangeFromQuery(query('from=2025-02-01'), today)).toEqual({ from: '2024-12-11', to: '2025-01-10' });
  });

  it('accepts a one-day range', () => {
    expect(rangeFromQuery(query('from=2025-01-10&to=2025-01-10'), today)).toEqual({
      from: '2025-01-10',
      to: '2025-01-10',
    });
  });
});

describe('withRange', () => {
  it('sets from and to and keeps the other parameters', () => {
    const next = withRange(query('x=1&from=2020-01-01'), { from: '2025-01-01', to: '2025-01-10' });
    expect(next.toString()).toBe('x=1&from=2025-01-01&to=2025-01-10');
  });
});
