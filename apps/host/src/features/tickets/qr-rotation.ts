import { useCallback, useEffect, useState } from 'react';

/** Spec §4 and §9: the ticket QR refreshes every 60 seconds, or on demand. */
export const QR_ROTATION_SECONDS = 60;

/** Counter `base` began its cycle at `startedAt` (ms). */
export interface RotationClock {
  base: number;
  startedAt: number;
}

export interface Rotation {
  /** Goes into the QR address (`r`); +1 every cycle and on each refresh. */
  counter: number;
  /** Seconds until the next change, from `period` down to 1. */
  secondsLeft: number;
}

/**
 * The rotation at `now`, computed from the wall clock rather than by counting ticks: timers are
 * throttled in background tabs, and a phone that slept must show a fresh QR when it wakes.
 */
export function rotationAt(clock: RotationClock, now: number, periodSeconds = QR_ROTATION_SECONDS): Rotation {
  const periodMs = periodSeconds * 1000;
  const elapsed = Math.max(0, now - clock.startedAt);
  const cycles = Math.floor(elapsed / periodMs);
  const intoCycle = elapsed - cycles * periodMs;
  return { counter: clock.base + cycles, secondsLeft: periodSeconds - Math.floor(intoCycle / 1000) };
}

/** "Atualizar agora": the next counter at once, and a full cycle from now. */
export function refreshedClock(
  clock: RotationClock,
  now: number,
  periodSeconds = QR_ROTATION_SECONDS,
): RotationClock {
  return { base: rotationAt(clock, now, periodSeconds).counter + 1, startedAt: now };
}

/** The QR counter and countdown, ticking every second, with `refresh` for "Atualizar agora". */
export function useQrRotation(periodSeconds = QR_ROTATION_SECONDS): Rotation & { refresh(): void } {
  const [clock, setClock] = useState<RotationClock>(() => ({ base: 0, startedAt: Date.now() }));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const refresh = useCallback(() => {
    const at = Date.now();
    setClock((current) => refreshedClock(current, at, periodSeconds));
    setNow(at);
  }, [periodSeconds]);

  return { ...rotationAt(clock, now, periodSeconds), refresh };
}
