import { describe, expect, it } from 'vitest';
import { admissionStep, PACE_WINDOW_MS, type PaceState } from './pace';

/** Runs ticks at the given instants (ms) over a line of `waiting` places; the admissions as [ms, count]. */
function simulate(admitPerMinute: number, ticks: number[], waiting = 1_000_000) {
  let state: PaceState = {
    admittedUpTo: 0,
    lastPosition: waiting,
    admitPerMinute,
    paceAt: null,
    recentAdmissions: [],
  };
  const admissions: Array<[number, number]> = [];
  for (const at of ticks) {
    const step = admissionStep(state, new Date(at));
    if (step.admit > 0) admissions.push([at, step.admit]);
    state = { ...state, ...step };
  }
  return { admissions, admitted: state.admittedUpTo };
}

/** The most admitted in any window [t, t + 60 s) of the run. */
function busiestMinute(admissions: Array<[number, number]>): number {
  let most = 0;
  for (const [start] of admissions) {
    const inWindow = admissions
      .filter(([at]) => at >= start && at < start + PACE_WINDOW_MS)
      .reduce((sum, [, count]) => sum + count, 0);
    most = Math.max(most, inWindow);
  }
  return most;
}

/** Ticks about every `everyMs`, late by up to `jitterMs` (a busy replica), with a few long pauses. */
function irregularTicks(minutes: number, everyMs: number, jitterMs: number, seed: number): number[] {
  let random = seed;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const ticks: number[] = [];
  for (let at = 0; at < minutes * 60_000; at += everyMs) {
    if (next() < 0.01) at += 20_000;
    ticks.push(Math.round(at + next() * jitterMs));
  }
  return ticks.sort((a, b) => a - b);
}

describe('admissionStep', () => {
  it('never admits more than admitPerMinute in any minute, slow or fast, whatever the ticks', () => {
    for (const admitPerMinute of [1, 6, 7, 100, 1000, 20_000])
      for (const seed of [1, 2, 3]) {
        const ticks = irregularTicks(10, 1000, 900, seed);
        const { admissions } = simulate(admitPerMinute, ticks);
        expect(busiestMinute(admissions), `${admitPerMinute}/min`).toBeLessThanOrEqual(admitPerMinute);
      }
  });

  it('keeps the pace it is given over regular ticks (within one tick of it)', () => {
    for (const admitPerMinute of [6, 100, 1000]) {
      const ticks = Array.from({ length: 600 }, (_, index) => index * 1000);
      const { admitted } = simulate(admitPerMinute, ticks);
      const expected = admitPerMinute * 10;
      expect(admitted).toBeGreaterThanOrEqual(expected - Math.ceil(admitPerMinute / 60) - 1);
      expect(admitted).toBeLessThanOrEqual(expected);
    }
  });

  it('does not bank a pause: after 5 idle minutes a tick admits 2 s worth, not five minutes', () => {
    const { admissions } = simulate(600, [0, 1000, 301_000, 302_000]);
    expect(admissions.at(-2)).toEqual([301_000, 20]);
    expect(admissions.at(-1)).toEqual([302_000, 10]);
  });

  it('admits no one beyond the last place handed out', () => {
    const ticks = Array.from({ length: 120 }, (_, index) => index * 1000);
    expect(simulate(1000, ticks, 37).admitted).toBe(37);
  });
});
