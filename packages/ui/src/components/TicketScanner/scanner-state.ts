// The door scanner's states and transitions (spec §4), as html5-qrcode's state manager enforced them (the camera
// library camera-engine.ts replaced), kept as a pure reducer so the controls can only offer what the camera accepts.

type ScannerState = 'not-started' | 'scanning' | 'paused' | 'unknown';

type ScannerAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  /** The camera did something unexpected (a command threw): its state is no longer known. */
  | { type: 'fail' };

type ScannerActionType = ScannerAction['type'];

/**
 * Allowed moves. Start → scanning, pause → paused, resume → scanning, stop → not started; "not
 * started" never goes straight to paused. From "unknown" only stop is offered, to get back to a
 * known state (the camera is released) from which it can start again.
 */
const TRANSITIONS: Record<ScannerState, Partial<Record<ScannerActionType, ScannerState>>> = {
  'not-started': { start: 'scanning', fail: 'unknown' },
  scanning: { pause: 'paused', stop: 'not-started', fail: 'unknown' },
  paused: { resume: 'scanning', stop: 'not-started', fail: 'unknown' },
  unknown: { stop: 'not-started' },
};

const INITIAL_SCANNER_STATE: ScannerState = 'not-started';

/** The state `action` leads to from `state`, or null when the move is refused. */
function nextScannerState(
  state: ScannerState,
  action: ScannerAction | ScannerActionType,
): ScannerState | null {
  const type = typeof action === 'string' ? action : action.type;
  return TRANSITIONS[state][type] ?? null;
}

function canScannerTransition(state: ScannerState, action: ScannerAction | ScannerActionType): boolean {
  return nextScannerState(state, action) !== null;
}

/** `useReducer` form: a refused action leaves the state as it was. */
function scannerReducer(state: ScannerState, action: ScannerAction): ScannerState {
  return nextScannerState(state, action) ?? state;
}

export { canScannerTransition, INITIAL_SCANNER_STATE, nextScannerState, scannerReducer };
export type { ScannerAction, ScannerActionType, ScannerState };
