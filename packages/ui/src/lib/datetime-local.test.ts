import { describe, expect, it } from 'vitest';
import { fromDateAndTime, fromDateTimeLocal, toDateInput, toDateTimeLocal } from './datetime-local';

describe('fromDateTimeLocal', () => {
  it('reads the wall clock as São Paulo time', () => {
    expect(fromDateTimeLocal('2025-11-15T21:00')).toBe('2025-11-16T00:00:00.000Z');
    expect(fromDateTimeLocal('2026-01-01T00:00')).toBe('2026-01-01T03:00:00.000Z');
    expect(fromDateTimeLocal('2025-11-15T21:00:30')).toBe('2025-11-16T00:00:30.000Z');
  });

  it('uses the offset of that date, daylight saving time included (before 2019)', () => {
    expect(fromDateTimeLocal('2018-01-15T12:00')).toBe('2018-01-15T14:00:00.000Z');
    expect(fromDateTimeLocal('2018-07-15T12:00')).toBe('2018-07-15T15:00:00.000Z');
  });

  it('is null for blank or malformed values', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('   ')).toBeNull();
    expect(fromDateTimeLocal(null)).toBeNull();
    expect(fromDateTimeLocal(undefined)).toBeNull();
    expect(fromDateTimeLocal('15/11/2025 21:00')).toBeNull();
    expect(fromDateTimeLocal('2025-11-15')).toBeNull();
  });
});

describe('toDateTimeLocal', () => {
  it('shows an instant on the São Paulo wall clock', () => {
    expect(toDateTimeLocal('2025-11-16T00:00:00.000Z')).toBe('2025-11-15T21:00');
    expect(toDateTimeLocal(new Date('2018-01-15T14:00:00Z'))).toBe('2018-01-15T12:00');
  });

  it('is empty for absent or invalid values', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal(undefined)).toBe('');
    expect(toDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });

  it('round-trips with fromDateTimeLocal', () => {
    for (const local of ['2025-02-28T23:59', '2025-12-31T00:00', '2017-10-15T01:30', '2030-06-01T12:15']) {
      expect(toDateTimeLocal(fromDateTimeLocal(local))).toBe(local);
    }
  });
});

describe('toDateInput', () => {
  it("gives the instant's day in São Paulo", () => {
    expect(toDateInput('2025-11-16T02:00:00.000Z')).toBe('2025-11-15');
    expect(toDateInput('2025-11-16T03:00:00.000Z')).toBe('2025-11-16');
    expect(toDateInput(null)).toBe('');
  });
});

describe('fromDateAndTime', () => {
  it('combines a day and a time in São Paulo', () => {
    expect(fromDateAndTime('2025-11-15', '19:00')).toBe('2025-11-15T22:00:00.000Z');
  });

  it('uses midnight when the time is blank or invalid', () => {
    expect(fromDateAndTime('2025-11-15', '')).toBe('2025-11-15T03:00:00.000Z');
    expect(fromDateAndTime('2025-11-15', null)).toBe('2025-11-15T03:00:00.000Z');
    expect(fromDateAndTime('2025-11-15', '25:00')).toBe('2025-11-15T03:00:00.000Z');
  });

  it('is null without a day', () => {
    expect(fromDateAndTime('', '19:00')).toBeNull();
    expect(fromDateAndTime(null)).toBeNull();
    expect(fromDateAndTime('15/11/2025', '19:00')).toBeNull();
  });
});
