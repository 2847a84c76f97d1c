import { MEIA_ENTRADA_INFO, isMeiaEntradaTipo } from '@bilheteria/rules';
import { CircleCheck, IdCard, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { ScannerEngineFactory } from '../../components/TicketScanner/engine';
import { TicketScanner } from '../../components/TicketScanner/TicketScanner';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import type { ScanFailureView, ScanResultView } from './scan-feedback';
import { texts } from './texts';

type ScannerScreenProps = {
  /** The last successful check-in; stays while later reads fail. */
  result: ScanResultView | null;
  /** The last failure, shown in red until a success clears it. */
  error: ScanFailureView | null;
  /** A read is being validated. */
  validating?: boolean;
  /** A code read by the camera (once per code; see TicketScanner). Return the validation's promise. */
  onDecode(code: string): unknown;
  onCameraError?(message: string): void;
  /** The camera and its decoder (TicketScanner's camera-engine) unless a fake is given (stories, tests). */
  engine?: ScannerEngineFactory;
};

/**
 * A half-price ticket (issue #14): first and unmissable, "MEIA-ENTRADA", the proof to ask for, and whose name
 * and document it must match.
 */
function MeiaEntradaAlert({
  name,
  meiaEntrada,
}: {
  name: string;
  meiaEntrada: { tipo: string; documento: string };
}) {
  const info = isMeiaEntradaTipo(meiaEntrada.tipo) ? MEIA_ENTRADA_INFO[meiaEntrada.tipo] : null;
  return (
    <div
      data-slot="scan-meia-entrada"
      className="grid gap-2 rounded-card border-2 border-warning bg-warning-soft p-4 text-ink"
    >
      <p className="flex items-center gap-2 text-2xl font-extrabold tracking-wide text-warning">
        <IdCard aria-hidden className="size-7" />
        {texts.meia}
      </p>
      <p className="text-lg font-bold">{info?.proof ?? texts.meiaProofFallback}</p>
      <p className="text-sm">
        {texts.meiaWho(name, info?.label ?? null)}
        <br />
        {texts.meiaDocument(info?.documentLabel ?? null, meiaEntrada.documento)}
      </p>
    </div>
  );
}

function ResultDetails({ result }: { result: ScanResultView }) {
  const rawId = useId();
  const { event } = result;
  const eventLine = [
    event.title,
    formatDateTime(event.eventDate),
    [event.venue, event.city].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
  const rows: Array<[string, string]> = [
    [texts.ticketType, result.ticket.ticketTypeName],
    ...(result.ticket.seat ? [[texts.seat, result.ticket.seat] as [string, string]] : []),
    [texts.attendee, result.attendee.name],
    [texts.event, eventLine],
    [texts.checkedInAt, formatDateTime(result.checkedInAt)],
    [texts.code, result.ticket.code],
  ];
  return (
    <article
      data-slot="scan-result"
      className="grid gap-4 rounded-card border border-success/30 bg-surface p-5 shadow-card"
    >
      {result.attendee.meiaEntrada ? (
        <MeiaEntradaAlert name={result.attendee.name} meiaEntrada={result.attendee.meiaEntrada} />
      ) : null}
      <h3 className="flex items-center gap-2 text-lg font-bold text-success">
        <CircleCheck aria-hidden className="size-5" />
        {texts.success}
      </h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1.5">
        <h4 id={rawId} className="text-sm font-semibold text-ink-muted">
          {texts.raw}
        </h4>
        <pre
          data-slot="scan-raw"
          role="region"
          aria-labelledby={rawId}
          // A scrollable region must take keyboard focus, or keyboard users cannot scroll a long answer.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-control bg-surface-inverse p-4 font-mono text-xs leading-relaxed text-ink-inverse"
        >
          {JSON.stringify(result, null, 2)}
        </pre>
      </div>
    </article>
  );
}

/** The door: camera, then the validation's result or its error (spec §2 "Ticket scanner"). */
function ScannerScreen({
  result,
  error,
  validating = false,
  onDecode,
  onCameraError,
  engine,
}: ScannerScreenProps) {
  const resultHeadingId = useId();
  return (
    <div data-slot="scanner-screen" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{texts.title}</h1>
        <p className="text-ink-muted">{texts.description}</p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <TicketScanner
          onDecode={onDecode}
          onCameraError={onCameraError}
          {...(engine ? { engine } : {})}
          className="rounded-card border border-line bg-surface p-4 shadow-card"
        />

        {/* On a phone, once there is something to say, the verdict comes first: under the camera it was below
            the fold. */}
        <section
          aria-labelledby={resultHeadingId}
          className={cn('grid gap-3', (result || error || validating) && 'max-lg:order-first')}
        >
          <h2 id={resultHeadingId} className="text-xl font-bold tracking-tight text-ink">
            {texts.resultHeading}
          </h2>
          <p
            role="status"
            className={cn(
              'flex items-center gap-2 text-sm font-medium text-ink-muted',
              !validating && 'sr-only',
            )}
          >
            {validating ? (
              <>
                <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
                {texts.validating}
              </>
            ) : result && !error ? (
              <span className="sr-only">
                {result.attendee.meiaEntrada
                  ? texts.announceMeia(result.attendee.name)
                  : texts.announceSuccess(result.attendee.name)}
              </span>
            ) : null}
          </p>
          {error ? (
            <div
              role="alert"
              data-slot="scan-error"
              className="grid gap-0.5 text-base font-semibold text-danger"
            >
              <p>{error.message}</p>
              {error.attendeeName ? (
                <p className="text-sm font-medium text-ink">
                  {texts.failureOwner(error.attendeeName, error.ticketTypeName ?? null)}
                </p>
              ) : null}
              {error.checkedInAt ? (
                <p className="text-sm font-medium">
                  {texts.failureCheckedInAt(formatDateTime(error.checkedInAt))}
                </p>
              ) : null}
            </div>
          ) : null}
          {result ? (
            <ResultDetails result={result} />
          ) : error ? null : (
            <p className="rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted">
              {texts.waiting}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export { ScannerScreen };
export type { ScannerScreenProps };
