import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/Dialog';
import { formatDateTime } from '../../lib/format';
import { texts } from './texts';

/** A phone paired to the event's door. */
type DoorDevice = {
  id: string;
  name: string;
  pairedAt: string;
  lastSyncAt: string | null;
  /** Scans it made (and sent). */
  scans: number;
};

type DoorDevicesProps = {
  devices: readonly DoorDevice[];
  /** The device whose revocation is in flight. */
  revokingId?: string | null;
  revokeError?: string | null;
  onRevoke(id: string): void;
};

/** The event's door devices: name, last sync, scans, and "Revogar" after a confirmation. */
function DoorDevices({ devices, revokingId, revokeError, onRevoke }: DoorDevicesProps) {
  const [pending, setPending] = useState<DoorDevice | null>(null);
  return (
    <Card data-slot="door-devices" className="grid gap-3 p-5">
      <h2 className="text-lg font-bold">{texts.devices.heading}</h2>
      {revokeError ? (
        <Alert tone="danger" role="alert">
          {revokeError}
        </Alert>
      ) : null}
      {devices.length === 0 ? (
        <p className="text-sm text-ink-muted">{texts.devices.empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={texts.devices.heading}>
          {devices.map((device) => (
            <li
              key={device.id}
              data-slot="door-device"
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="flex min-w-0 items-center gap-3">
                <Smartphone aria-hidden className="size-5 shrink-0 text-brand-600" />
                <dl className="grid min-w-0 gap-0.5 text-sm">
                  <div className="min-w-0">
                    <dt className="sr-only">{texts.devices.name}</dt>
                    <dd className="truncate text-base font-bold text-ink">{device.name}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-3 text-ink-muted">
                    <dt>{texts.devices.lastSync}:</dt>
                    <dd>{device.lastSyncAt ? formatDateTime(device.lastSyncAt) : texts.devices.never}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-3 text-ink-muted">
                    <dt>{texts.devices.scans}:</dt>
                    <dd>{device.scans.toLocaleString('pt-BR')}</dd>
                  </div>
                </dl>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revokingId === device.id}
                onClick={() => setPending(device)}
              >
                {revokingId === device.id ? texts.devices.revoking : texts.devices.revoke}
                {/* The space outside the hidden words: inside, some name computations drop it. */}{' '}
                <span className="sr-only">{texts.devices.whichDevice(device.name)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        slot="revoke-device-dialog"
        open={pending !== null}
        subject={pending?.name ?? null}
        title={texts.devices.confirmTitle}
        text={texts.devices.confirmText}
        cancelLabel={texts.devices.cancel}
        confirmLabel={texts.devices.confirm}
        onConfirm={() => pending && onRevoke(pending.id)}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}

export { DoorDevices };
export type { DoorDevice, DoorDevicesProps };
