/**
 * Request coalescing ("single flight"): concurrent callers asking for the same key share one load instead of
 * each running it. Nothing is kept once a load settles, so answers are never older than a load that was
 * already running when they were asked for. `invalidate()` (after a write this process committed) makes later
 * callers start a fresh load rather than join one that began before the write: a client reading after its
 * own write sees it.
 */
export interface Coalescer<T> {
  run(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createCoalescer<T>(): Coalescer<T> {
  const flights = new Map<string, { generation: number; promise: Promise<T> }>();
  let generation = 0;
  return {
    run(key, load) {
      const flight = flights.get(key);
      if (flight && flight.generation === generation) return flight.promise;
      const promise = load().finally(() => {
        if (flights.get(key)?.promise === promise) flights.delete(key);
      });
      flights.set(key, { generation, promise });
      return promise;
    },
    invalidate() {
      generation += 1;
    },
  };
}
