import { describeCameraError, pickCamera } from './camera';
import { createDecodeGate } from './decode-gate';
import { SCANNER_FPS, SCANNER_QRBOX_SIZE, type ScannerEngine, type ScannerEngineFactory } from './engine';
import {
  canScannerTransition,
  INITIAL_SCANNER_STATE,
  scannerReducer,
  type ScannerActionType,
  type ScannerState,
} from './scanner-state';

interface CameraError {
  /** pt-BR, shown to the user. */
  message: string;
  /** The browser's or library's own words, when they add something. */
  detail: string;
}

interface ScannerSnapshot {
  state: ScannerState;
  /** A start or stop is under way; the controls wait. */
  busy: 'starting' | 'stopping' | null;
  cameraError: CameraError | null;
}

interface ScannerSessionHandlers {
  onDecode(code: string): unknown;
  onCameraError?(message: string): void;
  onChange(snapshot: ScannerSnapshot): void;
}

/**
 * One camera session of the scanner: owns the engine, applies the state machine to every command
 * (a refused move is never sent to the camera) and filters decoded frames through the decode gate.
 * Kept outside React so the start/stop races of mounting and unmounting live in one place.
 */
class ScannerSession {
  private snapshot: ScannerSnapshot = { state: INITIAL_SCANNER_STATE, busy: null, cameraError: null };
  private engine: ScannerEngine | null = null;
  private cameraId: string | null = null;
  private pending: Promise<void> = Promise.resolve();
  private disposed = false;
  private readonly gate = createDecodeGate();

  constructor(
    private readonly factory: ScannerEngineFactory,
    private readonly elementId: string,
    private readonly handlers: ScannerSessionHandlers,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): ScannerSnapshot {
    return this.snapshot;
  }

  /** Lists cameras (once), picks the rear or first one and starts scanning. */
  start(): Promise<void> {
    if (this.disposed || this.snapshot.busy || !canScannerTransition(this.snapshot.state, 'start')) {
      return this.pending;
    }
    this.update({ busy: 'starting', cameraError: null });
    this.pending = this.runStart();
    return this.pending;
  }

  pause(): void {
    this.command('pause', (engine) => engine.pause());
  }

  resume(): void {
    this.command('resume', (engine) => {
      engine.resume();
      // A ticket shown before the pause may be shown again on purpose.
      this.gate.reset();
    });
  }

  stop(): Promise<void> {
    if (this.disposed || this.snapshot.busy || !canScannerTransition(this.snapshot.state, 'stop')) {
      return this.pending;
    }
    this.update({ busy: 'stopping' });
    this.pending = this.release().then(() => {
      if (!this.disposed)
        this.update({ busy: null, state: scannerReducer(this.snapshot.state, { type: 'stop' }) });
    });
    return this.pending;
  }

  /** Unmount: waits for a start in progress, then releases the camera. No more updates are sent. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.pending;
    if (this.snapshot.state === 'not-started' || this.snapshot.busy === 'stopping') return;
    // A start that succeeded after the dispose call left the camera on: release it.
    await this.release();
  }

  private async runStart(): Promise<void> {
    try {
      const engine = this.engine ?? (await this.factory(this.elementId));
      this.engine = engine;
      if (this.disposed) return;
      if (this.cameraId === null) {
        const camera = pickCamera(await engine.listCameras());
        if (!camera) throw new DOMException('Requested device not found', 'NotFoundError');
        this.cameraId = camera.id;
      }
      if (this.disposed) return;
      await engine.start(this.cameraId, { fps: SCANNER_FPS, qrbox: SCANNER_QRBOX_SIZE }, (text) =>
        this.handleFrame(text),
      );
      if (this.disposed) {
        await this.release();
        return;
      }
      this.gate.reset();
      this.update({ busy: null, state: scannerReducer(this.snapshot.state, { type: 'start' }) });
    } catch (error) {
      if (this.disposed) return;
      const cameraError = describeCameraError(error);
      this.update({ busy: null, cameraError });
      this.handlers.onCameraError?.(cameraError.message);
    }
  }

  private command(
    action: Exclude<ScannerActionType, 'start' | 'stop' | 'fail'>,
    run: (engine: ScannerEngine) => void,
  ) {
    const { engine } = this;
    if (this.disposed || this.snapshot.busy || !engine || !canScannerTransition(this.snapshot.state, action))
      return;
    try {
      run(engine);
      this.update({ state: scannerReducer(this.snapshot.state, { type: action }) });
    } catch {
      this.update({ state: scannerReducer(this.snapshot.state, { type: 'fail' }) });
    }
  }

  private async release(): Promise<void> {
    try {
      await this.engine?.stop();
    } catch {
      // The camera was already off, or the library lost track of it: either way it is released.
    }
  }

  private handleFrame(text: string): void {
    if (this.disposed || this.snapshot.state !== 'scanning' || !this.gate.offer(text, this.now())) return;
    let result: unknown;
    try {
      result = this.handlers.onDecode(text);
    } catch {
      result = undefined;
    }
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => this.gate.settle(this.now()));
  }

  private update(change: Partial<ScannerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    if (!this.disposed) this.handlers.onChange(this.snapshot);
  }
}

export { ScannerSession };
export type { CameraError, ScannerSessionHandlers, ScannerSnapshot };
