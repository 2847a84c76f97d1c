import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_ROTATION_SECONDS, refreshedClock, rotationAt, useQrRotation } from './qr-rotation';

describe('rotationAt', () => {
  const clock = { base: 0, startedAt: 1_000_000 };

  it('counts down from 60 to 1 within a cycle', () => {
    expect(QR_ROTATION_SECONDS).toBe(60);
    expect(rotationAt(clock, 1_000_000)).toEqual({ counter: 0, secondsLeft: 60 });
    expect(rotationAt(clock, 1_000_999)).toEqual({ counter: 0, secondsLeft: 60 });
    expect(rotationAt(clock, 1_001_000)).toEqual({ counter: 0, secondsLeft: 59 });
    expect(rotationAt(clock, 1_059_999)).toEqual({ counter: 0, secondsLeft: 1 });
  });

  it('moves the counter on every 60 s, however late the tick comes', () => {
    expect(rotationAt(clock, 1_060_000)).toEqual({ counter: 1, secondsLeft: 60 });
    // A tab asleep for 10 minutes and 5 seconds.
    expect(rotationAt(clock, 1_000_000 + 605_000)).toEqual({ counter: 10, secondsLeft: 55 });
  });

  it('starts from the base counter and ignores a clock that went back', () => {
    expect(rotationAt({ base: 7, startedAt: 1_000_000 }, 1_000_000 + 61_000)).toEqual({
      counter: 8,
      secondsLeft: 59,
    });
    expect(rotationAt(clock, 900_000)).toEqual({ counter: 0, secondsLeft: 60 });
  });
});

describe('refreshedClock', () => {
  it('takes the next counter at once and restarts the cycle', () => {
    const clock = { base: 0, startedAt: 0 };
    const refreshed = refreshedClock(clock, 130_000);
    expect(refreshed).toEqual({ base: 3, startedAt: 130_000 });
    expect(rotationAt(refreshed, 130_000)).toEqual({ counter: 3, secondsLeft: 60 });
  });
});

describe('useQrRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-15T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and moves the counter every 60 s', () => {
    const { result } = renderHook(() => useQrRotation());
    expect(result.current).toMatchObject({ counter: 0, secondsLeft: 60 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ counter: 0, secondsLeft: 59 });
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toMatchObject({ counter: 1, secondsLeft: 60 });
  });

  it('refreshes on demand with a full new cycle', () => {
    const { result } = renderHook(() => useQrRotation());
    act(() => vi.advanceTimersByTime(25_000));
    expect(result.current).toMatchObject({ counter: 0, secondsLeft: 35 });
    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ counter: 1, secondsLeft: 60 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toMatchObject({ counter: 2, secondsLeft: 60 });
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useQrRotation());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
