export { TicketScanner } from './TicketScanner';
export type { TicketScannerProps } from './TicketScanner';
export {
  canScannerTransition,
  INITIAL_SCANNER_STATE,
  nextScannerState,
  scannerReducer,
} from './scanner-state';
export type { ScannerAction, ScannerActionType, ScannerState } from './scanner-state';
export { defaultScannerEngine, SCANNER_FPS, SCANNER_QRBOX_SIZE, SCANNER_READER_WIDTH } from './engine';
export type { ScanConfig, ScannerEngine, ScannerEngineFactory } from './engine';
export type { CameraInfo } from './camera';
export { createFakeScanner } from './fake-engine';
export type { FakeScanner, FakeScannerOptions } from './fake-engine';
