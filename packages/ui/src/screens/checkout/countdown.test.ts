import { describe, expect, it } from 'vitest';
import { countdownLeft, formatCountdown, PIX_COUNTDOWN_SECONDS, secondsUntil } from './countdown';

const now = Date.parse('2025-11-15T21:00:00Z');

describe('secondsUntil', () => {
  it('counts whole seconds up to the target, rounding a started second up', () => {
    expect(secondsUntil('2025-11-15T21:10:00Z', now)).toBe(600);
    expect(secondsUntil(new Date(now + 1_500), now)).toBe(2);
  });

  it('is 0 once the target has passed, or when it is not a date', () => {
    expect(secondsUntil('2025-11-15T20:59:59Z', now)).toBe(0);
    expect(secondsUntil('2025-11-15T21:00:00Z', now)).toBe(0);
    expect(secondsUntil('amanhã', now)).toBe(0);
  });
});

describe('countdownLeft', () => {
  it('starts at 600 seconds (spec §9) and runs down to 0', () => {
    expect(PIX_COUNTDOWN_SECONDS).toBe(600);
    expect(countdownLeft(now, now)).toBe(600);
    expect(countdownLeft(now, now + 999)).toBe(600);
    expect(countdownLeft(now, now + 61_000)).toBe(539);
    expect(countdownLeft(now, now + 600_000)).toBe(0);
    expect(countdownLeft(now, now + 3_600_000)).toBe(0);
  });

  it('ignores a clock that reads before the start', () => {
    expect(countdownLeft(now, now - 5_000)).toBe(600);
  });
});

describe('formatCountdown', () => {
  it('writes mm:ss with leading zeros', () => {
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('keeps minutes past 59 and never goes negative', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(3_725)).toBe('62:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});
