import { ArrowLeftRight, Keyboard, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import type { ScannerEngineFactory } from '../../components/TicketScanner/engine';
import { TicketScanner } from '../../components/TicketScanner/TicketScanner';
import { formatDateTime } from '../../lib/format';
import { DoorStatusBadge, type DoorConnection } from './DoorStatusBadge';
import { DoorVerdict, type DoorVerdictView } from './DoorVerdict';
import { texts } from './texts';

type DoorScanViewProps = {
  event: { title: string; startDate?: string | null; eventDate?: string | null };
  /** This phone's name, when it is a paired door device. */
  deviceName?: string | null;
  connection: DoorConnection;
  pending: number;
  lastSyncAt?: string | null;
  verdict: DoorVerdictView | null;
  validating?: boolean;
  /** A code read by the camera or typed in ("Digitar código"). */
  onDecode(code: string): unknown;
  onDismissVerdict(): void;
  /** Back to the event picker; absent for a paired device, which belongs to one event. */
  onChangeEvent?: () => void;
  onCameraError?(message: string): void;
  engine?: ScannerEngineFactory;
};

function TypedCode({ onSubmit, onCancel }: { onSubmit(code: string): void; onCancel(): void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form data-slot="door-typed-code" className="grid w-full max-w-sm gap-3" onSubmit={submit} noValidate>
      <Field label={texts.scan.typedCode} hint={texts.scan.typedCodeHint}>
        <Input
          name="ticketCode"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- door staff tapped "Digitar código" to type now
          autoFocus
          className="font-mono"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {texts.scan.cancel}
        </Button>
        <Button type="submit">{texts.scan.validate}</Button>
      </div>
    </form>
  );
}

/** The door at work: which event, the connection, the camera, "Digitar código", and the verdict on top. */
function DoorScanView({
  event,
  deviceName,
  connection,
  pending,
  lastSyncAt,
  verdict,
  validating = false,
  onDecode,
  onDismissVerdict,
  onChangeEvent,
  onCameraError,
  engine,
}: DoorScanViewProps) {
  const [typing, setTyping] = useState(false);
  const when = formatDateTime(event.startDate ?? event.eventDate);
  return (
    <div data-slot="door-scan" className="grid w-full max-w-md grid-cols-1 justify-items-center gap-3">
      {/* The title has the whole width (two lines at most); "Trocar evento" sits below it, beside the status. A
          grid of one minmax(0, 1fr) column: its items never take the title's width (603 px on a 390-px phone). */}
      <header className="grid w-full grid-cols-1 gap-1.5">
        <h1 className="line-clamp-2 text-lg leading-snug font-extrabold tracking-tight break-words text-ink">
          {event.title}
        </h1>
        <div className="flex items-center justify-between gap-2">
          <div className="grid min-w-0 gap-1.5">
            <p className="truncate text-xs text-ink-muted">
              {[when, deviceName ? texts.scan.device(deviceName) : null].filter(Boolean).join(' · ')}
            </p>
            <DoorStatusBadge connection={connection} pending={pending} lastSyncAt={lastSyncAt} />
          </div>
          {onChangeEvent ? (
            <Button variant="secondary" size="sm" onClick={onChangeEvent}>
              <ArrowLeftRight aria-hidden />
              {texts.scan.changeEvent}
            </Button>
          ) : null}
        </div>
      </header>

      <TicketScanner onDecode={onDecode} onCameraError={onCameraError} {...(engine ? { engine } : {})} />

      {validating ? (
        <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
          {texts.scan.validating}
        </p>
      ) : null}

      {typing ? (
        <TypedCode
          onCancel={() => setTyping(false)}
          onSubmit={(code) => {
            setTyping(false);
            onDecode(code);
          }}
        />
      ) : (
        <Button variant="secondary" size="lg" className="w-full max-w-sm" onClick={() => setTyping(true)}>
          <Keyboard aria-hidden />
          {texts.scan.typeCode}
        </Button>
      )}

      {verdict ? <DoorVerdict key={verdict.id} verdict={verdict} onDismiss={onDismissVerdict} /> : null}
    </div>
  );
}

export { DoorScanView };
export type { DoorScanViewProps };
