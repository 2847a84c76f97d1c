import type { Schemas } from '@bilheteria/api-client';
import { EventLinks, type CopyStatus } from '@bilheteria/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { apiUrl } from '../../lib/api';

/**
 * The Web Share API where it is the phone's own share sheet (a touch screen); on a computer the browser's sheet
 * is sparse or missing, so WhatsApp and "Copiar link" are offered instead.
 */
const hasShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** "Compartilhar", "Adicionar à agenda" and "Como chegar" for one event (issue #21). */
export function EventLinksContainer({ event }: { event: Schemas['Event'] }) {
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const url = new URL(paths.event(event._id), window.location.origin).href;
  const title = event.title || 'Evento';
  const place = [event.venue?.trim(), [event.city?.trim(), event.state?.trim()].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(', ');

  return (
    <EventLinks
      url={url}
      title={title}
      canShare={hasShareSheet()}
      onShare={() => {
        // A dismissed sheet rejects with AbortError: nothing to say.
        navigator.share({ title, url }).catch(() => undefined);
      }}
      onCopyLink={() => {
        navigator.clipboard.writeText(url).then(
          () => setCopyStatus('copied'),
          () => setCopyStatus('failed'),
        );
      }}
      copyStatus={copyStatus}
      calendarHref={
        event.startDate || event.eventDate
          ? apiUrl(`/events/${encodeURIComponent(event._id)}/calendar.ics`)
          : null
      }
      place={place || null}
    />
  );
}
