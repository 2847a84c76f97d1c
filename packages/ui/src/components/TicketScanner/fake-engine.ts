import type { CameraInfo } from './camera';
import type { ScannerEngine, ScannerEngineFactory } from './engine';
import { texts } from './texts';

interface FakeScannerOptions {
  /** The cameras `listCameras` answers; a phone with front and rear cameras by default. */
  cameras?: CameraInfo[];
  /** Makes `listCameras` fail with this (e.g. a NotAllowedError when permission is denied). */
  listError?: unknown;
  /** Makes `start` fail with this. */
  startError?: unknown;
}

interface FakeScanner {
  /** Pass this as the scanner's `engine`. */
  engine: ScannerEngineFactory;
  /** Shows a QR with `text` to every scanning camera (paused ones ignore it, like the real one). */
  decode(text: string): void;
  /** What the scanner asked: "list", "start:<cameraId>:<fps>:<qrbox>", "pause", "resume", "stop". */
  readonly calls: readonly string[];
  /** How many fake cameras are on (started and not stopped). */
  readonly active: number;
}

const DEFAULT_CAMERAS: CameraInfo[] = [
  { id: 'front', label: 'Câmera frontal' },
  { id: 'rear', label: 'Câmera traseira' },
];

/** A stand-in viewfinder, so a story shows where the video would be. */
function renderViewfinder(element: HTMLElement, qrbox: number): HTMLElement {
  const view = document.createElement('div');
  view.id = `${element.id}-fake-camera`;
  view.setAttribute('data-slot', 'fake-camera');
  view.setAttribute('aria-hidden', 'true');
  Object.assign(view.style, {
    position: 'relative',
    height: '280px',
    background: 'radial-gradient(circle at 30% 20%, #3b3147, #17121f 70%)',
  });
  const box = document.createElement('div');
  Object.assign(box.style, {
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `${Math.min(qrbox, 220)}px`,
    height: `${Math.min(qrbox, 220)}px`,
    transform: 'translate(-50%, -50%)',
    border: '3px solid rgba(255, 255, 255, 0.85)',
    borderRadius: '12px',
  });
  const label = document.createElement('span');
  label.textContent = texts.fakeCamera;
  Object.assign(label.style, {
    position: 'absolute',
    bottom: '8px',
    left: '8px',
    color: '#c9c2d6',
    font: '600 12px system-ui, sans-serif',
  });
  view.append(box, label);
  element.append(view);
  return view;
}

/** A camera-less engine for stories and tests, driven by `decode`. */
function createFakeScanner(options: FakeScannerOptions = {}): FakeScanner {
  const calls: string[] = [];
  const scanning = new Set<(text: string) => void>();
  let active = 0;

  const engine: ScannerEngineFactory = (elementId) => {
    let onFrame: ((text: string) => void) | null = null;
    let view: HTMLElement | null = null;
    let paused = false;
    const deliver = (text: string) => {
      if (!paused) onFrame?.(text);
    };

    const instance: ScannerEngine = {
      async listCameras() {
        calls.push('list');
        if (options.listError !== undefined) throw options.listError;
        return options.cameras ?? DEFAULT_CAMERAS;
      },
      async start(cameraId, { fps, qrbox }, onDecode) {
        calls.push(`start:${cameraId}:${fps}:${qrbox}`);
        if (options.startError !== undefined) throw options.startError;
        const element = document.getElementById(elementId);
        if (!element) throw new Error(`HTML Element with id=${elementId} not found`);
        view = renderViewfinder(element, qrbox);
        onFrame = onDecode;
        paused = false;
        scanning.add(deliver);
        active += 1;
      },
      pause() {
        calls.push('pause');
        paused = true;
      },
      resume() {
        calls.push('resume');
        paused = false;
      },
      async stop() {
        calls.push('stop');
        if (!onFrame) return;
        scanning.delete(deliver);
        onFrame = null;
        view?.remove();
        view = null;
        active -= 1;
      },
    };
    return instance;
  };

  return {
    engine,
    decode: (text) => {
      for (const deliver of scanning) deliver(text);
    },
    get calls() {
      return calls;
    },
    get active() {
      return active;
    },
  };
}

export { createFakeScanner };
export type { FakeScanner, FakeScannerOptions };
