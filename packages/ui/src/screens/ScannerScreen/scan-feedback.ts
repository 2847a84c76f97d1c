// What the scanner page shows after each read (spec §8): a success replaces the result and clears the
// error; a failure shows its message while the previous result stays on screen.

/** A successful check-in, as POST /tickets/scan answers it. */
type ScanResultView = {
  status?: string;
  checkedInAt: string;
  ticket: { _id?: string; code: string; ticketTypeName: string; seat?: string | null };
  /** `meiaEntrada`: a half-price ticket's beneficiary (issue #14); the door asks for the proof. */
  attendee: {
    name: string;
    email?: string;
    meiaEntrada?: { tipo: string; documento: string } | null;
  };
  event: {
    _id?: string;
    title: string;
    eventDate?: string | null;
    venue?: string | null;
    city?: string | null;
  };
};

/** A refused read: the server's message (else "Falha na validação") and, for a used ticket, when. */
type ScanFailureView = {
  message: string;
  checkedInAt?: string | null;
  /** A used ticket's attendee and type, so the door can say whose ticket it was. */
  attendeeName?: string | null;
  ticketTypeName?: string | null;
};

type ScanFeedback = {
  validating: boolean;
  result: ScanResultView | null;
  error: ScanFailureView | null;
};

type ScanFeedbackAction =
  | { type: 'validate' }
  | { type: 'success'; result: ScanResultView }
  | { type: 'failure'; error: ScanFailureView };

const INITIAL_SCAN_FEEDBACK: ScanFeedback = { validating: false, result: null, error: null };

function scanFeedbackReducer(state: ScanFeedback, action: ScanFeedbackAction): ScanFeedback {
  switch (action.type) {
    case 'validate':
      return { ...state, validating: true };
    case 'success':
      return { validating: false, result: action.result, error: null };
    case 'failure':
      return { ...state, validating: false, error: action.error };
  }
}

export { INITIAL_SCAN_FEEDBACK, scanFeedbackReducer };
export type { ScanFailureView, ScanFeedback, ScanFeedbackAction, ScanResultView };
