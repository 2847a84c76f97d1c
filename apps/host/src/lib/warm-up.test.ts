import { formatDayNumber, formatLongDate, formatMoney, formatMonthShort, formatTime } from '@bilheteria/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUp } from './warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmUp', () => {
  it('builds the formatters ahead of the first render, each in a task of its own', () => {
    vi.useFakeTimers();
    // Counting constructions: each stand-in builds and returns the real formatter.
    const { DateTimeFormat, NumberFormat } = Intl;
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });

    warmUp();
    // Scheduled, not run: the caller's task stays short.
    expect(dateFormats).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(7);

    vi.runAllTimers();
    expect(dateFormats).toHaveBeenCalledTimes(5);
    expect(numberFormats).toHaveBeenCalledTimes(1);

    // The page's own calls reuse them.
    expect(formatLongDate('2025-11-15')).toBe('Sábado, 15 de novembro de 2025');
    expect(formatDayNumber('2025-11-15')).toBe('15');
    expect(formatMonthShort('2025-11-15')).toBe('NOV');
    expect(formatTime('2025-11-15T21:00:00-03:00')).toBe('21:00');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(dateFormats).toHaveBeenCalledTimes(5);
    expect(numberFormats).toHaveBeenCalledTimes(1);
  });
});
