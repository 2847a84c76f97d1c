import { EventDoorScreen } from '@bilheteria/ui';
import { useNow } from '@bilheteria/client-core/clock';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api';
import {
  DOOR_DEVICES_FAILED,
  PAIRING_FAILED,
  REVOKE_FAILED,
  useCreatePairing,
  useDoorCheckIn,
  useDoorDevices,
  useRevokeDevice,
} from './organizer-api';

/**
 * /organizer/portaria/{id} (issue #17): the organizer pairs door phones with a one-time code, sees and revokes the
 * event's devices, and follows the entries live.
 */
export function EventDoorRoute() {
  const { id = '' } = useParams();
  const summary = useDoorCheckIn(id);
  const devices = useDoorDevices(id);
  const pairing = useCreatePairing(id);
  const revoke = useRevokeDevice(id);
  const now = useNow(pairing.data !== undefined);

  const failed = summary.error ?? devices.error;
  const status =
    summary.data && devices.data
      ? 'ready'
      : failed
        ? failed instanceof ApiError && failed.status === 404
          ? 'notFound'
          : 'error'
        : 'loading';
  const title = summary.data?.event.title ?? '';

  return (
    <>
      <PageTitle>{title ? `Portaria · ${title}` : 'Portaria'}</PageTitle>
      <EventDoorScreen
        status={status}
        error={failed ? errorMessage(failed, DOOR_DEVICES_FAILED) : null}
        eventTitle={title}
        now={now}
        pairing={pairing.data ?? null}
        creatingPairing={pairing.isPending}
        pairingError={pairing.isError ? errorMessage(pairing.error, PAIRING_FAILED) : null}
        onCreatePairing={() => pairing.mutate()}
        devices={(devices.data ?? []).map((device) => ({
          id: device._id,
          name: device.name,
          pairedAt: device.pairedAt,
          lastSyncAt: device.lastSyncAt ?? null,
          scans: device.scans,
        }))}
        revokingId={revoke.isPending ? revoke.variables : null}
        revokeError={revoke.isError ? errorMessage(revoke.error, REVOKE_FAILED) : null}
        onRevoke={(deviceId) => revoke.mutate(deviceId)}
        checkIn={summary.data?.checkIn ?? null}
        backHref={paths.organizer}
        reportHref={paths.organizerReport(id)}
        scannerHref={paths.scanner}
      />
    </>
  );
}
