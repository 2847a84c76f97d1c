import { useEffect, useState } from 'react';

/**
 * The current time (ms since epoch), re-rendering every `intervalMs` while `running`: the clock of
 * the Pix countdowns, which the screens take as a prop so their stories can stop it.
 */
export function useNow(running: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    // The clock may have stood still while not running: catch up at once, then every interval.
    const catchUp = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [running, intervalMs]);
  return now;
}
