import { describe, expect, it } from 'vitest';
import { addDays, eachDay, isCalendarDay, isSameRange, lastDays, todayIn } from './calendar-day';

describe('isCalendarDay', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2025-11-15')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('rejects impossible days and other shapes', () => {
    for (const value of [
      '2025-02-29',
      '2025-13-01',
      '2025-11-31',
      '2025-1-5',
      '15/11/2025',
      '',
      null,
      20251115,
    ]) {
      expect(isCalendarDay(value)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('crosses month and year ends both ways', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-11-15', -30)).toBe('2025-10-16');
  });
});

describe('eachDay', () => {
  it('lists every day, both ends included, across a year end', () => {
    expect(eachDay({ from: '2024-12-30', to: '2025-01-02' })).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
  });

  it('gives one day for a one-day range and none for a reversed or invalid one', () => {
    expect(eachDay({ from: '2025-11-15', to: '2025-11-15' })).toEqual(['2025-11-15']);
    expect(eachDay({ from: '2025-11-16', to: '2025-11-15' })).toEqual([]);
    expect(eachDay({ from: 'ontem', to: '2025-11-15' })).toEqual([]);
  });
});

describe('todayIn', () => {
  it('gives the São Paulo day, not the UTC one', () => {
    // 02:30 UTC on New Year's Day is still 23:30 on 31 December in São Paulo (UTC-3).
    expect(todayIn('America/Sao_Paulo', new Date('2025-01-01T02:30:00Z'))).toBe('2024-12-31');
    expect(todayIn('America/Sao_Paulo', new Date('2025-01-01T03:00:00Z'))).toBe('2025-01-01');
    expect(todayIn('UTC', new Date('2025-01-01T02:30:00Z'))).toBe('2025-01-01');
  });
});

describe('lastDays', () => {
  it('goes from n days before today to today', () => {
    expect(lastDays('2025-03-01', 30)).toEqual({ from: '2025-01-30', to: '2025-03-01' });
    expect(lastDays('2025-01-03', 7)).toEqual({ from: '2024-12-27', to: '2025-01-03' });
    expect(lastDays('2025-01-03', 0)).toEqual({ from: '2025-01-03', to: '2025-01-03' });
  });
});

describe('isSameRange', () => {
  it('compares both ends', () => {
    expect(isSameRange({ from: 'a', to: 'b' }, { from: 'a', to: 'b' })).toBe(true);
    expect(isSameRange({ from: 'a', to: 'b' }, { from: 'a', to: 'c' })).toBe(false);
  });
});
