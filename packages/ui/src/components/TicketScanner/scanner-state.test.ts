import { describe, expect, it } from 'vitest';
import {
  canScannerTransition,
  INITIAL_SCANNER_STATE,
  nextScannerState,
  scannerReducer,
  type ScannerActionType,
  type ScannerState,
} from './scanner-state';

const states: ScannerState[] = ['not-started', 'scanning', 'paused', 'unknown'];
const actions: ScannerActionType[] = ['start', 'pause', 'resume', 'stop', 'fail'];

describe('scanner state machine', () => {
  it('starts not started', () => {
    expect(INITIAL_SCANNER_STATE).toBe('not-started');
  });

  it('follows the spec: start → scanning, pause → paused, resume → scanning, stop → not started', () => {
    expect(nextScannerState('not-started', 'start')).toBe('scanning');
    expect(nextScannerState('scanning', 'pause')).toBe('paused');
    expect(nextScannerState('paused', 'resume')).toBe('scanning');
    expect(nextScannerState('scanning', 'stop')).toBe('not-started');
    expect(nextScannerState('paused', 'stop')).toBe('not-started');
  });

  it('refuses not started → paused', () => {
    expect(nextScannerState('not-started', 'pause')).toBeNull();
    expect(canScannerTransition('not-started', 'pause')).toBe(false);
    expect(scannerReducer('not-started', { type: 'pause' })).toBe('not-started');
  });

  it('has exactly these allowed moves', () => {
    const allowed = states.flatMap((state) =>
      actions.filter((action) => canScannerTransition(state, action)).map((action) => `${state}:${action}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'not-started:start',
        'not-started:fail',
        'scanning:pause',
        'scanning:stop',
        'scanning:fail',
        'paused:resume',
        'paused:stop',
        'paused:fail',
        'unknown:stop',
      ].sort(),
    );
  });

  it('refuses starting twice, resuming what is not paused and pausing what is paused', () => {
    expect(scannerReducer('scanning', { type: 'start' })).toBe('scanning');
    expect(scannerReducer('scanning', { type: 'resume' })).toBe('scanning');
    expect(scannerReducer('paused', { type: 'pause' })).toBe('paused');
    expect(scannerReducer('paused', { type: 'start' })).toBe('paused');
    expect(scannerReducer('not-started', { type: 'stop' })).toBe('not-started');
    expect(scannerReducer('not-started', { type: 'resume' })).toBe('not-started');
  });

  it('goes to unknown on a failure and leaves it only by stopping', () => {
    expect(scannerReducer('scanning', { type: 'fail' })).toBe('unknown');
    for (const action of ['start', 'pause', 'resume', 'fail'] as const) {
      expect(scannerReducer('unknown', { type: action })).toBe('unknown');
    }
    expect(scannerReducer('unknown', { type: 'stop' })).toBe('not-started');
  });

  it('runs a full session', () => {
    const sequence: ScannerActionType[] = ['pause', 'start', 'pause', 'pause', 'resume', 'stop', 'start'];
    const visited = sequence.reduce<ScannerState[]>(
      (trail, type) => [...trail, scannerReducer(trail.at(-1)!, { type })],
      [INITIAL_SCANNER_STATE],
    );
    expect(visited).toEqual([
      'not-started',
      'not-started',
      'scanning',
      'paused',
      'paused',
      'scanning',
      'not-started',
      'scanning',
    ]);
  });
});
