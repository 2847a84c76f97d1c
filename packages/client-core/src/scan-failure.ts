// What the door scanner shows for a refused read (spec §8), the same in the host's /scanner and the
// embedded scanner.
import { ApiError, errorMessage } from './api-error';

/** What the scanner screen shows of a refused read (its `ScanFailureView`). */
export interface ScanFailureView {
  message: string;
  checkedInAt: string | null;
  /** A used ticket's attendee and type, so the door can say whose ticket it was. */
  attendeeName: string | null;
  ticketTypeName: string | null;
}

/** Spec §8: scan failure without a server message. */
export const SCAN_FAILURE_FALLBACK = 'Falha na validação';

/** A text field of a 409 body (`checkedInAt`, `attendeeName`, `ticketTypeName`), or null. */
function textOf(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * What the scanner shows for a refused read: the server's message (else "Falha na validação") and,
 * for a ticket already used (409), when it was checked in and whose it was.
 */
export function scanFailure(error: unknown): ScanFailureView {
  const body = error instanceof ApiError ? error.body : null;
  return {
    message: errorMessage(error, SCAN_FAILURE_FALLBACK),
    checkedInAt: textOf(body, 'checkedInAt'),
    attendeeName: textOf(body, 'attendeeName'),
    ticketTypeName: textOf(body, 'ticketTypeName'),
  };
}
