/*
 * PostgreSQL reports failures with SQLSTATE codes; node-postgres and PGlite both expose them as `code`. Drizzle
 * wraps driver errors in DrizzleQueryError with the original as `cause`, so the cause chain is walked.
 */

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* causes(error: unknown): Generator<DriverError> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

const unavailableNetworkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);

/** node-postgres pool and client failures, and a closed PGlite. */
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether `error` means the database cannot be reached right now (connection refused or lost, server shutting
 * down or starting, pool timeout): the request may succeed if retried, so it deserves a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (unavailableNetworkCodes.has(code)) return true;
    // Class 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now;
    // 53300: too many connections (a burst of replicas): all pass once the load does.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    if (unavailableMessages.test(message)) return true;
  }
  return false;
}
