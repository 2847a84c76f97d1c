import { CloudOff, RefreshCw, Wifi } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { formatTime } from '../../lib/format';
import { texts } from './texts';

type DoorConnection = 'online' | 'offline';

type DoorStatusBadgeProps = {
  connection: DoorConnection;
  /** Scans made here that the server has not acknowledged yet. */
  pending: number;
  /** When the last sync answered, if ever. */
  lastSyncAt?: string | null;
};

/** Conectado / Sem conexão and "N leituras a enviar": what door staff glance at between two scans. */
function DoorStatusBadge({ connection, pending, lastSyncAt }: DoorStatusBadgeProps) {
  return (
    <div
      role="status"
      aria-label={texts.status.region}
      data-slot="door-status"
      data-connection={connection}
      className="flex flex-wrap items-center gap-1.5"
    >
      {connection === 'online' ? (
        <Badge variant="success" title={lastSyncAt ? texts.status.synced(formatTime(lastSyncAt)) : undefined}>
          <Wifi aria-hidden />
          {texts.status.online}
        </Badge>
      ) : (
        <Badge variant="danger">
          <CloudOff aria-hidden />
          {texts.status.offline}
        </Badge>
      )}
      {pending > 0 ? (
        <Badge variant="warning" data-slot="door-pending">
          <RefreshCw aria-hidden />
          {texts.status.pending(pending)}
        </Badge>
      ) : null}
    </div>
  );
}

export { DoorStatusBadge };
export type { DoorConnection, DoorStatusBadgeProps };
