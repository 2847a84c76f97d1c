import type { CameraInfo } from './camera';
import { cameraEngine } from './camera-engine';

/** Spec §9: 10 frames per second, a square scan box of 250 px, a reader 320 px wide. */
const SCANNER_FPS = 10;
const SCANNER_QRBOX_SIZE = 250;
const SCANNER_READER_WIDTH = 320;

interface ScanConfig {
  fps: number;
  qrbox: number;
}

/**
 * What the scanner needs from a camera. The default is the browser's camera decoded by zxing-wasm in a worker
 * (camera-engine.ts); stories and tests pass a fake so they run without a camera.
 */
interface ScannerEngine {
  listCameras(): Promise<CameraInfo[]>;
  /** Starts the camera into the reader element; resolves once frames are being decoded. */
  start(cameraId: string, config: ScanConfig, onDecode: (text: string) => void): Promise<void>;
  pause(): void;
  resume(): void;
  /** Releases the camera. */
  stop(): Promise<void>;
}

/** Builds an engine that renders into the element with id `elementId` (already in the document). */
type ScannerEngineFactory = (elementId: string) => ScannerEngine | Promise<ScannerEngine>;

/** The engine the scanner uses unless it is given one. */
const defaultScannerEngine = cameraEngine;

export { defaultScannerEngine, SCANNER_FPS, SCANNER_QRBOX_SIZE, SCANNER_READER_WIDTH };
export type { ScanConfig, ScannerEngine, ScannerEngineFactory };
