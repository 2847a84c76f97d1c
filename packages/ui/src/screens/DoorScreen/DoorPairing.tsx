import { KeyRound, QrCode } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import type { ScannerEngineFactory } from '../../components/TicketScanner/engine';
import { TicketScanner } from '../../components/TicketScanner/TicketScanner';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

type DoorPairingValues = { code: string; name: string };

type DoorPairingProps = {
  values: DoorPairingValues;
  pairing: boolean;
  /** A refused code (expired, used, unknown) in the server's words. */
  error?: string | null;
  onChange(values: DoorPairingValues): void;
  onPair(): void;
  /** The camera read the organizer's pairing QR; the host takes the code out of it. */
  onPairingQr(text: string): unknown;
  /** Where the organizer signs in instead. */
  loginHref: string;
  engine?: ScannerEngineFactory;
};

/** Door staff without the organizer's password: a one-time code (typed or read) and a name for this phone. */
function DoorPairing({
  values,
  pairing,
  error,
  onChange,
  onPair,
  onPairingQr,
  loginHref,
  engine,
}: DoorPairingProps) {
  const [scanning, setScanning] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPair();
  };
  return (
    <Card data-slot="door-pairing" className="grid w-full max-w-md gap-4 p-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{texts.pair.heading}</h1>
        <p className="text-sm text-ink-muted">{texts.pair.description}</p>
      </div>
      {scanning ? (
        <TicketScanner
          onDecode={(text) => {
            setScanning(false);
            return onPairingQr(text);
          }}
          {...(engine ? { engine } : {})}
        />
      ) : null}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {scanning ? null : (
          <Field label={texts.pair.code} hint={texts.pair.codeHint}>
            <Input
              name="pairingCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono text-lg tracking-widest uppercase"
              value={values.code}
              onChange={(event) => onChange({ ...values, code: event.currentTarget.value })}
            />
          </Field>
        )}
        <Field label={texts.pair.name} hint={texts.pair.nameHint}>
          <Input
            name="deviceName"
            autoComplete="off"
            placeholder={texts.pair.namePlaceholder}
            maxLength={60}
            value={values.name}
            onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
          />
        </Field>
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="submit" size="lg" disabled={pairing}>
            <KeyRound aria-hidden />
            {pairing ? texts.pair.submitting : texts.pair.submit}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setScanning((on) => !on)}>
            <QrCode aria-hidden />
            {scanning ? texts.pair.stopScan : texts.pair.scanCode}
          </Button>
        </div>
      </form>
      <p className="text-sm text-ink-muted">
        {texts.pair.organizer}{' '}
        <AppLink href={loginHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {texts.pair.login}
        </AppLink>
      </p>
    </Card>
  );
}

export { DoorPairing };
export type { DoorPairingProps, DoorPairingValues };
