/*
 * How many places one admission tick lets in (issue #28 point 7). Pure: the tick reads the on-sale row, calls
 * this, and writes the result back under the row's lock.
 *
 * - Pro rata: a virtual clock (`paceAt`) moves 60 000 / admitPerMinute ms per admission; a tick admits the
 *   admissions whose instant has come. The clock never lags more than PACE_CATCH_UP_MS (or one spacing) behind `now`, so a pause (no
 *   replica ticking, an empty line) is not banked and released in a burst afterwards.
 * - Never over the pace in any minute: `recent` holds the last 60 s of admissions ([ms, count]); a tick admits
 *   at most what is left of admitPerMinute in the 60 s ending now. Every 60 s window ends at some tick that
 *   counted all of it, so no window of 60 s admits more than admitPerMinute, whatever the ticks' timing.
 * - Never beyond the line: only places handed out (`lastPosition`) can be admitted.
 */

export const PACE_WINDOW_MS = 60_000;
/** How far behind `now` the virtual clock may be: a late tick catches up this much, a pause is not banked. */
export const PACE_CATCH_UP_MS = 2000;

export interface PaceState {
  admittedUpTo: number;
  lastPosition: number;
  admitPerMinute: number;
  paceAt: Date | null;
  recentAdmissions: ReadonlyArray<readonly [number, number]>;
}

export interface PaceStep {
  admit: number;
  admittedUpTo: number;
  paceAt: Date;
  recentAdmissions: Array<[number, number]>;
}

export function admissionStep(state: PaceState, now: Date): PaceStep {
  const at = now.getTime();
  const spacing = PACE_WINDOW_MS / state.admitPerMinute;
  const recent = state.recentAdmissions
    .filter(([when]) => when > at - PACE_WINDOW_MS && when <= at)
    .map(([when, count]): [number, number] => [when, count]);
  const inWindow = recent.reduce((sum, [, count]) => sum + count, 0);
  const clock = Math.max(state.paceAt?.getTime() ?? -Infinity, at - Math.max(spacing, PACE_CATCH_UP_MS));
  const due = Math.floor((at - clock) / spacing + 1e-9);
  const waiting = Math.max(0, state.lastPosition - state.admittedUpTo);
  const admit = Math.max(0, Math.min(due, state.admitPerMinute - inWindow, waiting));
  if (admit > 0) recent.push([at, admit]);
  return {
    admit,
    admittedUpTo: state.admittedUpTo + admit,
    paceAt: new Date(Math.round(clock + admit * spacing)),
    recentAdmissions: recent,
  };
}
