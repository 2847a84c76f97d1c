import { KeyRound, RefreshCw } from 'lucide-react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatCountdown, secondsUntil } from '../checkout/countdown';
import { texts } from './texts';

/** A one-time pairing code and its QR (a PNG, base64, of the door app's address with the code). */
type DoorPairingCode = { code: string; expiresAt: string; qrCodeBase64: string };

type PairingCodePanelProps = {
  pairing: DoorPairingCode | null;
  creating: boolean;
  error?: string | null;
  /** Milliseconds since the epoch, ticking, for the countdown. */
  now: number;
  onCreate(): void;
};

/** The organizer makes a code (text and QR, 10 minutes, single use) that turns a phone into a door device. */
function PairingCodePanel({ pairing, creating, error, now, onCreate }: PairingCodePanelProps) {
  const left = pairing ? secondsUntil(pairing.expiresAt, now) : 0;
  const live = pairing !== null && left > 0;
  return (
    <Card data-slot="door-pairing-code" className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold">{texts.pairing.heading}</h2>
        <p className="text-sm text-ink-muted">{texts.pairing.description}</p>
      </div>
      {live ? (
        <div className="flex flex-wrap items-center justify-center gap-4 sm:justify-start">
          <img
            src={`data:image/png;base64,${pairing.qrCodeBase64}`}
            alt={texts.pairing.qrLabel(pairing.code)}
            className="size-48 rounded-control border border-line bg-white [image-rendering:pixelated]"
          />
          <div className="grid justify-items-center gap-1 sm:justify-items-start">
            <p className="text-sm font-semibold text-ink-muted">{texts.pairing.code}</p>
            <p
              data-slot="door-pairing-code-text"
              className="font-mono text-3xl font-black tracking-wider whitespace-nowrap text-ink"
            >
              {pairing.code}
            </p>
            <p role="timer" aria-live="off" className="text-sm font-medium text-ink-muted">
              {texts.pairing.validFor(formatCountdown(left))}
            </p>
          </div>
        </div>
      ) : pairing ? (
        <p className="text-sm font-medium text-danger">{texts.pairing.expired}</p>
      ) : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant={live ? 'secondary' : 'primary'}
        className="w-fit"
        disabled={creating}
        onClick={onCreate}
      >
        {live ? <RefreshCw aria-hidden /> : <KeyRound aria-hidden />}
        {creating ? texts.pairing.creating : live ? texts.pairing.another : texts.pairing.create}
      </Button>
    </Card>
  );
}

export { PairingCodePanel };
export type { DoorPairingCode, PairingCodePanelProps };
