import type { CameraInfo } from './camera';

/** Spec §9: 10 frames per second, a square scan box of 250 px, a reader 320 px wide. */
const SCANNER_FPS = 10;
const SCANNER_QRBOX_SIZE = 250;
const SCANNER_READER_WIDTH = 320;

interface ScanConfig {
  fps: number;
  qrbox: number;
}

/**
 * What the scanner needs from a camera library. The default is html5-qrcode; stories and tests
 * pass a fake so they run without a camera.
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

/**
 * html5-qrcode's `Html5Qrcode` class (not its ready-made widget, whose texts are English), imported
 * on first use so the library stays out of every page that does not scan.
 */
const html5QrcodeEngine: ScannerEngineFactory = async (elementId) => {
  const { Html5Qrcode, Html5QrcodeScannerState } = await import('html5-qrcode');
  const scanner = new Html5Qrcode(elementId, false);
  // The library draws an English "Scanner paused" banner (shown on pause, created once the video runs, which may
  // be after `start` resolves); the component draws its own pt-BR overlay, so the banner goes wherever it is.
  const removePausedBanner = () => {
    const element = document.getElementById(elementId);
    for (const child of element?.querySelectorAll('div') ?? [])
      if (child.textContent === 'Scanner paused') child.remove();
  };
  const running = () =>
    [Html5QrcodeScannerState.SCANNING, Html5QrcodeScannerState.PAUSED].includes(scanner.getState());

  return {
    async listCameras() {
      const cameras = await Html5Qrcode.getCameras();
      return cameras.map(({ id, label }) => ({ id, label }));
    },
    async start(cameraId, { fps, qrbox }, onDecode) {
      await scanner.start(cameraId, { fps, qrbox }, (text) => onDecode(text), undefined);
      removePausedBanner();
    },
    pause: () => {
      scanner.pause(true);
      removePausedBanner();
    },
    resume: () => scanner.resume(),
    async stop() {
      if (running()) await scanner.stop();
      scanner.clear();
    },
  };
};

export { html5QrcodeEngine, SCANNER_FPS, SCANNER_QRBOX_SIZE, SCANNER_READER_WIDTH };
export type { ScanConfig, ScannerEngine, ScannerEngineFactory };
