// The camera decodes the same QR ten times a second while it stays in view. The gate lets one read
// through per presentation: nothing while a validation is in flight, and the same code again only
// after it has been out of view for `quietMs` (showing it again is how staff retry on purpose).

/** How long a code must go unseen before the same code is sent again. */
const REPEAT_QUIET_MS = 2500;

interface DecodeGate {
  /** True when `code`, decoded at `now` (ms), should be sent for validation. */
  offer(code: string, now: number): boolean;
  /** The validation sent last has finished (either way) at `now`. */
  settle(now: number): void;
  /** Forget the last code (the scanner restarted or resumed). */
  reset(): void;
}

function createDecodeGate(quietMs = REPEAT_QUIET_MS): DecodeGate {
  let inFlight = false;
  let lastCode: string | null = null;
  let lastSeenAt = Number.NEGATIVE_INFINITY;

  return {
    offer(code, now) {
      const same = code === lastCode;
      if (same) {
        const quiet = now - lastSeenAt >= quietMs;
        lastSeenAt = now;
        if (inFlight || !quiet) return false;
      } else if (inFlight) {
        // One validation at a time; the other code is read again on the next frames.
        return false;
      }
      inFlight = true;
      lastCode = code;
      lastSeenAt = now;
      return true;
    },
    settle(now) {
      inFlight = false;
      lastSeenAt = Math.max(lastSeenAt, now);
    },
    reset() {
      lastCode = null;
      lastSeenAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export { createDecodeGate, REPEAT_QUIET_MS };
export type { DecodeGate };
