import {
  DoorScreen,
  type DoorEventOption,
  type DoorPairingValues,
  type DoorVerdictView,
  type ScannerEngineFactory,
} from '@bilheteria/ui/scanner';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkProvider } from '@bilheteria/ui';
import { PageTitle } from '../../app/page-title';
import { RouterLink } from '../../app/router-link';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api';
import { storage } from '../../lib/storage';
import { useMyEvents } from '../catalogue/api';
import {
  CHECKIN_DATA_FAILED,
  doorApi,
  downloadCheckinData,
  pairDevice,
  pairingCodeOf,
  PAIR_FAILED,
  setDeviceToken,
} from './api';
import { doorDb, type DoorIdentity } from './door-db';
import { announceVerdict } from './door-feedback';
import { DoorSession } from './door-session';
import { useDoorInstall } from './install';

type Phase =
  | { view: 'starting' }
  | { view: 'pair' }
  | { view: 'events' }
  | { view: 'downloading'; eventTitle: string }
  | { view: 'downloadError'; eventId: string; eventTitle: string; message: string }
  | { view: 'scan'; session: DoorSession; eventTitle: string; startDate: string | null }
  | { view: 'revoked' };

const NO_SNAPSHOT = { connection: 'online', pending: 0, lastSyncAt: null, revoked: false } as const;
const noSubscription = () => () => undefined;

/**
 * /scanner, the door app (issue #17). A paired phone opens its event at once (from IndexedDB, network or not); the
 * organizer's phone picks one of their events; anyone else pairs with the organizer's code. `engine` lets tests
 * drive the camera.
 */
export function DoorRoute({ engine }: { engine?: ScannerEngineFactory }) {
  useDoorInstall();
  const [search] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ view: 'starting' });
  const [values, setValues] = useState<DoorPairingValues>({
    code: pairingCodeOf(search.get('parear') ?? ''),
    name: '',
  });
  const [pairing, setPairing] = useState(false);
  const [pairError, setPairError] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<DoorVerdictView | null>(null);
  const [validating, setValidating] = useState(false);
  const identityRef = useRef<DoorIdentity | null>(null);
  // A paired device belongs to one event: no "Trocar evento".
  const [paired, setPaired] = useState(false);

  const revoked = useCallback(async () => {
    await doorDb.wipe();
    setDeviceToken(null);
    identityRef.current = null;
    setPaired(false);
    setVerdict(null);
    setPhase({ view: 'revoked' });
  }, []);

  /** The event's check-in data (stored, else downloaded), then the door at work. */
  const open = useCallback(
    async (identity: DoorIdentity, eventId: string, eventTitle: string, startDate: string | null) => {
      let data = await doorDb.checkinData(eventId);
      if (!data) {
        setPhase({ view: 'downloading', eventTitle });
        try {
          data = await downloadCheckinData(eventId);
          await doorDb.saveCheckinData(data);
        } catch (error) {
          if (identity.token && error instanceof ApiError && error.status === 401) return revoked();
          setPhase({
            view: 'downloadError',
            eventId,
            eventTitle,
            message: errorMessage(error, CHECKIN_DATA_FAILED),
          });
          return;
        }
      }
      const session = new DoorSession({
        identity,
        data,
        api: doorApi,
        store: doorDb,
        onRevoked: () => void revoked(),
      });
      setPhase({ view: 'scan', session, eventTitle: data.eventTitle || eventTitle, startDate });
      await session.start();
    },
    [revoked],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const identity = (await doorDb.identity()) ?? null;
      if (cancelled) return;
      identityRef.current = identity;
      if (identity?.token && identity.eventId) {
        setDeviceToken(identity.token);
        setPaired(true);
        await open(identity, identity.eventId, identity.eventTitle ?? '', null);
      } else if (storage.token.get()) {
        // The organizer's phone reopens the last event it scanned, network or not; "Trocar evento" goes to the list.
        if (identity?.eventId && (await doorDb.checkinData(identity.eventId))) {
          await open(identity, identity.eventId, identity.eventTitle ?? '', null);
        } else setPhase({ view: 'events' });
      } else setPhase({ view: 'pair' });
    })();
    return () => {
      cancelled = true;
    };
  }, [open]);

  const session = phase.view === 'scan' ? phase.session : null;
  useEffect(() => () => session?.stop(), [session]);
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? (() => NO_SNAPSHOT),
  );

  const pair = async () => {
    const code = values.code.trim();
    const name = values.name.trim();
    if (!code || !name) return setPairError('Informe o código de pareamento e o nome deste aparelho.');
    setPairing(true);
    setPairError(null);
    try {
      const credential = await pairDevice(code, name);
      await doorDb.wipe();
      const identity: DoorIdentity = {
        deviceId: credential.deviceId,
        token: credential.token,
        eventId: credential.eventId,
        eventTitle: credential.eventTitle,
        name,
      };
      await doorDb.saveIdentity(identity);
      identityRef.current = identity;
      setDeviceToken(credential.token);
      setPaired(true);
      await open(identity, credential.eventId, credential.eventTitle, null);
    } catch (error) {
      setPairError(errorMessage(error, PAIR_FAILED));
    } finally {
      setPairing(false);
    }
  };

  const pick = async (event: DoorEventOption) => {
    const identity: DoorIdentity = {
      deviceId: identityRef.current?.deviceId ?? crypto.randomUUID(),
      eventId: event.id,
      eventTitle: event.title,
    };
    await doorDb.saveIdentity(identity);
    identityRef.current = identity;
    await open(identity, event.id, event.title, event.startDate ?? event.eventDate ?? null);
  };

  const decode = async (code: string) => {
    if (!session) return;
    setValidating(true);
    try {
      const next = await session.scan(code);
      if (session.getSnapshot().revoked) return;
      setVerdict(next);
      announceVerdict(next);
    } finally {
      setValidating(false);
    }
  };

  return (
    <LinkProvider component={RouterLink}>
      <PageTitle>Portaria</PageTitle>
      <DoorContent
        phase={phase}
        engine={engine}
        values={values}
        pairing={pairing}
        pairError={pairError}
        onChange={setValues}
        onPair={() => void pair()}
        onPairingQr={(text) => setValues((current) => ({ ...current, code: pairingCodeOf(text) }))}
        onPick={(event) => void pick(event)}
        onRetryDownload={(eventId, eventTitle) =>
          identityRef.current ? void open(identityRef.current, eventId, eventTitle, null) : undefined
        }
        onChangeEvent={paired ? undefined : () => setPhase({ view: 'events' })}
        onPairAgain={() => setPhase({ view: 'pair' })}
        snapshot={snapshot}
        verdict={verdict}
        validating={validating}
        onDecode={decode}
        onDismissVerdict={() => setVerdict(null)}
      />
    </LinkProvider>
  );
}

