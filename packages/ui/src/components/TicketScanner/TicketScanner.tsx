import { Pause, Play, Power, Square } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { cn } from '../../lib/cn';
import { defaultScannerEngine, SCANNER_READER_WIDTH, type ScannerEngineFactory } from './engine';
import type { ScannerState } from './scanner-state';
import { ScannerSession, type ScannerSnapshot } from './session';
import { texts } from './texts';

type TicketScannerProps = {
  /**
   * A code read by the camera. Called once per code: while the returned promise (if any) is pending
   * nothing else is sent, and the same code is sent again only after it has left the camera's view.
   */
  onDecode(code: string): unknown;
  /** The camera did not start; `message` is what the scanner shows (pt-BR). */
  onCameraError?(message: string): void;
  /** Every move of the state machine (not started, scanning, paused, unknown). */
  onStateChange?(state: ScannerState): void;
  /** The camera and its decoder (camera-engine.ts; the decoder loads on first use) unless a fake is given. */
  engine?: ScannerEngineFactory;
  className?: string;
};

const STARTING: ScannerSnapshot = { state: 'not-started', busy: 'starting', cameraError: null };

/**
 * The door camera: starts the rear (or first) camera on mount, reads QR codes at 10 fps inside a
 * 250 px box, offers pause / resume / stop / start as the state machine allows, and turns the
 * camera off on unmount. Depends on nothing but React, so other sites can embed it.
 */
function TicketScanner({
  onDecode,
  onCameraError,
  onStateChange,
  engine = defaultScannerEngine,
  className,
}: TicketScannerProps) {
  const readerId = `ticket-scanner-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [snapshot, setSnapshot] = useState<ScannerSnapshot>(STARTING);
  const sessionRef = useRef<ScannerSession | null>(null);
  // A remount (Strict Mode, a new engine) waits until the previous session has let go of the camera.
  const releasedRef = useRef<Promise<void>>(Promise.resolve());
  const handlersRef = useRef({ onDecode, onCameraError });

  useLayoutEffect(() => {
    handlersRef.current = { onDecode, onCameraError };
  });

  useEffect(() => {
    const session = new ScannerSession(engine, readerId, {
      onDecode: (code) => handlersRef.current.onDecode(code),
      onCameraError: (message) => handlersRef.current.onCameraError?.(message),
      onChange: setSnapshot,
    });
    sessionRef.current = session;
    void releasedRef.current.then(() => session.start());
    return () => {
      sessionRef.current = null;
      releasedRef.current = session.dispose();
    };
  }, [engine, readerId]);

  const { state, busy, cameraError } = snapshot;

  useEffect(() => {
    onStateChange?.(state);
  }, [onStateChange, state]);

  const status = busy ? texts.status[busy] : texts.status[state];
  const overlay =
    busy === null && (state === 'paused' || state === 'not-started') ? texts.overlay[state] : null;

  return (
    <section
      data-slot="ticket-scanner"
      data-state={state}
      aria-label={texts.regionLabel}
      className={cn('grid w-full grid-cols-1 justify-items-center gap-3', className)}
    >
      <div
        className="relative min-h-70 max-w-full overflow-hidden rounded-card bg-surface-inverse"
        style={{ width: SCANNER_READER_WIDTH }}
      >
        {/* The engine owns this element's children (the video and the scan box); React never renders into it. */}
        <div
          id={readerId}
          data-slot="ticket-scanner-reader"
          className="relative w-full [&_video]:block [&_video]:w-full [&>[data-slot=ticket-scanner-box]]:pointer-events-none [&>[data-slot=ticket-scanner-box]]:absolute [&>[data-slot=ticket-scanner-box]]:top-1/2 [&>[data-slot=ticket-scanner-box]]:left-1/2 [&>[data-slot=ticket-scanner-box]]:-translate-1/2 [&>[data-slot=ticket-scanner-box]]:rounded-card [&>[data-slot=ticket-scanner-box]]:border-3 [&>[data-slot=ticket-scanner-box]]:border-white/85 [&>[data-slot=ticket-scanner-box]]:shadow-[0_0_0_100vmax_rgb(0_0_0/0.3)]"
        />
        {busy === 'starting' ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner size="lg" label={texts.status.starting} className="text-brand-300" />
          </div>
        ) : null}
        {overlay ? (
          <div
            aria-hidden
            className="absolute inset-0 flex items-center justify-center bg-surface-inverse/70 text-lg font-bold text-ink-inverse"
          >
            {overlay}
          </div>
        ) : null}
      </div>

      <p
        role="status"
        data-slot="ticket-scanner-status"
        className="text-center text-sm font-medium text-ink-muted"
      >
        {status}
      </p>

      {cameraError ? (
        <Alert
          tone="danger"
          role="alert"
          className="w-full max-w-md"
          data-slot="ticket-scanner-camera-error"
          // The browser's own (English) words, for whoever supports the door staff; not read on screen.
          data-detail={cameraError.detail || undefined}
        >
          <p className="font-semibold">{texts.cameraErrorTitle}</p>
          <p>{cameraError.message}</p>
        </Alert>
      ) : null}

      {/* Two buttons that change their label in place, and are only aria-disabled while the camera is busy,
          so keyboard focus stays on the one pressed. The session ignores commands it cannot take. */}
      <div role="group" aria-label={texts.controls} className="flex flex-wrap justify-center gap-2">
        {state === 'scanning' || state === 'paused' ? (
          <Button
            variant={state === 'paused' ? 'primary' : 'secondary'}
            aria-disabled={busy !== null || undefined}
            onClick={() => (state === 'paused' ? sessionRef.current?.resume() : sessionRef.current?.pause())}
          >
            {state === 'paused' ? <Play aria-hidden /> : <Pause aria-hidden />}
            {state === 'paused' ? texts.resume : texts.pause}
          </Button>
        ) : null}
        <Button
          variant={state === 'not-started' ? 'primary' : 'secondary'}
          aria-disabled={busy !== null || undefined}
          onClick={() =>
            void (state === 'not-started' ? sessionRef.current?.start() : sessionRef.current?.stop())
          }
        >
          {state === 'not-started' ? <Power aria-hidden /> : <Square aria-hidden />}
          {state === 'not-started' ? texts.start : texts.stop}
        </Button>
      </div>
    </section>
  );
}

export { TicketScanner };
export type { TicketScannerProps };
