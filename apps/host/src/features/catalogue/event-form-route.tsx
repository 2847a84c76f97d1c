import { zodResolver } from '@hookform/resolvers/zod';
import { lotsOpenedByCoupons } from '@bilheteria/rules';
import { EventFormScreen, newEventFormValues, type EventFormValues } from '@bilheteria/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormBinding } from '../../lib/form';
import { useMe } from '../auth/api';
import { useCoupons } from '../coupons/api';
import { useImageUploads } from '../uploads/api';
import {
  EVENT_NOT_FOUND,
  EVENT_SAVE_ERROR,
  useCreateEvent,
  useEvent,
  useUpdateEvent,
  type EventInput,
} from './api';
import { eventFormSchema, eventToFormValues, formValuesToEventInput } from './event-form';

const titles = { new: 'Novo evento', edit: 'Editar evento' } as const;

/**
 * Issue #31: a paid event is published only by an organizer with an approved payout account; the server's 409
 * PAYOUT_ACCOUNT_REQUIRED says so, and the message links to Recebimentos.
 */
function saveErrorLink(error: unknown) {
  const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : undefined;
  return code === 'PAYOUT_ACCOUNT_REQUIRED'
    ? { href: paths.organizerPayoutAccount, label: 'Ir para Recebimentos' }
    : null;
}

interface SaveMutation {
  mutate(body: EventInput, options: { onSuccess: () => void }): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The form itself: react-hook-form + zod hold and check the values; a successful save goes to /organizer. */
function EventForm({
  mode,
  initialValues,
  save,
  couponsHref,
  couponOpenedLotIds,
  seatMapHref,
  seatedCategories,
}: {
  mode: 'new' | 'edit';
  initialValues: EventFormValues;
  save: SaveMutation;
  couponsHref?: string;
  couponOpenedLotIds?: readonly string[];
  seatMapHref?: (category: string) => string;
  seatedCategories?: readonly string[];
}) {
  const navigate = useNavigate();
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initialValues,
  });
  const binding = useFormBinding(form);
  const images = useImageUploads<'image' | 'mapImage'>((field, url) =>
    form.setValue(field, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  );
  const submit = form.handleSubmit((values) =>
    save.mutate(formValuesToEventInput(values), { onSuccess: () => void navigate(paths.organizer) }),
  );

  return (
    <EventFormScreen
      mode={mode}
      {...binding}
      saving={save.isPending}
      error={save.isError ? errorMessage(save.error, EVENT_SAVE_ERROR) : null}
      errorLink={save.isError ? saveErrorLink(save.error) : null}
      cancelHref={paths.organizer}
      couponsHref={couponsHref}
      couponOpenedLotIds={couponOpenedLotIds}
      seatMapHref={seatMapHref}
      seatedCategories={seatedCategories}
      uploads={{ image: images.state('image'), mapImage: images.state('mapImage') }}
      onUploadImage={(field, image) => images.upload(field, field === 'image' ? 'poster' : 'map', image)}
      onSubmit={() => void submit()}
    />
  );
}

/** /organizer/new (spec §2 "Novo evento"): a draft with the default PISTA lots; POST /events. */
export function NewEventRoute() {
  const create = useCreateEvent();
  const [initialValues] = useState(newEventFormValues);
  return (
    <>
      <PageTitle>{titles.new}</PageTitle>
      {/* A new event has no coupons yet: a lot marked "só com cupom" is flagged at once. */}
      <EventForm mode="new" initialValues={initialValues} save={create} couponOpenedLotIds={[]} />
    </>
  );
}

/**
 * /organizer/edit/{id} (spec §2 "Editar evento"): GET /events/{id} fills the form; PATCH /events/{id}. A published
 * event of another organizer is readable by anyone, but not theirs to edit (the server answers its PATCH 404):
 * it reads "Evento não encontrado", as the server would, instead of a form that cannot be saved. ADMIN edits any.
 */
export function EditEventRoute() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  const me = useMe();
  const user = me.user;
  // A user kept from an older visit may lack its id: wait for /auth/me rather than refuse the owner.
  const known = user !== null && (user._id !== undefined || me.isConfirmed);
  const mine = event.data && known ? user.role === 'ADMIN' || user._id === event.data.organizerId : undefined;
  const coupons = useCoupons(id, mine === true);
  const couponOpenedLotIds = coupons.data ? [...lotsOpenedByCoupons(coupons.data, new Date())] : undefined;

  return (
    <>
      <PageTitle>{titles.edit}</PageTitle>
      {event.data && mine ? (
        // The form reads its values once: a later refetch of the event does not overwrite what is typed.
        <EventForm
          key={id}
          mode="edit"
          initialValues={eventToFormValues(event.data)}
          save={update}
          couponsHref={paths.organizerCoupons(id)}
          couponOpenedLotIds={couponOpenedLotIds}
          seatMapHref={(category) => paths.organizerSeats(id, category)}
          seatedCategories={event.data.seatedCategories ?? []}
        />
      ) : (
        <EventFormScreen
          mode="edit"
          status={(event.isError && !event.isFetching) || mine === false ? 'error' : 'loading'}
          loadError={
            mine === false
              ? EVENT_NOT_FOUND
              : event.isError
                ? errorMessage(event.error, EVENT_NOT_FOUND)
                : null
          }
          values={newEventFormValues()}
          saving={false}
          cancelHref={paths.organizer}
          onChange={() => undefined}
          onSubmit={() => undefined}
        />
      )}
    </>
  );
}
