import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { dayNumber, dayString, periodMessages, resolvePeriod, saoPauloToday } from './period';

const refused = (run: () => unknown): { status: number; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('dayNumber / dayString', () => {
  it('round-trips calendar dates, leap days included', () => {
    for (const day of ['1970-01-01', '2024-02-29', '2025-12-31', '2026-03-01']) {
      expect(dayString(dayNumber(day)!)).toBe(day);
    }
    expect(dayNumber('1970-01-02')).toBe(1);
  });

  it.each(['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-04-31', '2025-1-1', 'ontem', ''])(
    'refuses %j',
    (day) => {
      expect(dayNumber(day)).toBeNull();
    },
  );
});

describe('saoPauloToday', () => {
  it('is the São Paulo date (UTC−3): 02:59 UTC is still the day before, 03:00 UTC the new day', () => {
    expect(saoPauloToday(new Date('2025-03-11T02:59:59.999Z'))).toBe('2025-03-10');
    expect(saoPauloToday(new Date('2025-03-11T03:00:00.000Z'))).toBe('2025-03-11');
  });
});

describe('resolvePeriod', () => {
  const now = new Date('2025-03-11T01:00:00Z'); // 22:00 on 2025-03-10 in São Paulo

  it('defaults to the last 30 days up to today in São Paulo', () => {
    expect(resolvePeriod({}, now)).toEqual({ from: '2025-02-08', to: '2025-03-10' });
  });

  it('keeps a given period, one day included', () => {
    expect(resolvePeriod({ from: '2025-01-01', to: '2025-01-31' }, now)).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(resolvePeriod({ from: '2025-01-05', to: '2025-01-05' }, now)).toEqual({
      from: '2025-01-05',
      to: '2025-01-05',
    });
  });

  it('defaults `to` to today and `from` to 30 days before `to`', () => {
    expect(resolvePeriod({ from: '2025-03-01' }, now)).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(resolvePeriod({ to: '2024-03-01' }, now)).toEqual({ from: '2024-01-31', to: '2024-03-01' });
  });

  it('accepts 366 days and refuses 367', () => {
    expect(resolvePeriod({ from: '2024-01-01', to: '2024-12-31' }, now)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-01' }, now).to).toBe('2026-01-01');
    expect(refused(() => resolvePeriod({ from: '2025-01-01', to: '2026-01-02' }, now))).toEqual({
      status: 400,
      message: 'Período máximo: 366 dias.',
    });
    expect(refused(() => resolvePeriod({ from: '1900-01-01' }, now)).message).toBe(periodMessages.tooLong);
  });

  it('refuses dates that do not exist and `from` after `to`', () => {
    expect(refused(() => resolvePeriod({ from: '2025-02-30', to: '2025-03-05' }, now))).toEqual({
      status: 400,
      message: periodMessages.invalidFrom,
    });
    expect(refused(() => resolvePeriod({ to: 'amanhã' }, now))).toEqual({
      status: 400,
      message: periodMessages.invalidTo,
    });
    expect(refused(() => resolvePeriod({ from: '2025-03-02', to: '2025-03-01' }, now))).toEqual({
      status: 400,
      message: 'A data inicial deve ser anterior ou igual à data final.',
    });
  });
});
