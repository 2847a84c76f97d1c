import { describe, expect, it } from 'vitest';
import { INITIAL_SCAN_FEEDBACK, scanFeedbackReducer, type ScanResultView } from './scan-feedback';

const result = (name: string): ScanResultView => ({
  status: 'checked_in',
  checkedInAt: '2025-11-15T23:05:00Z',
  ticket: { code: `code-${name}`, ticketTypeName: 'PISTA — Lote 1 — Inteira' },
  attendee: { name, email: `${name}@example.com` },
  event: { title: 'Forró', eventDate: '2025-11-15T23:00:00Z', venue: 'Praia', city: 'Fortaleza' },
});

describe('scanFeedbackReducer', () => {
  it('starts empty', () => {
    expect(INITIAL_SCAN_FEEDBACK).toEqual({ validating: false, result: null, error: null });
  });

  it('marks a validation in flight without hiding what is shown', () => {
    const shown = { validating: false, result: result('Ana'), error: { message: 'Falha na validação' } };
    expect(scanFeedbackReducer(shown, { type: 'validate' })).toEqual({ ...shown, validating: true });
  });

  it('keeps the previous result when a read fails', () => {
    let state = scanFeedbackReducer(INITIAL_SCAN_FEEDBACK, { type: 'success', result: result('Ana') });
    state = scanFeedbackReducer(state, { type: 'validate' });
    state = scanFeedbackReducer(state, {
      type: 'failure',
      error: { message: 'Ingresso já utilizado', checkedInAt: '2025-11-15T23:05:00Z' },
    });
    expect(state.result?.attendee.name).toBe('Ana');
    expect(state.error).toEqual({ message: 'Ingresso já utilizado', checkedInAt: '2025-11-15T23:05:00Z' });
    expect(state.validating).toBe(false);
  });

  it('replaces the result and clears the error on the next success', () => {
    let state = scanFeedbackReducer(INITIAL_SCAN_FEEDBACK, { type: 'success', result: result('Ana') });
    state = scanFeedbackReducer(state, { type: 'failure', error: { message: 'Falha na validação' } });
    state = scanFeedbackReducer(state, { type: 'validate' });
    state = scanFeedbackReducer(state, { type: 'success', result: result('Bruno') });
    expect(state).toEqual({ validating: false, result: result('Bruno'), error: null });
  });

  it('replaces one failure by the next', () => {
    let state = scanFeedbackReducer(INITIAL_SCAN_FEEDBACK, { type: 'failure', error: { message: 'A' } });
    state = scanFeedbackReducer(state, { type: 'failure', error: { message: 'B' } });
    expect(state).toEqual({ validating: false, result: null, error: { message: 'B' } });
  });
});
