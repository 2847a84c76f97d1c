import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  requests: number;
}

/** Drives `url` with autocannon and returns the figures the issues ask for. */
export async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
}

/** Latency percentiles of a list of durations in milliseconds. */
export function percentiles(durations: number[]): { p50Ms: number; p99Ms: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: Math.round(at(0.5) * 100) / 100, p99Ms: Math.round(at(0.99) * 100) / 100 };
}
