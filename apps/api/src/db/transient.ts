/*
 * PostgreSQL may abort a transaction that did nothing wrong: a deadlock between two transactions locking the
 * same ticket types in a different order (40P01), or a serialization failure (40001). Running the whole
 * transaction again is the documented remedy; every transaction retried here is all-or-nothing.
 */

const TRANSIENT_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

function isTransient(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `work` (one database transaction) again when PostgreSQL aborted it for a deadlock or a serialization failure. */
export async function retryTransient<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
