import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonth,
  formatDayNumber,
  formatLongDate,
  formatMoney,
  formatMonthShort,
  formatShortDate,
  formatShortName,
  formatTime,
} from './format';

describe('formatShortName', () => {
  it('names a person by first name and last initial', () => {
    expect(formatShortName('Ana Beatriz Souza')).toBe('Ana S.');
    expect(formatShortName('  joana   amiga ')).toBe('joana A.');
    expect(formatShortName('Diego')).toBe('Diego');
    expect(formatShortName(' ')).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes reais in pt-BR with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(80)).toBe('R$ 80,00');
    expect(formatMoney(1_000_000.456)).toBe('R$ 1.000.000,46');
  });
});

describe('dates in America/Sao_Paulo', () => {
  // 2025-11-16T00:30Z is still Saturday the 15th, 21:30, in São Paulo (UTC-3).
  const lateSaturday = '2025-11-16T00:30:00Z';

  it('writes the long date with the weekday', () => {
    expect(formatLongDate(lateSaturday)).toBe('Sábado, 15 de novembro de 2025');
  });

  it('gives the day number and the uppercase three-letter month', () => {
    expect(formatDayNumber(lateSaturday)).toBe('15');
    expect(formatMonthShort(lateSaturday)).toBe('NOV');
    expect(formatMonthShort('2025-05-03T15:00:00Z')).toBe('MAI');
    expect(formatMonthShort('2025-03-01T15:00:00Z')).toBe('MAR');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(formatTime(lateSaturday)).toBe('21:30');
    expect(formatTime('2025-11-15T03:05:00Z')).toBe('00:05');
  });

  it('writes short date and date-time', () => {
    expect(formatShortDate(lateSaturday)).toBe('15/11/2025');
    // The São Paulo day: 02:30 UTC on the 29th is still the 28th there.
    expect(formatDayMonth('2025-11-29T02:30:00Z')).toBe('28/11');
    expect(formatDateTime(lateSaturday)).toBe('15/11/2025 21:30');
  });

  it('reads a date-only string as that calendar day', () => {
    expect(formatDayNumber('2025-11-15')).toBe('15');
    expect(formatLongDate('2025-01-01')).toBe('Quarta-feira, 1 de janeiro de 2025');
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date('2025-12-24T23:00:00Z');
    expect(formatShortDate(date)).toBe('24/12/2025');
    expect(formatMonthShort(date.getTime())).toBe('DEZ');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatDayNumber('')).toBe('');
    expect(formatDateTime('não é data')).toBe('');
    expect(formatMonthShort('não é data')).toBe('');
  });
});
