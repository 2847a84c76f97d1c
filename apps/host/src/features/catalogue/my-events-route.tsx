import type { Schemas } from '@bilheteria/api-client';
import { MyEventsScreen, type MyEventItem } from '@bilheteria/ui';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import {
  EVENT_CANCEL_ERROR,
  EVENT_DELETE_ERROR,
  MY_EVENTS_ERROR,
  useCancelEvent,
  useDeleteEvent,
  useMyEvents,
  usePreviewEventCancel,
} from './api';

export function toMyEventItem(event: Schemas['MyEvent']): MyEventItem {
  return {
    id: event._id,
    title: event.title,
    status: event.status,
    startDate: event.startDate ?? event.eventDate,
    image: event.image,
    editHref: paths.organizerEdit(event._id),
    reportHref: paths.organizerReport(event._id),
    couponsHref: paths.organizerCoupons(event._id),
    doorHref: paths.organizerDoor(event._id),
    cancelledAt: event.cancelledAt,
  };
}

/** /organizer (spec §2 My events): the organizer's events; "Excluir" asks first, deletes, then reloads the list. */
export function MyEventsRoute() {
  const events = useMyEvents();
  const remove = useDeleteEvent();
  const preview = usePreviewEventCancel();
  const cancel = useCancelEvent();
  const cancelFailure = preview.isError ? preview.error : cancel.isError ? cancel.error : null;
  const status = events.data ? 'success' : events.isError && !events.isFetching ? 'error' : 'loading';

  return (
    <>
      <PageTitle>Meus Eventos</PageTitle>
      <MyEventsScreen
        status={status}
        error={events.isError ? errorMessage(events.error, MY_EVENTS_ERROR) : null}
        events={events.data?.map(toMyEventItem) ?? []}
        newEventHref={paths.organizerNew}
        deletingId={remove.isPending ? remove.variables : null}
        deleteError={remove.isError ? errorMessage(remove.error, EVENT_DELETE_ERROR) : null}
        onDelete={(id) => remove.mutate(id)}
        onPreviewCancel={(id) => {
          cancel.reset();
          preview.reset();
          preview.mutate(id);
        }}
        cancelPreview={preview.data ?? null}
        onCancelEvent={(id) => cancel.mutate(id)}
        cancellingId={cancel.isPending ? cancel.variables : null}
        cancelError={cancelFailure ? errorMessage(cancelFailure, EVENT_CANCEL_ERROR) : null}
      />
    </>
  );
}
