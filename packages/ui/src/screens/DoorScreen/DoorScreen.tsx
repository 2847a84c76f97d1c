import { ShieldOff } from 'lucide-react';
import { Button } from '../../components/Button';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import type { ScannerEngineFactory } from '../../components/TicketScanner/engine';
import { DoorEventPicker, type DoorEventPickerProps } from './DoorEventPicker';
import { DoorPairing, type DoorPairingProps } from './DoorPairing';
import { DoorScanView, type DoorScanViewProps } from './DoorScanView';
import { texts } from './texts';

type WithoutEngine<T> = Omit<T, 'engine'>;

/** Which step of the door app is on screen, with what that step needs. */
type DoorScreenView =
  | ({ view: 'pair' } & WithoutEngine<DoorPairingProps>)
  | ({ view: 'events' } & DoorEventPickerProps)
  | { view: 'downloading'; eventTitle: string }
  | {
      view: 'downloadError';
      eventTitle: string;
      message?: string | null;
      onRetry(): void;
      onBack?: () => void;
    }
  | ({ view: 'scan' } & WithoutEngine<DoorScanViewProps>)
  | { view: 'revoked'; onPairAgain(): void };

type DoorScreenProps = DoorScreenView & {
  /** The camera and its decoder (TicketScanner's camera-engine) unless a fake is given (stories, tests). */
  engine?: ScannerEngineFactory;
};

function DoorContent(props: DoorScreenProps) {
  switch (props.view) {
    case 'pair':
      return <DoorPairing {...props} />;
    case 'events':
      return <DoorEventPicker {...props} />;
    case 'downloading':
      return (
        <div className="grid w-full max-w-md grid-cols-1 gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">{props.eventTitle}</h1>
          <LoadingState label={texts.data.loading} />
        </div>
      );
    case 'downloadError':
      return (
        <div className="grid w-full max-w-md grid-cols-1 gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">{props.eventTitle}</h1>
          <StateMessage
            tone="danger"
            role="alert"
            title={props.message || texts.data.error}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {props.onBack ? (
                  <Button variant="secondary" onClick={props.onBack}>
                    {texts.scan.changeEvent}
                  </Button>
                ) : null}
                <Button onClick={props.onRetry}>{texts.data.retry}</Button>
              </div>
            }
          />
        </div>
      );
    case 'scan':
      return <DoorScanView {...props} />;
    case 'revoked':
      return (
        <StateMessage
          role="alert"
          tone="danger"
          className="w-full max-w-md"
          icon={<ShieldOff aria-hidden className="size-10 text-danger" />}
          headingLevel="h1"
          title={texts.revoked.heading}
          description={texts.revoked.description}
          action={<Button onClick={props.onPairAgain}>{texts.revoked.pairAgain}</Button>}
        />
      );
  }
}

/**
 * The door app (/scanner, issue #17): pairing for door staff, the organizer's event picker, then the camera
 * with the connection's status and a full-screen verdict per read; a revoked device says so. Built to fit a
 * 390-px phone without scrolling.
 */
function DoorScreen(props: DoorScreenProps) {
  return (
    <div
      data-slot="door-screen"
      data-view={props.view}
      className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col items-center gap-4 px-4 py-4 sm:py-8"
    >
      <DoorContent {...props} />
    </div>
  );
}

export { DoorScreen };
export type { DoorScreenProps, DoorScreenView };
