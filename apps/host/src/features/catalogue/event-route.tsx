import type { Schemas } from '@bilheteria/api-client';
import { eventHasEnded } from '@bilheteria/rules';
import { EventDetailScreen, type EventDetail } from '@bilheteria/ui';
import { Navigate, useParams } from 'react-router-dom';
import { mustWaitInLine } from '@bilheteria/client-core/queue';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { EVENT_NOT_FOUND, useEvent } from './api';
import { EventLinksContainer } from './event-links';
import { eventInstallmentsText } from '@bilheteria/client-core/installments';

/** `now`: the page's clock, for whether the event is over (the server refuses its sale from then on). */
export function toEventDetail(event: Schemas['Event'], now: Date = new Date()): EventDetail {
  return {
    title: event.title,
    image: event.image,
    description: event.description,
    date: event.eventDate ?? event.startDate,
    venue: event.venue,
    city: event.city,
    state: event.state,
    gatesOpenTime: event.gatesOpenTime,
    showStartTime: event.showStartTime,
    mapImage: event.mapImage,
    status: event.status,
    ended: eventHasEnded(event, now),
    meiasDisponiveis:
      event.meiaEntradaLei && event.meiaEntrada.total > 0 ? event.meiaEntrada.restantes : null,
    cancelledAt: event.cancelledAt,
    installments: eventInstallmentsText(event),
  };
}

/** /event/{id} (spec §2 Event detail): a missing event and a failed load both read "Evento não encontrado". */
export function EventRoute() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const status = event.data ? 'success' : event.isError ? 'not-found' : 'loading';
  const detail = event.data ? toEventDetail(event.data) : null;
  // A queued on-sale (issue #28): from 30 minutes before it opens, visitors without a pass go to the line.
  if (event.data && mustWaitInLine(event.data)) return <Navigate to={paths.queue(id)} replace />;

  return (
    <>
      <PageTitle>{event.data?.title || (event.isError ? EVENT_NOT_FOUND : 'Evento')}</PageTitle>
      <EventDetailScreen
        status={status}
        event={detail}
        checkoutHref={paths.checkout(id)}
        homeHref={paths.home}
        links={event.data && !detail?.ended ? <EventLinksContainer event={event.data} /> : undefined}
      />
    </>
  );
}
