import { Check, Copy, RefreshCw, TimerOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Input } from '../../components/Input';
import { Money } from '../../components/Money';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format';
import { countdownLeft, formatCountdown, PIX_COUNTDOWN_SECONDS, secondsUntil } from './countdown';
import { pixTexts } from './texts';

/** A generated Pix charge (spec §3 "Payment info", §7 POST /pagamento/asaas/pix). */
type PixCharge = {
  paymentId?: string | null;
  /** PNG of the QR code in base64, without the `data:` prefix. */
  qrCodeBase64: string;
  copiaECola: string;
  /** When the charge expires (ISO). */
  expiracao: string;
};

type PixPanelProps = {
  pix: PixCharge;
  /** The clock (ms since epoch); the host ticks it every second, stories fix it. */
  now: number;
  /** When this Pix was generated (ms since epoch): starts the 10-minute progress bar. */
  generatedAt?: number | null;
  /** Shown above the code when given (order detail). */
  total?: number;
  /** Copies the code; "Copiado!" shows once it resolves. */
  onCopy(code: string): void | Promise<void>;
  onRegenerate?(): void;
  regenerating?: boolean;
  /** `always`: the regenerate button is always there (order detail); `expired`: only once the QR expired. */
  regenerateWhen?: 'always' | 'expired';
  className?: string;
};

const COPIED_FOR_MS = 2500;

function RegenerateButton({
  onRegenerate,
  regenerating,
}: Pick<PixPanelProps, 'onRegenerate' | 'regenerating'>) {
  const focusBack = useFocusBackAfterBusy(regenerating ?? false, onRegenerate);
  return (
    <Button {...focusBack} variant="secondary" disabled={regenerating} className="w-full sm:w-fit">
      <RefreshCw aria-hidden className={cn(regenerating && 'animate-spin')} />
      {regenerating ? pixTexts.regenerating : pixTexts.regenerate}
    </Button>
  );
}

function PaymentProgress({ generatedAt, now }: { generatedAt: number; now: number }) {
  const labelId = useId();
  const left = countdownLeft(generatedAt, now);
  const clock = formatCountdown(left);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs font-medium text-ink-muted">
        <span id={labelId}>{pixTexts.progress}</span>
        <span aria-hidden className="tabular-nums">
          {clock}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={PIX_COUNTDOWN_SECONDS}
        aria-valuenow={left}
        aria-valuetext={pixTexts.progressLeft(clock)}
        data-slot="pix-progress"
        className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
          style={{ width: `${(left / PIX_COUNTDOWN_SECONDS) * 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The Pix to pay: QR code, copy-and-paste code, expiry with a live countdown and, once it expires,
 * "Este QR expirou." with a way to generate a new one (spec §4 "Pix widget").
 */
function PixPanel({
  pix,
  now,
  generatedAt,
  total,
  onCopy,
  onRegenerate,
  regenerating = false,
  regenerateWhen = 'always',
  className,
}: PixPanelProps) {
  const codeId = useId();
  const [copied, setCopied] = useState(false);
  const left = secondsUntil(pix.expiracao, now);
  const expired = left === 0;

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await onCopy(pix.copiaECola);
      setCopied(true);
    } catch {
      // The host could not copy (no clipboard permission): the code stays selectable in the field.
    }
  }

  return (
    <div data-slot="pix-panel" data-expired={expired || undefined} className={cn('grid gap-5', className)}>
      {expired ? (
        <Alert tone="danger" role="alert" data-slot="pix-expired">
          <p className="font-semibold">{pixTexts.expired}</p>
          <p>{pixTexts.expiredHint}</p>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="mx-auto w-fit rounded-card border border-line bg-white p-3">
          {expired ? (
            // An expired code must not be scanned: its place stays, without the image.
            <div className="flex size-52 items-center justify-center rounded-control bg-surface-muted">
              <TimerOff aria-hidden className="size-12 text-ink-muted" />
            </div>
          ) : (
            <img
              src={`data:image/png;base64,${pix.qrCodeBase64}`}
              alt={pixTexts.qrAlt}
              width={208}
              height={208}
              className="size-52 [image-rendering:pixelated]"
            />
          )}
        </div>
        <div className="grid min-w-0 gap-4">
          {total !== undefined ? (
            <p className="flex items-baseline justify-between gap-3 text-sm text-ink-muted">
              {pixTexts.total}
              <Money value={total} className="text-xl font-extrabold text-ink" />
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-ink-muted">{pixTexts.expiresAt}</dt>
              <dd className="font-semibold">
                <time dateTime={pix.expiracao}>{formatTime(pix.expiracao)}</time>
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-ink-muted">{pixTexts.timeLeft}</dt>
              <dd>
                <span
                  role="timer"
                  className={cn('font-bold tabular-nums', expired ? 'text-danger' : 'text-brand-700')}
                >
                  {formatCountdown(left)}
                </span>
              </dd>
            </div>
          </dl>
          {generatedAt != null && !expired ? <PaymentProgress generatedAt={generatedAt} now={now} /> : null}
          {!expired ? (
            <div className="grid gap-1.5">
              <label htmlFor={codeId} className="text-sm font-semibold">
                {pixTexts.copyLabel}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={codeId}
                  readOnly
                  value={pix.copiaECola}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono text-xs sm:text-xs"
                />
                <Button
                  variant={copied ? 'secondary' : 'primary'}
                  onClick={() => void copy()}
                  className="sm:w-40"
                >
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? pixTexts.copied : pixTexts.copy}
                </Button>
              </div>
            </div>
          ) : null}
          {pix.paymentId ? (
            <p className="text-xs text-ink-muted">
              {pixTexts.paymentId}: <span className="font-mono break-all text-ink">{pix.paymentId}</span>
            </p>
          ) : null}
          {onRegenerate && (expired || regenerateWhen === 'always') ? (
            <RegenerateButton onRegenerate={onRegenerate} regenerating={regenerating} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export { PixPanel };
export type { PixCharge, PixPanelProps };
