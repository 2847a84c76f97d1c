import { describe, expect, it } from 'vitest';
import { saoPauloDay, splitByUpcoming } from './upcoming';

type Item = { id: string; date: string | null };
const split = (items: Item[], now: string) => splitByUpcoming(items, (item) => item.date, now);
const ids = (items: Item[]) => items.map((item) => item.id);

describe('saoPauloDay', () => {
  it('gives the calendar day in São Paulo (UTC-3), not in UTC', () => {
    // 02:59Z on the 16th is still 23:59 on the 15th in São Paulo; 03:00Z is midnight of the 16th.
    expect(saoPauloDay('2025-11-16T02:59:59Z')).toBe('2025-11-15');
    expect(saoPauloDay('2025-11-16T03:00:00Z')).toBe('2025-11-16');
    expect(saoPauloDay(new Date('2025-11-15T12:00:00Z'))).toBe('2025-11-15');
  });

  it('keeps a date-only string as that day', () => {
    expect(saoPauloDay('2025-11-15')).toBe('2025-11-15');
  });

  it('is null for missing or invalid dates', () => {
    expect(saoPauloDay(null)).toBeNull();
    expect(saoPauloDay(undefined)).toBeNull();
    expect(saoPauloDay('')).toBeNull();
    expect(saoPauloDay('amanhã')).toBeNull();
  });
});

describe('splitByUpcoming', () => {
  // 15 Nov 2025, 22:00 in São Paulo (01:00Z on the 16th).
  const now = '2025-11-16T01:00:00Z';

  it('counts an event earlier today (São Paulo) as upcoming', () => {
    const { upcoming, past } = split([{ id: 'this-morning', date: '2025-11-15T13:00:00Z' }], now);
    expect(ids(upcoming)).toEqual(['this-morning']);
    expect(past).toEqual([]);
  });

  it('counts the last minute of yesterday (São Paulo) as past, even when it is today in UTC', () => {
    // 23:59 on the 14th in São Paulo is 02:59Z on the 15th.
    const { upcoming, past } = split([{ id: 'yesterday', date: '2025-11-15T02:59:00Z' }], now);
    expect(upcoming).toEqual([]);
    expect(ids(past)).toEqual(['yesterday']);
  });

  it('uses the São Paulo day of now, not the UTC one', () => {
    // At 01:00Z on the 16th it is still the 15th in São Paulo: an event at 10:00 on the 15th is today.
    const { upcoming } = split([{ id: 'fifteenth', date: '2025-11-15T13:00:00Z' }], now);
    expect(ids(upcoming)).toEqual(['fifteenth']);
    // One minute after São Paulo midnight, the same event is past.
    expect(
      ids(split([{ id: 'fifteenth', date: '2025-11-15T13:00:00Z' }], '2025-11-16T03:01:00Z').past),
    ).toEqual(['fifteenth']);
  });

  it('treats a date-only event day as that day', () => {
    const items = [
      { id: 'today', date: '2025-11-15' },
      { id: 'yesterday', date: '2025-11-14' },
    ];
    const { upcoming, past } = split(items, now);
    expect(ids(upcoming)).toEqual(['today']);
    expect(ids(past)).toEqual(['yesterday']);
  });

  it('sorts upcoming soonest first and past most recent first', () => {
    const items = [
      { id: 'past-old', date: '2024-01-10T20:00:00Z' },
      { id: 'next-year', date: '2026-03-01T20:00:00Z' },
      { id: 'past-recent', date: '2025-10-01T20:00:00Z' },
      { id: 'next-week', date: '2025-11-22T20:00:00Z' },
    ];
    const { upcoming, past } = split(items, now);
    expect(ids(upcoming)).toEqual(['next-week', 'next-year']);
    expect(ids(past)).toEqual(['past-recent', 'past-old']);
  });

  it('lists events without a readable date as upcoming, last', () => {
    const items = [
      { id: 'no-date', date: null },
      { id: 'bad-date', date: 'sem data' },
      { id: 'next-week', date: '2025-11-22T20:00:00Z' },
    ];
    const { upcoming, past } = split(items, now);
    expect(ids(upcoming)).toEqual(['next-week', 'no-date', 'bad-date']);
    expect(past).toEqual([]);
  });

  it('accepts a Date as now and keeps every item once', () => {
    const items = [
      { id: 'a', date: '2025-11-15T13:00:00Z' },
      { id: 'b', date: '2025-11-14T13:00:00Z' },
    ];
    const { upcoming, past } = splitByUpcoming(items, (item) => item.date, new Date(now));
    expect([...ids(upcoming), ...ids(past)].sort()).toEqual(['a', 'b']);
  });
});
