export { ScannerScreen } from './ScannerScreen';
export type { ScannerScreenProps } from './ScannerScreen';
export { INITIAL_SCAN_FEEDBACK, scanFeedbackReducer } from './scan-feedback';
export type { ScanFailureView, ScanFeedback, ScanFeedbackAction, ScanResultView } from './scan-feedback';
