// What the door scanner shows for a refused read (spec §8), the same in the host's /scanner and the
// embedded scanner.
import { ApiError, errorMessage } from './api-error';

/** What the scanner screen shows of a refused read (its `ScanFailureView`). */
export interface ScanFailureView {
  message: string;
  checkedInAt: string | null;
}

/** Spec §8: scan failure without a server message. */
export const SCAN_FAILURE_FALLBACK = 'Falha na validação';

function checkedInAtOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { checkedInAt } = body as { checkedInAt?: unknown };
  return typeof checkedInAt === 'string' ? checkedInAt : null;
}

/**
 * What the scanner shows for a refused read: the server's message (else "Falha na validação") and,
 * for a ticket already used (409), when it was checked in.
 */
export function scanFailure(error: unknown): ScanFailureView {
  return {
    message: errorMessage(error, SCAN_FAILURE_FALLBACK),
    checkedInAt: error instanceof ApiError ? checkedInAtOf(error.body) : null,
  };
}
