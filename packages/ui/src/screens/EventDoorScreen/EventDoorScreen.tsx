import { ScanLine } from 'lucide-react';
import { Button } from '../../components/Button';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { AppLink } from '../../lib/link';
import { CheckInReport, type CheckInFigures } from './CheckInReport';
import { DoorDevices, type DoorDevice } from './DoorDevices';
import { PairingCodePanel, type DoorPairingCode } from './PairingCodePanel';
import { texts } from './texts';

type EventDoorScreenProps = {
  status: 'loading' | 'notFound' | 'error' | 'ready';
  /** The load failure in the server's words. */
  error?: string | null;
  eventTitle: string;
  /** Milliseconds since the epoch, ticking (the pairing code's countdown). */
  now: number;
  pairing: DoorPairingCode | null;
  creatingPairing: boolean;
  pairingError?: string | null;
  onCreatePairing(): void;
  devices: readonly DoorDevice[];
  revokingId?: string | null;
  revokeError?: string | null;
  onRevoke(id: string): void;
  /** Live check-in figures and duplicates (the report summary's `checkIn`); null while they load. */
  checkIn: CheckInFigures | null;
  backHref: string;
  reportHref: string;
  scannerHref: string;
};

/**
 * The organizer's door page (issue #17): pair phones with a one-time code, see and revoke the event's door
 * devices, and follow the entries live, duplicates included.
 */
function EventDoorScreen(props: EventDoorScreenProps) {
  const { status, eventTitle, backHref, reportHref, scannerHref } = props;
  return (
    <div data-slot="event-door-screen" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <AppLink
        href={backHref}
        className="w-fit text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {texts.back}
      </AppLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
          {eventTitle ? <p className="text-ink-muted">{texts.subtitle(eventTitle)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <AppLink href={reportHref}>{texts.report}</AppLink>
          </Button>
          <Button asChild>
            <AppLink href={scannerHref}>
              <ScanLine aria-hidden />
              {texts.openScanner}
            </AppLink>
          </Button>
        </div>
      </header>
      {status === 'loading' ? <LoadingState label={texts.loading} /> : null}
      {status === 'notFound' ? <StateMessage title={texts.notFound} /> : null}
      {status === 'error' ? (
        <StateMessage tone="danger" role="alert" title={props.error || texts.loadError} />
      ) : null}
      {status === 'ready' ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <PairingCodePanel
              pairing={props.pairing}
              creating={props.creatingPairing}
              error={props.pairingError}
              now={props.now}
              onCreate={props.onCreatePairing}
            />
            <DoorDevices
              devices={props.devices}
              revokingId={props.revokingId}
              revokeError={props.revokeError}
              onRevoke={props.onRevoke}
            />
          </div>
          {props.checkIn ? <CheckInReport checkIn={props.checkIn} /> : null}
        </>
      ) : null}
    </div>
  );
}

export { EventDoorScreen };
export type { EventDoorScreenProps };