type DoorContentProps = {
  phase: Phase;
  engine?: ScannerEngineFactory;
  values: DoorPairingValues;
  pairing: boolean;
  pairError: string | null;
  onChange(values: DoorPairingValues): void;
  onPair(): void;
  onPairingQr(text: string): void;
  onPick(event: DoorEventOption): void;
  onRetryDownload(eventId: string, eventTitle: string): void;
  onChangeEvent?: () => void;
  onPairAgain(): void;
  snapshot: { connection: 'online' | 'offline'; pending: number; lastSyncAt: string | null };
  verdict: DoorVerdictView | null;
  validating: boolean;
  onDecode(code: string): Promise<void>;
  onDismissVerdict(): void;
};

function DoorContent(props: DoorContentProps) {
  const { phase, engine } = props;
  switch (phase.view) {
    case 'starting':
      return null;
    case 'pair':
      return (
        <DoorScreen
          view="pair"
          engine={engine}
          values={props.values}
          pairing={props.pairing}
          error={props.pairError}
          onChange={props.onChange}
          onPair={props.onPair}
          onPairingQr={props.onPairingQr}
          loginHref={paths.login(paths.scanner)}
        />
      );
    case 'events':
      return <DoorEvents onPick={props.onPick} />;
    case 'downloading':
      return <DoorScreen view="downloading" eventTitle={phase.eventTitle} />;
    case 'downloadError':
      return (
        <DoorScreen
          view="downloadError"
          eventTitle={phase.eventTitle}
          message={phase.message}
          onRetry={() => props.onRetryDownload(phase.eventId, phase.eventTitle)}
          {...(props.onChangeEvent ? { onBack: props.onChangeEvent } : {})}
        />
      );
    case 'scan':
      return (
        <DoorScreen
          view="scan"
          engine={engine}
          event={{ title: phase.eventTitle, startDate: phase.startDate }}
          connection={props.snapshot.connection}
          pending={props.snapshot.pending}
          lastSyncAt={props.snapshot.lastSyncAt}
          verdict={props.verdict}
          validating={props.validating}
          onDecode={props.onDecode}
          onDismissVerdict={props.onDismissVerdict}
          {...(props.onChangeEvent ? { onChangeEvent: props.onChangeEvent } : {})}
        />
      );
    case 'revoked':
      return <DoorScreen view="revoked" onPairAgain={props.onPairAgain} />;
  }
}

/** The organizer's events (GET /events/mine/list), the next one first. */
function DoorEvents({ onPick }: { onPick(event: DoorEventOption): void }) {
  const events = useMyEvents();
  return (
    <DoorScreen
      view="events"
      status={events.isPending ? 'loading' : events.isError ? 'error' : 'ready'}
      error={events.isError ? errorMessage(events.error, '') || null : null}
      events={(events.data ?? [])
        .filter((event) => !event.cancelledAt)
        .map((event) => ({
          id: event._id,
          title: event.title,
          startDate: event.startDate,
          eventDate: event.eventDate,
          city: event.city,
        }))}
      now={new Date()}
      onPick={onPick}
      onRetry={() => void events.refetch()}
    />
  );
}
